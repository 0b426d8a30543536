/// `promoteValue`: gives a stream that sends no values (`Value == Never`) any value type, so it
/// composes with streams that do (`then`, `merge`, `flatMap`...).
extension Signal where Value == Never {
  /// This signal, typed as sending values of `U` (it never sends any).
  public func promoteValue<U>(_: U.Type = U.self) -> Signal<U, Error> {
    applyInline { downstream, _ in
      Signal<Never, Error>.Observer { event in
        switch event {
        case let .failed(error): downstream.send(error: error)
        case .completed: downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }
}

extension SignalProducer where Value == Never {
  /// This producer, typed as sending values of `U` (it never sends any).
  public func promoteValue<U>(_: U.Type = U.self) -> SignalProducer<U, Error> {
    apply { downstream, _ in
      Signal<Never, Error>.Observer { event in
        switch event {
        case let .failed(error): downstream.send(error: error)
        case .completed: downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }
}
