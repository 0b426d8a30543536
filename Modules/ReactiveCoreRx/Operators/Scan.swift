import ReactiveCore

extension ObservableType {
  /// Sends each running result of `accumulator`, starting from `seed` (the seed itself is not
  /// sent); a throwing accumulator ends the sequence.
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    scan(into: seed) { state, element in state = try accumulator(state, element) }
  }

  /// As `scan(_:accumulator:)`, mutating the running result in place.
  @inlinable
  public func scan<Accumulate>(
    into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    Observable(
      SignalProducer { observer, lifetime in
        var state = seed
        lifetime += self.asSignalProducer().start { event in
          switch event {
          case let .value(element):
            do {
              try accumulator(&state, element)
              observer.send(value: state)
            } catch {
              observer.send(error: error)
            }
          case let .failed(error): observer.send(error: error)
          case .completed: observer.sendCompleted()
          case .interrupted: observer.sendInterrupted()
          }
        }
      })
  }
}
