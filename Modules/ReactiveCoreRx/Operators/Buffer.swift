import ReactiveCore

extension ObservableType {
  /// Collects elements into arrays, each sent when it holds `count` elements or when `timeSpan`
  /// has passed since the last one was sent, whichever comes first: a ferry that leaves when
  /// full or on schedule (RxSwift's `buffer(timeSpan:count:scheduler:)`).
  ///
  /// A timed departure sends the array even when it is empty. Completion sends what was
  /// collected, then completes; an error drops it. Timers run on `scheduler`, and sending a
  /// full array restarts the timer. A `count` of zero or less sets no limit, as in RxSwift:
  /// `buffer(timeSpan: .never, count: 0, scheduler:)` collects everything into one array sent
  /// on completion.
  @inlinable
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
    let steps = segments(timeSpan: timeSpan, count: count, scheduler: scheduler)
    return Observable(
      SignalProducer { observer, lifetime in
        var aboard: [Element] = []
        lifetime += steps.start { event in
          switch event {
          case let .value(.element(element)):
            aboard.append(element)
          case .value(.boundary):
            observer.send(value: aboard)
            aboard = []
          case .completed:
            observer.send(value: aboard)
            observer.sendCompleted()
          case let .failed(error):
            observer.send(error: error)
          case .interrupted:
            observer.sendInterrupted()
          }
        }
      })
  }
}
