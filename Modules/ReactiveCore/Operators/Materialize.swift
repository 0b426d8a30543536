/// `materialize`, `dematerialize`, `materializeResults`: events as values and back.
extension Transforms {
  @inlinable
  static func materialize<V, E>() -> Transform<V, E, Signal<V, E>.Event, Never> {
    { downstream, _ in
      .events { event in
        downstream.send(value: event)
        switch event {
        case .value: break
        case .failed, .completed: downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }

  @inlinable
  static func dematerialize<Inner: EventProtocol>() -> Transform<Inner, Never, Inner.Value, Inner.Error> {
    { downstream, _ in
      .events { event in
        switch event {
        case let .value(inner): downstream.send(inner.event)
        case .completed: downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }
}

extension Signal {
  /// Sends every event as a value; a failure or completion then completes, an interruption
  /// interrupts.
  @inlinable
  public func materialize() -> Signal<Event, Never> {
    applyInline(Transforms.materialize())
  }

  /// Sends values as successes and the failure as a failure value, then completes.
  @inlinable
  public func materializeResults() -> Signal<Result<Value, Error>, Never> {
    materialize().compactMap { event in
      switch event {
      case let .value(value): return .success(value)
      case let .failed(error): return .failure(error)
      case .completed, .interrupted: return nil
      }
    }
  }
}

extension Signal where Error == Never {
  /// Turns a signal of events back into the events.
  @inlinable
  public func dematerialize() -> Signal<Value.Value, Value.Error> where Value: EventProtocol {
    applyInline(Transforms.dematerialize())
  }

  /// Turns a signal of results back into values and a failure.
  @inlinable
  public func dematerializeResults<V, E>() -> Signal<V, E> where Value == Result<V, E> {
    map { result -> Signal<V, E>.Event in
      switch result {
      case let .success(value): return .value(value)
      case let .failure(error): return .failed(error)
      }
    }.dematerialize()
  }
}

extension SignalProducer {
  /// Sends every event as a value; a failure or completion then completes, an interruption
  /// interrupts.
  @inlinable
  public func materialize() -> SignalProducer<Signal<Value, Error>.Event, Never> {
    apply(Transforms.materialize())
  }

  /// Sends values as successes and the failure as a failure value, then completes.
  @inlinable
  public func materializeResults() -> SignalProducer<Result<Value, Error>, Never> {
    materialize().compactMap { event in
      switch event {
      case let .value(value): return .success(value)
      case let .failed(error): return .failure(error)
      case .completed, .interrupted: return nil
      }
    }
  }
}

extension SignalProducer where Error == Never {
  /// Turns a producer of events back into the events.
  @inlinable
  public func dematerialize() -> SignalProducer<Value.Value, Value.Error> where Value: EventProtocol {
    apply(Transforms.dematerialize())
  }

  /// Turns a producer of results back into values and a failure.
  @inlinable
  public func dematerializeResults<V, E>() -> SignalProducer<V, E> where Value == Result<V, E> {
    map { result -> Signal<V, E>.Event in
      switch result {
      case let .success(value): return .value(value)
      case let .failure(error): return .failed(error)
      }
    }.dematerialize()
  }
}
