import Synchronization

/// `repeat`: runs a producer several times in a row.
extension SignalProducer {
  /// Starts this producer `count` times in all, each start after the previous one completed,
  /// forwarding every value. A failure or interruption ends the result at once. `count` of 0
  /// completes at once; 1 is the producer itself.
  ///
  /// The next repetition starts only when the previous one completed, and none starts once the
  /// result is disposed (`repeat(Int.max).take(first: 1)` ends after one). A producer that
  /// completes during its own start does not nest the next start inside it: starts are counted
  /// and made by one loop, so many synchronous repetitions do not grow the stack.
  public func `repeat`(_ count: Int) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "repeat needs a count of at least 0")
    if count == 0 { return .empty }
    if count == 1 { return self }
    return SignalProducer { observer, lifetime in
      let repetitions = Repetitions(count)
      lifetime += repetitions.current
      func startNext() {
        guard repetitions.requests.add(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
        repeat {
          guard !lifetime.hasEnded else { return }
          guard repetitions.remaining > 0 else { return observer.sendCompleted() }
          repetitions.remaining -= 1
          repetitions.current.inner = self.start { event in
            if case .completed = event { startNext() } else { observer.send(event) }
          }
        } while repetitions.requests.subtract(1, ordering: .acquiringAndReleasing).newValue > 0
      }
      startNext()
    }
  }
}

/// The state of one `repeat` subscription. Only the loop that won `requests` touches
/// `remaining`.
private final class Repetitions: @unchecked Sendable {
  var remaining: Int
  let requests = Synchronization.Atomic<Int>(0)
  let current = SerialDisposable()

  init(_ count: Int) {
    remaining = count
  }
}
