import Dispatch
import Foundation
import ReactiveCore
import ReactiveCoreRx

extension ObservableConvertibleType {
  /// The sequence as one that test code waits on (RxBlocking's `toBlocking`): each method
  /// subscribes once and blocks the calling thread until the sequence ends, or throws
  /// `RxError.timeout` after `timeout` seconds.
  ///
  /// While it waits, the calling thread's run loop keeps turning, as RxBlocking's does: on the
  /// main thread of an XCTest run, the main queue still runs, so a sequence that delivers there
  /// (`MainScheduler`, `observe(on: MainScheduler.instance)`, a `Driver`) ends instead of
  /// timing out. Inside a block that is itself running on the main queue (a `@MainActor` test
  /// of Swift Testing), the main queue cannot run again until that block returns.
  public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
    BlockingObservable(source: asObservable(), timeout: timeout)
  }
}

/// How a blocked-on sequence ended, with the elements it sent (`BlockingObservable.materialize`).
public enum MaterializedSequenceResult<Element> {
  /// It completed after sending `elements`.
  case completed(elements: [Element])
  /// It failed with `error` after sending `elements`.
  case failed(elements: [Element], error: Swift.Error)
}

/// A sequence that test code waits on; see `toBlocking(timeout:)`.
public struct BlockingObservable<Element> {
  let source: Observable<Element>
  let timeout: TimeInterval?

  /// Every element, once the sequence completes; throws its error (or `RxError.timeout`).
  public func toArray() throws -> [Element] {
    try run().elementsOrThrow()
  }

  /// The first element (then the subscription is disposed), or nil if the sequence completes
  /// empty; throws its error if it fails before sending one.
  public func first() throws -> Element? {
    try run(stopAfter: 1).elementsOrThrow().first
  }

  /// The last element, or nil if the sequence completes empty; throws its error.
  public func last() throws -> Element? {
    try toArray().last
  }

  /// The only element; throws `RxError.noElements` or `RxError.moreThanOneElement` otherwise,
  /// or the sequence's error. It stops at a second element, so an endless sequence answers too.
  public func single() throws -> Element {
    try single { _ in true }
  }

  /// The only element for which `predicate` holds; throws `RxError.noElements` when none does,
  /// `RxError.moreThanOneElement` as soon as a second one does (the predicate is not asked
  /// again), or the sequence's (or predicate's) error.
  public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
    let matching = try run(stopAfter: 2, keeping: predicate).elementsOrThrow()
    guard let element = matching.first else { throw RxError.noElements }
    guard matching.count == 1 else { throw RxError.moreThanOneElement }
    return element
  }

  /// How the sequence ended and what it sent, without throwing: an error, or a timeout
  /// (`RxError.timeout`), is in the `.failed` result with the elements sent before it.
  public func materialize() -> MaterializedSequenceResult<Element> {
    run()
  }

  /// Subscribes and waits for the end, or for `stopAfter` kept elements, keeping the elements
  /// `keeping` accepts (RxBlocking's `materializeResult(max:predicate:)`).
  private func run(
    stopAfter limit: Int? = nil, keeping predicate: @escaping (Element) throws -> Bool = { _ in true }
  ) -> MaterializedSequenceResult<Element> {
    let collector = BlockingCollector<Element>()
    // Ends the subscription from inside once the answer is known (the disposable returned by
    // `subscribe` does not exist yet while a synchronous source is still sending).
    let subscription = source.take(while: { _ in !collector.isFinished }).subscribe(
      onNext: { element in
        do {
          guard try predicate(element) else { return }
        } catch {
          return collector.finish(.failed(elements: [], error: error))
        }
        if collector.append(element) == limit { collector.finish(.completed(elements: [])) }
      },
      onError: { collector.finish(.failed(elements: [], error: $0)) },
      onCompleted: { collector.finish(.completed(elements: [])) })
    defer { subscription.dispose() }
    return collector.wait(timeout: timeout)
  }
}

extension MaterializedSequenceResult {
  /// The elements of a completed sequence, or the error it failed with.
  fileprivate func elementsOrThrow() throws -> [Element] {
    switch self {
    case let .completed(elements): return elements
    case let .failed(_, error): throw error
    }
  }
}

/// Collects the elements of one blocking subscription and wakes the waiting thread at its end.
private final class BlockingCollector<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private let done = DispatchSemaphore(value: 0)
  private var elements: [Element] = []
  private var result: MaterializedSequenceResult<Element>?
  /// Whether the waiting thread is the main thread, whose run loop a main-queue block wakes.
  private var wakesMainQueue = false

  /// Whether the end has been recorded.
  var isFinished: Bool {
    lock.withLock { result != nil }
  }

  /// Keeps `element` unless the subscription has ended; returns how many are kept.
  @discardableResult
  func append(_ element: Element) -> Int {
    lock.withLock {
      if result == nil { elements.append(element) }
      return elements.count
    }
  }

  /// Records the end (the first one counts), with the elements collected so far.
  func finish(_ end: MaterializedSequenceResult<Element>) {
    // nil when an end was already recorded; otherwise whether the waiter is the main thread.
    let waiterIsMain = lock.withLock { () -> Bool? in
      guard result == nil else { return nil }
      switch end {
      case .completed: result = .completed(elements: elements)
      case let .failed(_, error): result = .failed(elements: elements, error: error)
      }
      return wakesMainQueue
    }
    guard let waiterIsMain else { return }
    done.signal()
    // The main run loop sleeps until something reaches it; an empty block on the main queue
    // wakes it at once instead of at the end of its slice.
    if waiterIsMain { DispatchQueue.main.async {} }
  }

  /// The end, once it comes; after `timeout` seconds, a `.failed` end with `RxError.timeout`
  /// and the elements collected so far. Meanwhile the calling thread's run loop turns in short
  /// slices (RxBlocking's `RunLoopLock`), so work queued for this thread still runs; a thread
  /// whose run loop has nothing to wait on sleeps on the semaphore instead.
  func wait(timeout: TimeInterval?) -> MaterializedSequenceResult<Element> {
    let deadline = timeout.map { Date(timeIntervalSinceNow: $0) } ?? .distantFuture
    let runLoop = RunLoop.current
    let onMainThread = Thread.isMainThread
    lock.withLock { wakesMainQueue = onMainThread }
    while !isFinished {
      let now = Date()
      guard now < deadline else {
        finish(.failed(elements: [], error: RxError.timeout))
        break
      }
      let sliceEnd = min(deadline, now.addingTimeInterval(Self.slice))
      if !runLoop.run(mode: .default, before: sliceEnd) {
        _ = done.wait(timeout: .now() + max(0, sliceEnd.timeIntervalSinceNow))
      }
    }
    return lock.withLock { result! }
  }

  /// The longest the run loop turns before the end is looked for again.
  private static var slice: TimeInterval { 0.005 }
}
