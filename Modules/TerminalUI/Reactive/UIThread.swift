import Dispatch
import ReactiveCore
import Synchronization

/// The thread views belong to. While a `TerminalApplication` runs, that is the main queue, and
/// view bindings sent from elsewhere hop there (as ReactiveCocoa's do to `UIScheduler`).
/// Without an application (headless rendering, tests) views are used on the caller's thread and
/// bindings apply at once.
public enum UIThread {
  private static let confinedToMainQueue = Atomic<Bool>(false)

  /// Whether view updates are confined to the main queue now.
  public static var isConfinedToMainQueue: Bool { confinedToMainQueue.load(ordering: .acquiring) }

  /// Confines view updates to the main queue (the application does this while it runs).
  static func confineToMainQueue(_ confined: Bool) {
    confinedToMainQueue.store(confined, ordering: .releasing)
  }

  /// Runs `body` on the UI thread: now when already there, else queued on the main queue.
  public static func perform(_ body: @escaping () -> Void) {
    if !isConfinedToMainQueue || UIScheduler.isOnMainQueue {
      body()
    } else {
      let work = UncheckedSendable(body)
      DispatchQueue.main.async { work.value() }
    }
  }
}

/// A value handed to the UI thread, which alone uses it.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

extension Reactive where Base: LifetimeProviding {
  /// A binding target that applies each value to the view (or controller) on the UI thread, for
  /// as long as it lives (it is held weakly).
  public func makeUIBindingTarget<Value>(_ apply: @escaping (Base, Value) -> Void) -> BindingTarget<Value> {
    BindingTarget(lifetime: base.lifetime) { [weak base] value in
      UIThread.perform {
        guard let base else { return }
        apply(base, value)
      }
    }
  }
}

extension Reactive where Base: View {
  /// Hides and shows the view.
  public var isHidden: BindingTarget<Bool> { makeUIBindingTarget { $0.isHidden = $1 } }
}
