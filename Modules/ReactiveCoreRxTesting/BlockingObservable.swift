import Dispatch
import Foundation
import ReactiveCore
import ReactiveCoreRx

extension ObservableConvertibleType {
  /// The sequence as one that test code waits on (RxBlocking's `toBlocking`): each method
  /// subscribes once and blocks the calling thread until the sequence ends, or throws
  /// `RxError.timeout` after `timeout` seconds.
  ///
  /// Do not call it on the main thread for a sequence that delivers on the main queue: the
  /// thread waiting is the one that would have to deliver (as with RxBlocking).
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

  /// Every element, once the sequence completes; throws its error.
  public func toArray() throws -> [Element] {
    switch try run(stopAfterFirst: false) {
    case let .completed(elements): return elements
    case let .failed(_, error): throw error
    }
  }

  /// The first element (then the subscription is disposed), or nil if the sequence completes
  /// empty; throws its error.
  public func first() throws -> Element? {
    switch try run(stopAfterFirst: true) {
    case let .completed(elements): return elements.first
    case let .failed(elements, error):
      if let first = elements.first { return first }
      throw error
    }
  }

  /// The last element, or nil if the sequence completes empty; throws its error.
  public func last() throws -> Element? {
    try toArray().last
  }

  /// The only element; throws `RxError.noElements` or `RxError.moreThanOneElement` otherwise,
  /// or the sequence's error.
  public func single() throws -> Element {
    let elements = try toArray()
    guard let element = elements.first else { throw RxError.noElements }
    guard elements.count == 1 else { throw RxError.moreThanOneElement }
    return element
  }

  /// The only element for which `predicate` holds; throws `RxError.noElements` when none does,
  /// `RxError.moreThanOneElement` when several do, or the sequence's (or predicate's) error.
  public func single(_ predicate: (Element) throws -> Bool) throws -> Element {
    let matching = try toArray().filter(predicate)
    guard let element = matching.first else { throw RxError.noElements }
    guard matching.count == 1 else { throw RxError.moreThanOneElement }
    return element
  }

  /// How the sequence ended and what it sent, without throwing its error (a timeout still
  /// throws).
  public func materialize() throws -> MaterializedSequenceResult<Element> {
    try run(stopAfterFirst: false)
  }

  private func run(stopAfterFirst: Bool) throws -> MaterializedSequenceResult<Element> {
    let collector = BlockingCollector<Element>()
    let subscription = source.subscribe(
      onNext: { element in
        collector.append(element)
        if stopAfterFirst { collector.finish(.completed(elements: [])) }
      },
      onError: { collector.finish(.failed(elements: [], error: $0)) },
      onCompleted: { collector.finish(.completed(elements: [])) })
    defer { subscription.dispose() }
    guard let result = collector.wait(timeout: timeout) else { throw RxError.timeout }
    return result
  }
}

/// Collects the elements of one blocking subscription and wakes the waiting thread at its end.
private final class BlockingCollector<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private let done = DispatchSemaphore(value: 0)
  private var elements: [Element] = []
  private var result: MaterializedSequenceResult<Element>?

  func append(_ element: Element) {
    lock.withLock { if result == nil { elements.append(element) } }
  }

  /// Records the end (the first one counts), with the elements collected so far.
  func finish(_ end: MaterializedSequenceResult<Element>) {
    let isFirst = lock.withLock { () -> Bool in
      guard result == nil else { return false }
      switch end {
      case .completed: result = .completed(elements: elements)
      case let .failed(_, error): result = .failed(elements: elements, error: error)
      }
      return true
    }
    if isFirst { done.signal() }
  }

  func wait(timeout: TimeInterval?) -> MaterializedSequenceResult<Element>? {
    let deadline: DispatchTime = timeout.map { .now() + $0 } ?? .distantFuture
    guard done.wait(timeout: deadline) == .success else { return nil }
    return lock.withLock { result }
  }
}
