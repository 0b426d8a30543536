import Foundation
import ReactiveCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Signal where Value == (Data, URLResponse), Error == CoreError {
  /// Decodes each body as `type`; a body that does not decode fails with `CoreError.decoding`,
  /// naming the path of the field that failed.
  public func decode<T: Decodable>(_ type: T.Type, decoder: JSONDecoder = JSONDecoder()) -> Signal<T, CoreError> {
    attemptMap { data, _ in decodeBody(type, from: data, decoder: decoder) }
  }
}

extension SignalProducer where Value == (Data, URLResponse), Error == CoreError {
  /// Decodes the body as `type` (written with `lift`, so it is the signal operator applied to
  /// each start).
  public func decode<T: Decodable>(
    _ type: T.Type, decoder: JSONDecoder = JSONDecoder()
  ) -> SignalProducer<T, CoreError> {
    lift { $0.decode(type, decoder: decoder) }
  }
}

/// Decodes `data` as `type`, as a `Result` with the decoding error's field path.
func decodeBody<T: Decodable>(_ type: T.Type, from data: Data, decoder: JSONDecoder) -> Result<T, CoreError> {
  do {
    return .success(try decoder.decode(type, from: data))
  } catch {
    return .failure(CoreError(decodingError: error))
  }
}

extension JSONDecoder {
  /// A decoder for APIs with snake_case keys (the Punk API): `first_brewed` fills `firstBrewed`.
  public static var snakeCase: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }
}
