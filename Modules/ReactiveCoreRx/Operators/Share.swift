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
  /// making it; each new subscriber first gets up to `replay` of the latest elements.
  ///
  /// With `.forever` the source stays subscribed while the returned observable exists, even
  /// with no subscribers (RxSwift disposes it and keeps only the buffer): a difference only a
  /// source with side effects on subscription can see.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
    precondition(replay >= 0, "share(replay:) needs a replay count of zero or more")
    let source = asSignalProducer()
    switch scope {
    case .forever:
      return Observable(source.replayLazily(upTo: replay))
    case .whileConnected:
      let connection = SharedConnection(source, replay: replay)
      return Observable(SignalProducer { observer, lifetime in connection.join(observer, lifetime) })
    }
  }
}

/// The current connection of a `.whileConnected` share: one `replayLazily` start of the source,
/// dropped when its last subscriber leaves or the source ends.
private final class SharedConnection<Element>: @unchecked Sendable {
  private let lock = NSLock()
  private let source: SignalProducer<Element, Swift.Error>
  private let replay: Int
  private var current: SignalProducer<Element, Swift.Error>?
  private var generation = 0
  private var subscribers = 0

  init(_ source: SignalProducer<Element, Swift.Error>, replay: Int) {
    self.source = source
    self.replay = replay
  }

  func join(_ observer: ReactiveCore.Signal<Element, Swift.Error>.Observer, _ lifetime: Lifetime) {
    let (shared, generation) = lock.withLock { () -> (SignalProducer<Element, Swift.Error>, Int) in
      if let current {
        subscribers += 1
        return (current, self.generation)
      }
      subscribers = 1
      self.generation += 1
      let ended = self.generation
      let shared = source.on(terminated: { [weak self] in self?.reset(ifGeneration: ended, leaving: false) })
        .replayLazily(upTo: replay)
      current = shared
      return (shared, ended)
    }
    lifetime.observeEnded { [weak self] in self?.reset(ifGeneration: generation, leaving: true) }
    lifetime += shared.start(observer)
  }

  /// Forgets connection `generation` when it ends or its last subscriber leaves.
  private func reset(ifGeneration generation: Int, leaving: Bool) {
    lock.withLock {
      guard generation == self.generation else { return }
      if leaving {
        subscribers -= 1
        if subscribers == 0 { current = nil }
      } else {
        current = nil
      }
    }
  }
}
