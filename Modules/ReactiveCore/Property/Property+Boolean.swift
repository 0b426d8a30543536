/// Logic over properties of `Bool`. `all` of no properties is `true`, `any` of none is `false`.
extension PropertyProtocol where Value == Bool {
  /// The negation of this property.
  public func negate() -> Property<Bool> {
    map(!)
  }

  /// `true` while both this property and `property` are.
  public func and<P: PropertyProtocol>(_ property: P) -> Property<Bool> where P.Value == Bool {
    Property(unsafeProducer: SignalProducer.all([producer, property.producer]))
  }

  /// `true` while this property or `property` is.
  public func or<P: PropertyProtocol>(_ property: P) -> Property<Bool> where P.Value == Bool {
    Property(unsafeProducer: SignalProducer.any([producer, property.producer]))
  }
}

extension Property where Value == Bool {
  /// `true` while every property in `properties` is.
  public static func all<P: PropertyProtocol, Properties: Collection>(
    _ properties: Properties
  ) -> Property<Bool> where P.Value == Bool, Properties.Element == P {
    Property(
      unsafeProducer: SignalProducer.combineLatest(properties.map(\.producer), emptySentinel: [])
        .map { $0.allSatisfy { $0 } })
  }

  /// `true` while every property in `properties` is.
  public static func all<P: PropertyProtocol>(_ properties: P...) -> Property<Bool> where P.Value == Bool {
    all(properties)
  }

  /// `true` while any property in `properties` is.
  public static func any<P: PropertyProtocol, Properties: Collection>(
    _ properties: Properties
  ) -> Property<Bool> where P.Value == Bool, Properties.Element == P {
    Property(
      unsafeProducer: SignalProducer.combineLatest(properties.map(\.producer), emptySentinel: [])
        .map { $0.contains(true) })
  }

  /// `true` while any property in `properties` is.
  public static func any<P: PropertyProtocol>(_ properties: P...) -> Property<Bool> where P.Value == Bool {
    any(properties)
  }
}

extension Property {
  /// A property of the latest values of `properties`, as an array (empty for no properties).
  public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[Value]>
  where S.Element: PropertyProtocol, S.Element.Value == Value {
    Property<[Value]>(
      unsafeProducer: SignalProducer.combineLatest(properties.map(\.producer), emptySentinel: []))
  }

  /// A property of the latest values of `properties`, or `emptySentinel` when there are none.
  public static func combineLatest<S: Sequence>(_ properties: S, emptySentinel: [Value]) -> Property<[Value]>
  where S.Element: PropertyProtocol, S.Element.Value == Value {
    Property<[Value]>(
      unsafeProducer: SignalProducer.combineLatest(properties.map(\.producer), emptySentinel: emptySentinel))
  }

  /// A property of the values of `properties` at the same position, as an array.
  public static func zip<S: Sequence>(_ properties: S) -> Property<[Value]>
  where S.Element: PropertyProtocol, S.Element.Value == Value {
    Property<[Value]>(unsafeProducer: SignalProducer.zip(properties.map(\.producer), emptySentinel: []))
  }

  /// A property of the values of `properties` at the same position, or `emptySentinel`.
  public static func zip<S: Sequence>(_ properties: S, emptySentinel: [Value]) -> Property<[Value]>
  where S.Element: PropertyProtocol, S.Element.Value == Value {
    Property<[Value]>(unsafeProducer: SignalProducer.zip(properties.map(\.producer), emptySentinel: emptySentinel))
  }
}
