import Foundation
import ReactiveCore

extension Loop {
  /// Keeps `owner` (the view model holding this loop) alive while `isBusy` holds for the state,
  /// and no longer: a write the user made is finished (or put back, if it fails) even after its
  /// screen closed, and the view model then goes as any other.
  ///
  /// While busy, the loop holds its owner, a cycle the first idle state breaks; a loop that
  /// never gets busy holds nothing.
  public func keepsAlive(_ owner: AnyObject, while isBusy: @escaping (State) -> Bool) {
    let holder = OwnerHolder(owner)
    state.producer.map(isBusy).skipRepeats().startWithValues { holder.hold($0) }
  }
}

/// Holds its owner weakly, and strongly while told to.
private final class OwnerHolder: @unchecked Sendable {
  private let lock = NSLock()
  private weak var owner: AnyObject?
  private var strong: AnyObject?

  init(_ owner: AnyObject) { self.owner = owner }

  func hold(_ holds: Bool) {
    let released: AnyObject? = lock.withLock {
      defer { strong = holds ? owner : nil }
      return strong
    }
    // The owner may go now, and its loop with it: outside the lock.
    withExtendedLifetime(released) {}
  }
}
