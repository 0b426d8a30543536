/// `promoteValue`: gives a stream that sends no values (`Value == Never`) any value type, so it
/// composes with streams that do (`then`, `merge`, `flatMap`...).
extension Transforms {
  @inlinable
  static func promoteValue<U, E>() -> Transform<Never, E, U, E> {
    { downstream, _ in
      .events { event in
        if let terminal = event.terminal(as: U.self) { downstream.send(terminal) }
      }
    }
  }
}

extension Signal where Value == Never {
  /// This signal, typed as sending values of `U` (it never sends any).
  @inlinable
  public func promoteValue<U>(_: U.Type = U.self) -> Signal<U, Error> {
    applyInline(Transforms.promoteValue())
  }
}

extension SignalProducer where Value == Never {
  /// This producer, typed as sending values of `U` (it never sends any).
  @inlinable
  public func promoteValue<U>(_: U.Type = U.self) -> SignalProducer<U, Error> {
    apply(Transforms.promoteValue())
  }
}
