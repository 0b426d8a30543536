import ReactiveCoreRx

/// An Rx event as a test compares it: errors by their description.
enum Recorded<Element: Equatable>: Equatable, CustomStringConvertible {
  case next(Element)
  case error(String)
  case completed

  init(_ event: Event<Element>) {
    switch event {
    case let .next(element): self = .next(element)
    case let .error(error): self = .error(String(describing: error))
    case .completed: self = .completed
    }
  }

  var description: String {
    switch self {
    case let .next(element): return "next(\(element))"
    case let .error(error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}

/// Records what one subscription receives, and whether it was disposed.
final class RxRecorder<Element: Equatable>: ObserverType {
  private(set) var events: [Recorded<Element>] = []

  var elements: [Element] {
    events.compactMap { if case let .next(element) = $0 { return element } else { return nil } }
  }

  func on(_ event: Event<Element>) {
    events.append(Recorded(event))
  }
}

/// An error whose description names it.
struct RxTestError: Error, CustomStringConvertible, Equatable {
  let name: String
  init(_ name: String = "boom") { self.name = name }
  var description: String { name }
}
