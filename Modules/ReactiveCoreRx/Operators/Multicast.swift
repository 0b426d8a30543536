import Foundation
import ReactiveCore

/// An observable whose source is subscribed only when you call `connect()`, and then once for
/// all of its subscribers, who receive the source's events through a subject (RxSwift's
/// `ConnectableObservable`, made by `publish()`, `replay(_:)`, `replayAll()` and `multicast`).
///
/// Subscribing never subscribes to the source; connecting does, once: calling `connect()`
/// again while connected returns the same connection. Disposing the connection unsubscribes
/// the source, leaving subscribers subscribed to the subject; connecting again subscribes it
/// afresh. When the source ends, the connection ends with it. A connection's end drops its
/// subject, so the next connection gets the one `makeSubject` makes then (for `publish` and
/// `replay` a fresh one; for `multicast(subject)` the same), as in RxSwift 6.
public final class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType,
  @unchecked Sendable
{
  @usableFromInline let connectSource: () -> Disposable

  @inlinable init<Input>(_ core: MulticastCore<Input, Element>) {
    connectSource = core.connect
    super.init(
      SignalProducer { observer, lifetime in
        lifetime += core.currentSubject().observable.producer.start(observer)
      })
  }

  /// Subscribes the source to the subject, or returns the live connection if there is one.
  /// Disposing what it returns unsubscribes the source.
  @inlinable
  public func connect() -> Disposable {
    connectSource()
  }
}

extension ObservableType {
  /// A connectable observable sharing the source through a `PublishSubject`: subscribers get
  /// the events sent while they are subscribed and connected. As in RxSwift 6, each connection
  /// has its own subject: once one has ended, later subscribers wait for the next connection
  /// instead of getting the old ending.
  @inlinable
  public func publish() -> ConnectableObservable<Element> {
    multicast(makeSubject: { PublishSubject<Element>() })
  }

  /// A connectable observable sharing the source through a `ReplaySubject` of `bufferSize`:
  /// each subscriber first gets up to that many of the latest elements of the connection (a
  /// fresh subject for each connection, as `publish()`).
  @inlinable
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
  }

  /// A connectable observable sharing the source through an unbounded `ReplaySubject` (a fresh
  /// one for each connection).
  @inlinable
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
  }

  /// A connectable observable sharing the source through `subject`, the same subject for every
  /// connection (once it has ended, later subscribers get only how it ended).
  @inlinable
  public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element {
    multicast(makeSubject: { subject })
  }

  /// A connectable observable sharing the source through a subject `makeSubject` makes: one
  /// for the first subscriber or connection, and a fresh one after each connection ends.
  @inlinable
  public func multicast<Subject: SubjectType>(
    makeSubject: @escaping () -> Subject
  ) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
    let source = asSignalProducer()
    return ConnectableObservable(
      MulticastCore(source) {
        let subject = makeSubject()
        return (subject.asObservable(), subject.asObserver().asObserver())
      })
  }
}

/// The state of one connectable observable: its current subject and connection.
@usableFromInline final class MulticastCore<Input, Output>: @unchecked Sendable {
  @usableFromInline typealias Subject = (observable: Observable<Output>, observer: AnyObserver<Input>)

  @usableFromInline let lock = NSLock()
  @usableFromInline let source: SignalProducer<Input, Swift.Error>
  @usableFromInline let makeSubject: () -> Subject
  @usableFromInline var subject: Subject?
  @usableFromInline var connection: MulticastConnection?

  @inlinable init(_ source: SignalProducer<Input, Swift.Error>, makeSubject: @escaping () -> Subject) {
    self.source = source
    self.makeSubject = makeSubject
  }

  /// The subject subscribers join, made if there is none.
  @inlinable func currentSubject() -> Subject {
    lock.withLock { subjectLocked() }
  }

  @inlinable func connect() -> Disposable {
    let (connection, subject, isNew) = lock.withLock { () -> (MulticastConnection, Subject, Bool) in
      if let live = self.connection { return (live, subjectLocked(), false) }
      let made = MulticastConnection(onEnd: { [self] ended in self.forget(ended) })
      self.connection = made
      return (made, subjectLocked(), true)
    }
    guard isNew else { return connection }
    connection.subscription.inner = source.start { event in
      switch event {
      case let .value(value):
        subject.observer.on(.next(value))
      case let .failed(error):
        connection.dispose()
        subject.observer.on(.error(error))
      case .completed:
        connection.dispose()
        subject.observer.on(.completed)
      case .interrupted:
        break
      }
    }
    return connection
  }

  @inlinable func subjectLocked() -> Subject {
    if let subject { return subject }
    let made = makeSubject()
    subject = made
    return made
  }

  /// Drops `connection` and its subject, if it is still the current one.
  @inlinable func forget(_ connection: MulticastConnection) {
    lock.withLock {
      guard self.connection === connection else { return }
      self.connection = nil
      subject = nil
    }
  }
}

/// One subscription of a connectable observable's source; disposing it unsubscribes.
@usableFromInline final class MulticastConnection: Cancelable, ReactiveCore.Disposable, @unchecked Sendable {
  @usableFromInline let subscription = ReactiveCore.SerialDisposable()
  /// Tells the connectable observable this connection is over.
  @usableFromInline let onEnd: (MulticastConnection) -> Void

  @inlinable init(onEnd: @escaping (MulticastConnection) -> Void) {
    self.onEnd = onEnd
  }

  @usableFromInline var isDisposed: Bool { subscription.isDisposed }

  @inlinable func dispose() {
    guard !subscription.isDisposed else { return }
    onEnd(self)
    subscription.dispose()
  }
}
