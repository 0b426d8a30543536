import Bindings
import BindingsTesting
import Testing

/// A list row: identity `id`, content `value`.
struct Row: Identifiable, Equatable, Sendable, CustomStringConvertible {
  var id: Int
  var value: Int
  var description: String { "\(id):\(value)" }
}

func rows(_ ids: [Int], value: Int = 0) -> [Row] { ids.map { Row(id: $0, value: value) } }

@Suite("Changeset: the diff engine")
struct ChangesetTests {
  @Test("equal lists give an empty changeset")
  func unchanged() {
    let list = rows([1, 2, 3])
    let changeset = Changeset(from: list, to: list)
    #expect(changeset.isEmpty)
    #expect(changeset.applied(to: list) == list)
  }

  @Test("same identity with new content is an update, never a delete plus an insert")
  func updateNotReplace() {
    let old = rows([1, 2, 3])
    var new = old
    new[1].value = 9
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.deletes.isEmpty)
    #expect(changeset.inserts.isEmpty)
    #expect(changeset.moves.isEmpty)
    #expect(changeset.updates == [.init(source: 1, destination: 1, element: Row(id: 2, value: 9))])
    #expect(changeset.applied(to: old) == new)
  }

  @Test("empty to full inserts everything; full to empty deletes everything")
  func allInsertedAllDeleted() {
    let full = rows([4, 5, 6])
    let inserted = Changeset(from: [], to: full)
    #expect(inserted.inserts == [0, 1, 2])
    #expect(inserted.applied(to: []) == full)
    let deleted = Changeset(from: full, to: [])
    #expect(deleted.deletes == [0, 1, 2])
    #expect(deleted.applied(to: full) == [])
    #expect(Changeset<Row>(from: [], to: []).isEmpty)
  }

  @Test("one item moved is one move, whatever the distance")
  func oneMove() {
    let old = rows(Array(0..<10))
    let new = rows([9, 0, 1, 2, 3, 4, 5, 6, 7, 8])
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.moves == [.init(source: 9, destination: 0)])
    #expect(changeset.deletes.isEmpty && changeset.inserts.isEmpty)
    #expect(changeset.applied(to: old) == new)
  }

  @Test("a reversed list of n moves n - 1 items; a moved item whose content changed is also updated")
  func reversal() {
    let old = rows(Array(0..<8))
    var new = Array(old.reversed())
    new[0].value = 1
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.moves.count == 7)
    #expect(changeset.updates == [.init(source: 7, destination: 0, element: Row(id: 7, value: 1))])
    #expect(changeset.applied(to: old) == new)
  }

  @Test("duplicate identities match in order of appearance; extras are deleted or inserted")
  func duplicates() {
    let old = [Row(id: 1, value: 0), Row(id: 1, value: 1), Row(id: 2, value: 0)]
    let new = [Row(id: 2, value: 0), Row(id: 1, value: 0), Row(id: 1, value: 1), Row(id: 1, value: 2)]
    let changeset = Changeset(from: old, to: new)
    #expect(changeset.deletes.isEmpty)
    #expect(changeset.inserts == [3])
    #expect(changeset.moves.count == 1)
    #expect(changeset.updates.isEmpty)
    #expect(changeset.applied(to: old) == new)
    let fewer = Changeset(from: new, to: old)
    #expect(fewer.deletes == [3])
    #expect(fewer.applied(to: new) == old)
  }

  @Test("Hashable values identify themselves: identifiedBy: \\.self")
  func hashableIdentity() {
    let changeset = Changeset(from: ["a", "b", "c"], to: ["c", "a", "d"], identifiedBy: { $0 })
    #expect(changeset.deletes == [1])
    #expect(changeset.inserts == [2])
    #expect(changeset.moves == [.init(source: 2, destination: 0)])
    #expect(changeset.updates.isEmpty)
    #expect(changeset.applied(to: ["a", "b", "c"]) == ["c", "a", "d"])
  }
}
