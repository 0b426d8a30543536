/// Plumbing shared by operators with more than one source.

/// How an operator attaches to one of its sources: `signal.observe` or `producer.start`.
@usableFromInline
typealias Subscribe<Value, Error: Swift.Error> = (Signal<Value, Error>.Observer) -> Disposable?

/// An input from the left or the right source of a binary operator. Package-wide, with
/// `SerialInput`: ReactiveCoreRx's binary engines use both.
@usableFromInline
package enum Either<Left, Right> {
  case left(Left)
  case right(Right)
}

/// Runs `handler` for inputs sent from any number of threads, one at a time, in the order they
/// arrived; an input sent while the handler runs is queued and handled right after.
@inlinable
func serialized<Input>(_ handler: @escaping (Input) -> Void) -> EventRelay<Input, Never> {
  EventRelay(handler: .values(handler))
}

/// `serialized(_:)` for the package's other modules (the relay it returns stays internal): inputs
/// sent from any number of threads reach the handler one at a time, in the order they arrived.
@usableFromInline
package struct SerialInput<Input> {
  @usableFromInline let relay: EventRelay<Input, Never>

  @inlinable
  package init(_ handler: @escaping (Input) -> Void) {
    relay = serialized(handler)
  }

  @inlinable
  package func send(_ input: Input) {
    relay.send(value: input)
  }
}

extension Signal {
  /// How combinators attach to this signal.
  @inlinable var subscribe: Subscribe<Value, Error> { { self.observe($0) } }
}

extension SignalProducer {
  /// How combinators attach to this producer.
  @inlinable var subscribe: Subscribe<Value, Error> { { self.start($0) } }
}

/// Attaches every source in order, stopping early if the lifetime ended meanwhile (a source
/// failed synchronously, say).
@inlinable
func attach<Value, Error>(
  _ sources: [Subscribe<Value, Error>], lifetime: Lifetime,
  observer: @escaping (Int) -> Signal<Value, Error>.Observer
) {
  for (index, subscribe) in sources.enumerated() {
    if lifetime.hasEnded { return }
    lifetime += subscribe(observer(index))
  }
}

/// Mutable operator state shared by closures. A captured `var` would be checked for exclusive
/// access at run time on every event; operators only touch their state from one serial context,
/// so the box opts out of those checks. Package-wide: ReactiveCoreRx's operators keep their state
/// in it too.
@usableFromInline
package final class OperatorState<State> {
  @exclusivity(unchecked) @usableFromInline package var value: State
  @inlinable package init(_ value: State) { self.value = value }

  /// Runs `body` on the state. The way other modules of the package (ReactiveCoreRx) touch it:
  /// `@exclusivity(unchecked)` applies only to accesses compiled in this module, so an access
  /// to `value` written in another one is checked at run time again (a `swift_beginAccess` per
  /// event, measured), while this one's access is compiled here.
  @inlinable package func update<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    try body(&value)
  }
}
