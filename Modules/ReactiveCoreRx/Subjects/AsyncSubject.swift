import ReactiveCore

/// A hot sequence that sends only how it ended: on `onCompleted`, the last element it was sent
/// (if any) and then the completion, to every subscriber, present or later; on `onError`, only
/// the error. Nothing reaches subscribers before that (RxSwift's `AsyncSubject`: a result that
/// is ready once, for whoever asks, before or after).
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, @unchecked Sendable {
  @usableFromInline let hub: SubjectHub<Element>
  /// The last element sent, held back until completion.
  @usableFromInline let last = ReactiveCore.Atomic<Element?>(nil)

  /// A subject that has not ended.
  @inlinable
  public init() {
    hub = SubjectHub(latest: nil, replay: .buffer(count: 1))
    super.init(hub.producer())
    hub.owner = self
  }

  /// The subject itself, as RxSwift's subjects give it: what is sent to it goes to its
  /// subscribers. Where an `AnyObserver` is expected (`let input: AnyObserver<Element> =
  /// subject.asObserver()`), the `ObserverType` form wraps it in one instead.
  public func asObserver() -> AsyncSubject<Element> { self }

  /// Holds an element back, or ends the subject: completion sends the element held, then
  /// completes; an error is sent as it is. Events after the end are dropped.
  @inlinable
  public func on(_ event: Event<Element>) {
    switch event {
    case let .next(element):
      last.value = element
    case .error:
      hub.send(event)
    case .completed:
      if let element = last.swap(nil) { hub.send(.next(element)) }
      hub.send(.completed)
    }
  }

  /// Whether anyone is subscribed.
  @inlinable
  public var hasObservers: Bool { hub.hasObservers }
}
