import ReactiveCore

extension ObservableType {
  /// Sends the final result of `accumulator` from `seed` when the sequence completes (`seed` for
  /// an empty one); a throwing accumulator ends the sequence.
  public func reduce<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    Observable(
      SignalProducer { observer, lifetime in
        var state = seed
        lifetime += self.asSignalProducer().start { event in
          switch event {
          case let .value(element):
            do { state = try accumulator(state, element) } catch { observer.send(error: error) }
          case .completed:
            observer.send(value: state)
            observer.sendCompleted()
          case let .failed(error): observer.send(error: error)
          case .interrupted: observer.sendInterrupted()
          }
        }
      })
  }

  /// Every element, as one array, when the sequence completes (RxSwift's `toArray`, as an
  /// observable of one element).
  public func toArray() -> Observable<[Element]> {
    reduce([]) { $0 + [$1] }
  }
}
