/// `repeat`: runs a producer several times in a row.
extension SignalProducer {
  /// Starts this producer `count` times in all, each start after the previous one completed,
  /// forwarding every value. A failure or interruption ends the result at once. `count` of 0
  /// completes at once; 1 is the producer itself.
  public func `repeat`(_ count: Int) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "repeat needs a count of at least 0")
    if count == 0 { return .empty }
    if count == 1 { return self }
    return SignalProducer<SignalProducer<Value, Error>, Error>(repeatElement(self, count: count))
      .flatten(.concat)
  }
}
