import Foundation

/// JSONPlaceholder's resources (posts, comments, albums, photos, users, todos) and how they
/// relate, as json-server infers it: a record of `comments` with a `postId` belongs to the post
/// with that id. Relations drive nested routes (`/posts/1/comments`), `_embed` (children) and
/// `_expand` (parent).
struct JSONServerDatabase: Sendable {
  /// Records by resource name, in the data's order.
  let resources: [String: [Record]]

  /// The resource names, in the order routes are registered.
  static let names = ["posts", "comments", "albums", "photos", "users", "todos"]

  /// The singular of a resource name (`posts` → `post`), which names its foreign key (`postId`).
  static func singular(_ name: String) -> String { String(name.dropLast()) }

  /// The nested routes: (parent, child) pairs where the child's records carry `<parent>Id`.
  var nestedRoutes: [(parent: String, child: String)] {
    Self.names.flatMap { parent in
      Self.names.compactMap { child in
        let key = Self.singular(parent) + "Id"
        return resources[child]?.first?.value[key] != nil ? (parent, child) : nil
      }
    }
  }

  /// The record of `name` with `id`.
  func record(_ name: String, id: String) -> Record? {
    guard let id = Int(id) else { return nil }
    return resources[name]?.first { $0.id == id }
  }

  /// The id a new record of `name` gets: one past the largest (101 for posts).
  func nextID(_ name: String) -> Int {
    (resources[name]?.compactMap(\.id).max() ?? 0) + 1
  }

  /// `records` (of `name`) with `_embed`'s children and `_expand`'s parents added as fields.
  func including(_ records: [Record], of name: String, query: [(String, String)]) -> [Record] {
    let embeds = query.filter { $0.0 == "_embed" }.flatMap { $0.1.split(separator: ",").map(String.init) }
    let expands = query.filter { $0.0 == "_expand" }.flatMap { $0.1.split(separator: ",").map(String.init) }
    guard !embeds.isEmpty || !expands.isEmpty else { return records }
    let key = Self.singular(name) + "Id"
    return records.map { record in
      guard case var .object(fields) = record.value else { return record }
      for child in embeds where resources[child] != nil {
        let children = resources[child]?.filter { $0.value[key]?.integer == record.id } ?? []
        fields[child] = .array(children.map(\.value))
      }
      for parent in expands {
        let parentID = record.value[parent + "Id"]?.queryText ?? ""
        if let found = self.record(parent + "s", id: parentID) { fields[parent] = found.value }
      }
      return Record(.object(fields))
    }
  }
}
