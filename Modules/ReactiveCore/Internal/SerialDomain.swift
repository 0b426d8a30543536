/// A serial context that derived signals can share (see `SignalCore.domain`).
@usableFromInline
protocol SerialDomain: AnyObject, Sendable {
  /// Runs `work` serially with the domain's deliveries.
  func perform(_ work: @escaping () -> Void)
  /// Debug builds: whether the calling thread is serialized in this domain (its drainer).
  var isSerializedOnCurrentThread: Bool { get }
  /// Debug builds: whether the domain is between deliveries of its events.
  var isBetweenDeliveries: Bool { get }
}
