import ReactiveCore

extension ObservableType {
  /// Forwards elements until `other` sends one, then completes; an error from `other` ends the
  /// sequence with it (RxSwift 6's `take(until:)`, `takeUntil` before).
  @inlinable
  public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
    let source = asSignalProducer()
    let trigger = other.asSignalProducer()
    return Observable(
      SignalProducer { observer, lifetime in
        lifetime += trigger.start { event in
          switch event {
          case .value: observer.sendCompleted()
          case let .failed(error): observer.send(error: error)
          case .completed, .interrupted: break
          }
        }
        lifetime += source.start(observer)
      })
  }

  /// Drops elements until `other` sends one, then forwards everything; an error from `other`
  /// ends the sequence with it (RxSwift 6's `skip(until:)`). As in RxSwift, a source that
  /// completes before `other` sent anything ends the subscription without a completion.
  @inlinable
  public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
    // Whether the trigger has fired.
    Observable(
      pairedOperator(asSignalProducer(), other.asSignalProducer(), initial: false) {
        (open: inout Bool, input, output: PairedOutput<Element>) in
        switch input {
        case .other(.value):
          open = true
          output.releaseOther()
        case let .other(.failed(error)): output.observer.send(error: error)
        case .other: break
        case .source(.value) where !open: break
        case .source(.completed) where !open:
          output.releaseOther()  // nothing can come through any more: RxSwift sends nothing
        case let .source(event): output.observer.send(event)
        }
      })
  }

  /// Sends the latest element of this sequence each time `sampler` sends, if a new one came since
  /// the last sample, else `defaultValue` if given (RxSwift's `sample`: nothing is sent twice).
  /// When `sampler` completes, the element waiting is sent, then the completion; when this
  /// sequence completes, the next tick sends what waits and completes.
  @inlinable
  public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element> {
    // The element waiting for a tick, and whether the source has completed.
    Observable(
      pairedOperator(
        asSignalProducer(), sampler.asSignalProducer(), sourceFirst: true, initial: (Element?.none, false)
      ) { (waiting: inout (element: Element?, sourceEnded: Bool), input, output: PairedOutput<Element>) in
        switch input {
        case let .source(.value(element)): waiting.element = element
        case .source(.completed): waiting.sourceEnded = true
        case let .source(.failed(error)): output.observer.send(error: error)
        case .source(.interrupted): output.observer.sendInterrupted()
        case .other(.value), .other(.completed):
          if let element = waiting.element ?? defaultValue { output.observer.send(value: element) }
          waiting.element = nil
          if waiting.sourceEnded || input.isOtherCompletion { output.observer.sendCompleted() }
        case let .other(.failed(error)): output.observer.send(error: error)
        case .other(.interrupted): break
        }
      })
  }
}

extension PairedInput {
  /// Whether this is the other sequence's completion.
  @inlinable var isOtherCompletion: Bool {
    if case .other(.completed) = self { return true }
    return false
  }
}
