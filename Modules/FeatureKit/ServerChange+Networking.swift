import Foundation
import Networking
import ReactiveCore

extension APIClient {
  /// The changes this client's writes made to the rows of the collection at `collection`
  /// (`"/posts"`; `"posts"` and `"/posts/"` name it too), read from `confirmedWrites`: a `POST` to the collection added the row it
  /// answers, a `PUT` or `PATCH` to `collection/ID` updated it to its answer, a `DELETE` of
  /// `collection/ID` removed it. Writes elsewhere (`/posts/1/comments`), and answers that do
  /// not decode as `Item` (or, for a removal, paths whose last part is not an id), are not
  /// changes of these rows and send nothing.
  ///
  /// Each row the server answers is decoded with `decoder` (what the collection's endpoints
  /// decode with, so the rows match those its pages bring).
  public func changes<Item: Decodable & Identifiable & Equatable & Sendable>(
    of collection: String, as _: Item.Type = Item.self, decoder: JSONDecoder = JSONDecoder()
  ) -> Signal<ServerChange<Item>, Never> where Item.ID: LosslessStringConvertible & Sendable {
    // Announced paths start with "/" and name no trailing one: "posts/" means "/posts".
    let trimmed = collection.hasSuffix("/") ? String(collection.dropLast()) : collection
    let collection = trimmed.hasPrefix("/") ? trimmed : "/" + trimmed
    return confirmedWrites.compactMap { write in
      guard write.path.hasPrefix(collection) else { return nil }
      let rest = write.path.dropFirst(collection.count)
      switch write.method {
      case .post where rest.isEmpty || rest == "/":
        return (try? decoder.decode(Item.self, from: write.body)).map { .added($0) }
      case .put, .patch:
        // The answer is the row the path names (a server answering another is not followed).
        guard let id = Self.id(in: rest, as: Item.ID.self),
          let item = try? decoder.decode(Item.self, from: write.body), item.id == id
        else { return nil }
        return .updated(item)
      case .delete:
        return Self.id(in: rest, as: Item.ID.self).map { .removed($0) }
      default:
        return nil
      }
    }
  }

  /// The id `rest` names when it is `/ID` (one path segment, percent-decoded), else `nil`.
  private static func id<ID: LosslessStringConvertible>(in rest: Substring, as _: ID.Type) -> ID? {
    guard rest.first == "/" else { return nil }
    let segment = rest.dropFirst()
    guard !segment.isEmpty, !segment.contains("/") else { return nil }
    return ID(segment.removingPercentEncoding ?? String(segment))
  }
}
