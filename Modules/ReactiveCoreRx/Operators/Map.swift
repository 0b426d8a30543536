import Foundation
import ReactiveCore

extension ObservableType {
  /// Transforms each element; a throwing transform ends the sequence with its error.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    Observable(asSignalProducer().attemptMap(transform))
  }

  /// Transforms each element, dropping `nil` results; a throwing transform ends the sequence.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
    Observable(asSignalProducer().attemptMap(transform).compactMap { $0 })
  }

  /// Forwards the elements for which `predicate` is true; a throwing predicate ends the
  /// sequence.
  @inlinable
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    Observable(asSignalProducer().attemptMap { element in try predicate(element) ? element : nil }.compactMap { $0 })
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
  public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
    map { data in try decoder.decode(type, from: data) }
  }
}
