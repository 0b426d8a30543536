import Foundation

/// The ids one server handed out to records created with `POST`, per resource.
///
/// JSONPlaceholder stores nothing and answers every `POST /comments` with the same id (501), so
/// a client that adds two comments gets two rows with one id. This server counts up instead
/// (501, 502, …) and remembers what it handed out, so a later `PUT`, `PATCH` or `DELETE` of such
/// a record is answered as for a record it has (a client can delete what it just added). Reads
/// never see them: nothing is stored.
final class IssuedIDs: @unchecked Sendable {
  private let lock = NSLock()
  private var next: [String: Int] = [:]
  private var issued: [String: Set<Int>] = [:]

  /// A new id for a record of `resource`: `first` (one past the data's largest) the first time,
  /// then one more each time.
  func issue(_ resource: String, first: Int) -> Int {
    lock.withLock {
      let id = next[resource] ?? first
      next[resource] = id + 1
      issued[resource, default: []].insert(id)
      return id
    }
  }

  /// Whether this server handed out `id` for a record of `resource`.
  func contains(_ resource: String, id: String) -> Bool {
    guard let id = Int(id) else { return false }
    return lock.withLock { issued[resource]?.contains(id) ?? false }
  }
}
