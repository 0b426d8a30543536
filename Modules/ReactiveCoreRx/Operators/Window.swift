import ReactiveCore

extension ObservableType {
  /// Splits the sequence into windows, each an observable of consecutive elements: a window
  /// completes after `count` elements or when `timeSpan` has passed since it opened, whichever
  /// comes first, and the next one opens at once (RxSwift's
  /// `window(timeSpan:count:scheduler:)`).
  ///
  /// The first window is sent on subscription. A window is hot: subscribe to it when it
  /// arrives (in the `onNext` that delivers it), or miss what it has already sent. When the
  /// source completes or fails, the open window ends the same way, then the sequence of
  /// windows does. Timers run on `scheduler`; a window closed by its count restarts the timer.
  /// A `count` of zero or less sets no limit, as in RxSwift: only time closes a window.
  @inlinable
  public func window(
    timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType
  ) -> Observable<Observable<Element>> {
    let steps = segments(timeSpan: timeSpan, count: count, scheduler: scheduler)
    return Observable(
      SignalProducer { observer, lifetime in
        var open = PublishSubject<Element>()
        observer.send(value: open.asObservable())
        lifetime += steps.start { event in
          switch event {
          case let .value(.element(element)):
            open.onNext(element)
          case .value(.boundary):
            open.onCompleted()
            open = PublishSubject()
            observer.send(value: open.asObservable())
          case .completed:
            open.onCompleted()
            observer.sendCompleted()
          case let .failed(error):
            open.onError(error)
            observer.send(error: error)
          case .interrupted:
            open.onCompleted()
            observer.sendInterrupted()
          }
        }
      })
  }
}
