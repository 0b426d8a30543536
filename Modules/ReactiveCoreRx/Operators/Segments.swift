import Foundation
import ReactiveCore

/// One step of a sequence cut into segments: an element, or the end of the current segment.
@usableFromInline enum SegmentStep<Element> {
  case element(Element)
  /// The segment closed: it reached its count, or its time ran out.
  case boundary
}

extension ObservableType {
  /// This sequence with a `boundary` after every `count`-th element of a segment and whenever
  /// `timeSpan` passes on `scheduler` since the segment began: what `buffer(timeSpan:count:)`
  /// and `window(timeSpan:count:)` are made of. Closing a segment starts the next one's timer.
  /// A `count` of zero or less never closes a segment, as in RxSwift, whose check for a full
  /// segment never matches it: only time does.
  ///
  /// The source's events and the timer's ticks go through one ReactiveCore pipe, which
  /// delivers them one at a time, so the segment state needs no lock and a tick can never
  /// interleave with an element (a tick that lost the race to a full segment is stale and
  /// ignored by its segment number).
  @inlinable func segments(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> SignalProducer<
    SegmentStep<Element>, Swift.Error
  > {
    let source = asSignalProducer()
    return SignalProducer { observer, lifetime in
      let (steps, input) = ReactiveCore.Signal<SegmentInput<Element>, Swift.Error>.pipe()
      let timer = ReactiveCore.SerialDisposable()
      lifetime += timer
      let segment = SegmentCounter()
      @Sendable func startTimer(for number: Int) {
        timer.inner = scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(timeSpan.timeInterval)) {
          input.send(value: .tick(segment: number))
        }
      }
      lifetime += steps.observe { event in
        switch event {
        case let .value(.element(element)):
          observer.send(value: .element(element))
          segment.aboard += 1
          guard count > 0, segment.aboard >= count else { return }
        case let .value(.tick(number)):
          guard number == segment.number else { return }
        case let .failed(error):
          timer.inner = nil
          observer.send(error: error)
          return
        case .completed:
          timer.inner = nil
          observer.sendCompleted()
          return
        case .interrupted:
          observer.sendInterrupted()
          return
        }
        segment.close()
        observer.send(value: .boundary)
        startTimer(for: segment.number)
      }
      startTimer(for: segment.number)
      lifetime += source.start { event in input.send(event.map { .element($0) }) }
    }
  }
}

/// What reaches the segmenting pipe: the source's elements and the timer's ticks.
@usableFromInline enum SegmentInput<Element> {
  case element(Element)
  case tick(segment: Int)
}

/// The current segment's number and how many elements it holds; touched only from the pipe's
/// serial delivery.
@usableFromInline final class SegmentCounter: @unchecked Sendable {
  @usableFromInline init() {}

  @usableFromInline var number = 0
  @usableFromInline var aboard = 0

  @inlinable func close() {
    number += 1
    aboard = 0
  }
}
