import Foundation
import ReactiveCore

/// How long `share` keeps its shared subscription and replay buffer.
public enum SubjectLifetimeScope {
  /// Until the last subscriber leaves or the source ends; the next subscriber then subscribes to
  /// the source afresh, with an empty buffer (RxSwift's default).
  case whileConnected
  /// For as long as the shared observable exists: the source is subscribed once, and later
  /// subscribers get the replayed elements and the terminal event.
  case forever
}

extension ObservableType {
  /// One subscription to this sequence shared by every subscriber, the first subscription
  /// making it; each new subscriber first gets up to `replay` of the latest elements. When the
  /// last subscriber leaves, the source is disposed.
  ///
  /// As RxSwift defines it: `.whileConnected` is `replay(replay).refCount()` (each connection
  /// has a fresh buffer, so a subscriber after the end subscribes to the source again);
  /// `.forever` is `multicast(ReplaySubject.create(bufferSize: replay)).refCount()` (one subject
  /// for good: a subscriber after the end gets the buffer and the end).
  @inlinable
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
    precondition(replay >= 0, "share(replay:) needs a replay count of zero or more")
    switch scope {
    case .whileConnected:
      return multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: replay) }).refCount()
    case .forever:
      return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
    }
  }
}
