import Foundation

/// Tells handlers that are waiting (injected delays, latency) that the server is stopping, so
/// they answer at once and a graceful shutdown never waits out a 30-second fault.
final class StopSignal: @unchecked Sendable {
  // NSLock rather than Mutex: ThreadSanitizer reports Mutex falsely on this toolchain.
  private let lock = NSLock()
  private var isFired = false
  private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
  private var nextWaiter = 0
  private var pauses = 0

  /// Whether the server has begun stopping.
  var hasFired: Bool { lock.withLock { isFired } }

  /// How many handlers are pausing now.
  var pausedCount: Int { lock.withLock { pauses } }

  /// Wakes every waiter, now and later.
  func fire() {
    let woken = lock.withLock {
      isFired = true
      defer { waiters = [:] }
      return Array(waiters.values)
    }
    woken.forEach { $0.resume() }
  }

  /// Waits `seconds` (cut to `Fault.longestDelay`; none if not a number), or less if the server
  /// begins stopping or the task is cancelled.
  /// - Returns: `true` when the whole pause elapsed.
  func pause(for seconds: Double) async -> Bool {
    // `Duration.seconds` traps beyond about 1e20 seconds, and on a NaN.
    let wait = seconds.isNaN ? 0 : min(seconds, Fault.longestDelay)
    lock.withLock { pauses += 1 }
    defer { lock.withLock { pauses -= 1 } }
    return await withTaskGroup(of: Bool.self) { group in
      group.addTask { (try? await Task.sleep(for: .seconds(wait))) != nil }
      group.addTask {
        await self.waitUntilFired()
        return false
      }
      let sleptThrough = await group.next() ?? false
      group.cancelAll()
      return sleptThrough && !hasFired
    }
  }

  /// Returns once the signal fires or the calling task is cancelled.
  private func waitUntilFired() async {
    let id = lock.withLock {
      defer { nextWaiter += 1 }
      return nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let resumeNow = lock.withLock {
          if isFired || Task.isCancelled { return true }
          waiters[id] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      lock.withLock { waiters.removeValue(forKey: id) }?.resume()
    }
  }
}
