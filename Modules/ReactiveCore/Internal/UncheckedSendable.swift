/// Carries a value the compiler cannot prove `Sendable` across a scheduler hop. Used only where
/// the stream's contract already serializes access (one event at a time, on a serial scheduler).
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
  @usableFromInline var value: Value
  @inlinable init(_ value: Value) { self.value = value }
}
