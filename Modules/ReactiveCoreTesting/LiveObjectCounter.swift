import Foundation

/// Counts objects that are still alive, for leak tests: capture a `probe()` in a closure (an
/// observer, a start handler, a binding target) and, after the lifetime or disposal that should
/// release it, check that `liveCount` is zero. Objects can also be watched weakly.
public final class LiveObjectCounter: @unchecked Sendable {
  /// An object that counts as alive until it is deinitialized.
  public final class Probe: @unchecked Sendable {
    /// What the probe stands for, shown by `liveLabels`.
    public let label: String
    private weak var counter: LiveObjectCounter?
    private let id: Int

    fileprivate init(label: String, counter: LiveObjectCounter, id: Int) {
      self.label = label
      self.counter = counter
      self.id = id
    }

    deinit { counter?.probeDied(id) }
  }

  private struct Watched {
    let label: String
    weak var object: AnyObject?
  }

  private let lock = NSLock()
  private var liveProbes: [Int: String] = [:]
  private var watched: [Watched] = []
  private var nextID = 0

  /// Creates a counter with nothing alive.
  public init() {}

  /// A new probe; it counts as alive until it is deinitialized.
  public func probe(_ label: String = "probe") -> Probe {
    lock.withLock {
      nextID += 1
      liveProbes[nextID] = label
      return Probe(label: label, counter: self, id: nextID)
    }
  }

  /// Watches `object` weakly; it counts as alive until it is deinitialized.
  public func watch(_ object: AnyObject, _ label: String = "object") {
    lock.withLock { watched.append(Watched(label: label, object: object)) }
  }

  fileprivate func probeDied(_ id: Int) {
    lock.withLock { _ = liveProbes.removeValue(forKey: id) }
  }

  /// The number of probes and watched objects still alive.
  public var liveCount: Int { liveLabels.count }

  /// The labels of the probes and watched objects still alive.
  public var liveLabels: [String] {
    lock.withLock {
      liveProbes.sorted { $0.key < $1.key }.map(\.value) + watched.filter { $0.object != nil }.map(\.label)
    }
  }
}
