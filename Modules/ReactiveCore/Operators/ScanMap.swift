/// `scanMap`: carries a state from one value to the next and sends a value derived from each step
/// (fresh state for every start of a producer).
extension Transforms {
  @inlinable
  static func scanMap<V, E, State, U>(
    into initial: State, _ next: @escaping (inout State, V) -> U
  ) -> Transform<V, E, U, E> {
    { downstream, _ in
      let state = OperatorState(initial)
      return .events { event in
        if case let .value(value) = event {
          downstream.send(value: next(&state.value, value))
        } else if let terminal = event.terminal(as: U.self) {
          downstream.send(terminal)
        }
      }
    }
  }
}

extension Signal {
  /// For each value, computes the next state from the previous one (starting at `initialState`)
  /// and sends the output `next` returns along with it.
  @inlinable
  public func scanMap<State, U>(
    _ initialState: State, _ next: @escaping (State, Value) -> (State, U)
  ) -> Signal<U, Error> {
    scanMap(into: initialState) { state, value in
      let (nextState, output) = next(state, value)
      state = nextState
      return output
    }
  }

  /// For each value, mutates the state (starting at `initialState`) and sends what `next` returns.
  @inlinable
  public func scanMap<State, U>(
    into initialState: State, _ next: @escaping (inout State, Value) -> U
  ) -> Signal<U, Error> {
    applyInline(Transforms.scanMap(into: initialState, next))
  }
}

extension SignalProducer {
  /// For each value, computes the next state from the previous one (starting at `initialState`)
  /// and sends the output `next` returns along with it. Each start begins from `initialState`.
  @inlinable
  public func scanMap<State, U>(
    _ initialState: State, _ next: @escaping (State, Value) -> (State, U)
  ) -> SignalProducer<U, Error> {
    scanMap(into: initialState) { state, value in
      let (nextState, output) = next(state, value)
      state = nextState
      return output
    }
  }

  /// For each value, mutates the state (starting at `initialState` on every start) and sends
  /// what `next` returns.
  @inlinable
  public func scanMap<State, U>(
    into initialState: State, _ next: @escaping (inout State, Value) -> U
  ) -> SignalProducer<U, Error> {
    apply(Transforms.scanMap(into: initialState, next))
  }
}
