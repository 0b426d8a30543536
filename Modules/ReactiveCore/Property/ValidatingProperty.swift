/// A mutable property that validates every value set on it: a valid value is stored, an invalid
/// one is rejected (the stored value stays), and a value can be coerced into a valid one.
/// `result` tells the outcome of the last validation, with the error to show a user.
///
/// Changes made directly to the wrapped property are validated too (and reported in `result`),
/// but never written back.
public final class ValidatingProperty<Value, ValidationError: Swift.Error>: MutablePropertyProtocol {
  /// What the validator decides about a proposed value.
  public enum Decision {
    /// Store the proposed value.
    case valid
    /// Store `replacement` instead, optionally reporting why.
    case coerced(Value, ValidationError?)
    /// Reject the proposed value.
    case invalid(ValidationError)
  }

  /// The outcome of a validation.
  public enum Result {
    /// The value was valid and stored.
    case valid(Value)
    /// `proposed` was replaced by `replacement`, which was stored.
    case coerced(replacement: Value, proposed: Value, error: ValidationError?)
    /// The value was rejected with `error`; the stored value did not change.
    case invalid(Value, ValidationError)

    init(_ proposed: Value, _ decision: Decision) {
      switch decision {
      case .valid: self = .valid(proposed)
      case let .coerced(replacement, error): self = .coerced(replacement: replacement, proposed: proposed, error: error)
      case let .invalid(error): self = .invalid(proposed, error)
      }
    }

    /// The value stored by this validation: the proposed or coerced value, or `nil` if invalid.
    public var value: Value? {
      switch self {
      case let .valid(value), let .coerced(value, _, _): return value
      case .invalid: return nil
      }
    }

    /// The error the validation reported, if any.
    public var error: ValidationError? {
      switch self {
      case .valid: return nil
      case let .coerced(_, _, error): return error
      case let .invalid(_, error): return error
      }
    }

    /// Whether the value was rejected.
    public var isInvalid: Bool {
      if case .invalid = self { return true }
      return false
    }

    /// The value that was proposed (before any coercion).
    var proposed: Value {
      switch self {
      case let .valid(value), let .coerced(_, value, _), let .invalid(value, _): return value
      }
    }
  }

  private let inner: MutableProperty<Value>
  private let validate: (Value) -> Decision
  private let latestResult: MutableProperty<Result>
  /// Set while a validated value is written to `inner`, so that write is not validated twice.
  private let isWritingBack = Atomic(false)

  /// The outcome of the latest validation.
  public let result: Property<Result>

  /// The stored (valid) value. Setting it validates the new value first.
  public var value: Value {
    get { inner.value }
    set { propose(newValue) }
  }

  /// The stored value, then every change of it.
  public var producer: SignalProducer<Value, Never> { inner.producer }

  /// Every change of the stored value.
  public var signal: Signal<Value, Never> { inner.signal }

  /// Ends with the wrapped property.
  public var lifetime: Lifetime { inner.lifetime }

  /// Validates the values set on `inner` with `validator`.
  public init(_ inner: MutableProperty<Value>, _ validator: @escaping (Value) -> Decision) {
    self.inner = inner
    self.validate = validator
    let latestResult = MutableProperty(Result(inner.value, validator(inner.value)))
    self.latestResult = latestResult
    result = Property(capturing: latestResult)
    let isWritingBack = self.isWritingBack
    inner.signal
      .take(during: latestResult.lifetime)
      .observeValues { [weak latestResult] value in
        guard !isWritingBack.value else { return }
        latestResult?.value = Result(value, validator(value))
      }
  }

  /// Validates the values set on a new property holding `initial`.
  public convenience init(_ initial: Value, _ validator: @escaping (Value) -> Decision) {
    self.init(MutableProperty(initial), validator)
  }

  /// Validates against `other`'s value too (another validating property's stored value, for
  /// example), and validates the last proposed value again whenever `other` changes (without
  /// keeping `other` alive).
  public convenience init<Other: PropertyProtocol>(
    _ inner: MutableProperty<Value>, with other: Other, _ validator: @escaping (Value, Other.Value) -> Decision
  ) {
    let other = Property(other)
    self.init(inner) { validator($0, other.value) }
    other.signal
      .take(during: lifetime)
      .observeValues { [weak self] _ in
        guard let self else { return }
        propose(result.value.proposed)
      }
  }

  /// Like `init(_:with:_:)`, on a new property holding `initial`.
  public convenience init<Other: PropertyProtocol>(
    _ initial: Value, with other: Other, _ validator: @escaping (Value, Other.Value) -> Decision
  ) {
    self.init(MutableProperty(initial), with: other, validator)
  }

  /// Validates against another validating property's latest *proposed* value, even one it
  /// rejected (ReactiveSwift's rule: a "repeat password" field is checked against what was typed
  /// in the first one, valid or not), and validates again whenever a value is proposed there.
  public convenience init<U, E>(
    _ inner: MutableProperty<Value>, with other: ValidatingProperty<U, E>, _ validator: @escaping (Value, U) -> Decision
  ) {
    self.init(inner, with: other.result.map { $0.proposed }, validator)
  }

  /// Like `init(_:with:_:)` against another validating property, on a new property holding
  /// `initial`.
  public convenience init<U, E>(
    _ initial: Value, with other: ValidatingProperty<U, E>, _ validator: @escaping (Value, U) -> Decision
  ) {
    self.init(MutableProperty(initial), with: other, validator)
  }

  /// Validates `proposed`, records the result, and stores the value the result allows.
  private func propose(_ proposed: Value) {
    inner.withValue { _ in
      let outcome = Result(proposed, validate(proposed))
      latestResult.value = outcome
      if let stored = outcome.value {
        isWritingBack.value = true
        inner.value = stored
        isWritingBack.value = false
      }
    }
  }
}

extension ValidatingProperty: @unchecked Sendable {}

extension Action {
  /// Creates an action enabled while `state` holds a valid (or coerced) value; `execute` receives
  /// that value.
  public convenience init<T, E>(
    validated state: ValidatingProperty<T, E>, execute: @escaping (T, Input) -> SignalProducer<Output, Error>
  ) {
    self.init(unwrapping: state.result.map { $0.value }, execute: execute)
  }
}

extension Action where Input == Void {
  /// Creates an action enabled while `state` holds a valid (or coerced) value.
  public convenience init<T, E>(
    validated state: ValidatingProperty<T, E>, execute: @escaping (T) -> SignalProducer<Output, Error>
  ) {
    self.init(unwrapping: state.result.map { $0.value }, execute: execute)
  }
}
