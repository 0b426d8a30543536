import Foundation
import ReactiveCore

extension ObservableType {
  /// Transforms each element; a throwing transform ends the sequence with its error.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    Observable(
      asSignalProducer().apply(
        Self.throwingStep { element, downstream in
          downstream.send(value: try transform(element))
        }))
  }

  /// Transforms each element, dropping `nil` results; a throwing transform ends the sequence.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
    Observable(
      asSignalProducer().apply(
        Self.throwingStep { element, downstream in
          if let result = try transform(element) { downstream.send(value: result) }
        }))
  }

  /// Forwards the elements for which `predicate` is true; a throwing predicate ends the
  /// sequence.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    Observable(
      asSignalProducer().apply(
        Self.throwingStep { element, downstream in
          if try predicate(element) { downstream.send(value: element) }
        }))
  }

  /// One operator step for each element: `step` sends what it makes of the element downstream;
  /// an error it throws fails the sequence; other events pass through. One closure per event
  /// (ReactiveCore's `attemptMap` would wrap each result in a `Result` first, and a filter or a
  /// compactMap would take a second step to drop the `nil`s).
  @inlinable
  static func throwingStep<Result>(
    _ step: @escaping (Element, ReactiveCore.Signal<Result, Swift.Error>.Observer.Handler) throws -> Void
  ) -> Transform<Element, Swift.Error, Result, Swift.Error> {
    { downstream, _ in
      .events { event in
        switch event {
        case let .value(element):
          do { try step(element, downstream) } catch { downstream.send(error: error) }
        case let .failed(error): downstream.send(error: error)
        case .completed: downstream.sendCompleted()
        case .interrupted: downstream.sendInterrupted()
        }
      }
    }
  }
}

/// A decoder of `Data`, as `decode(type:decoder:)` takes: `JSONDecoder` and
/// `PropertyListDecoder`, or your own.
public protocol DataDecoder {
  /// Decodes a value of `type` from `data`.
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
  /// Decodes each element as an `Item` with `decoder`; data that does not decode ends the
  /// sequence with the decoder's error (which says where and why).
  @inlinable
  public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
    map { data in try decoder.decode(type, from: data) }
  }
}
