import Bindings
import BindingsTesting
import Foundation
import ReactiveCoreTesting
import Testing

/// A section header: identity `id`, content `title`.
struct Header: Identifiable, Equatable, Sendable, CustomStringConvertible {
  var id: Int
  var title: Int
  var description: String { "S\(id):\(title)" }
}

typealias RowSection = ListSection<Header, Row>

@Suite("SectionedChangeset: sections and items")
struct SectionedChangesetTests {
  static func section(_ id: Int, _ items: [Int]) -> RowSection {
    ListSection(Header(id: id, title: 0), items: rows(items))
  }

  @Test("an item moving to another section is one move, not a delete and an insert")
  func crossSectionMove() {
    let old = [Self.section(0, [1, 2, 3]), Self.section(1, [4, 5])]
    let new = [Self.section(0, [1, 3]), Self.section(1, [4, 2, 5])]
    let changeset = SectionedChangeset(from: old, to: new)
    #expect(changeset.sections.isEmpty)
    #expect(changeset.itemDeletes.isEmpty && changeset.itemInsertions.isEmpty)
    #expect(
      changeset.itemMoves == [
        .init(source: IndexPath(item: 1, section: 0), destination: IndexPath(item: 1, section: 1))
      ])
    #expect(changeset.applied(to: old) == new)
  }

  @Test("sections are inserted, deleted and moved with their items; a renamed section is an update")
  func sectionChanges() {
    let old = [Self.section(0, [1]), Self.section(1, [2, 3]), Self.section(2, [4])]
    var renamed = Self.section(0, [1])
    renamed.metadata.title = 7
    let new = [Self.section(2, [4]), renamed, Self.section(3, [5, 6])]
    let changeset = SectionedChangeset(from: old, to: new)
    #expect(changeset.sections.deletes == [1])
    #expect(changeset.sections.inserts == [2])
    #expect(changeset.sections.moves == [.init(source: 2, destination: 0)])
    #expect(changeset.sections.updates.map(\.element.metadata) == [Header(id: 0, title: 7)])
    #expect(changeset.itemDeletes.isEmpty, "items of a deleted section go with it")
    #expect(changeset.itemInsertions.isEmpty, "items of an inserted section come with it")
    #expect(changeset.applied(to: old) == new)
  }

  /// Random sections, with header and item identities from small ranges so duplicates, moves
  /// across sections and emptied sections are common.
  static func randomSections(_ generator: inout SplitMix64) -> [RowSection] {
    (0..<Int.random(in: 0...5, using: &generator)).map { _ in
      ListSection(
        Header(id: Int.random(in: 0..<6, using: &generator), title: Int.random(in: 0...1, using: &generator)),
        items: (0..<Int.random(in: 0...6, using: &generator)).map { _ in
          Row(id: Int.random(in: 0..<12, using: &generator), value: Int.random(in: 0...1, using: &generator))
        })
    }
  }

  /// The fewest item moves, found independently: every item matched into another section moves;
  /// within a section, all but a longest in-order run (quadratic search).
  static func fewestItemMoves(_ old: [RowSection], _ new: [RowSection], _ changeset: SectionedChangeset<Header, Row>)
    -> Int
  {
    var newSectionOfOld = [Int: Int]()
    var taken = Set<Int>()
    for (newIndex, section) in new.enumerated() {
      if let oldIndex = old.indices.first(where: { old[$0].metadata.id == section.metadata.id && !taken.contains($0) })
      {
        newSectionOfOld[oldIndex] = newIndex
        taken.insert(oldIndex)
      }
    }
    var remaining: [Int: [(section: Int, item: Int)]] = [:]
    for (oldIndex, section) in old.enumerated() where newSectionOfOld[oldIndex] != nil {
      for (item, row) in section.items.enumerated() { remaining[row.id, default: []].append((oldIndex, item)) }
    }
    var moves = 0
    for (newIndex, section) in new.enumerated() where newSectionOfOld.values.contains(newIndex) {
      var sameSection: [Int] = []
      for row in section.items {
        guard var queue = remaining[row.id], !queue.isEmpty else { continue }
        let source = queue.removeFirst()
        remaining[row.id] = queue
        if newSectionOfOld[source.section] == newIndex { sameSection.append(source.item) } else { moves += 1 }
      }
      var longest = [Int](repeating: 1, count: sameSection.count)
      for end in sameSection.indices {
        for start in 0..<end where sameSection[start] < sameSection[end] {
          longest[end] = max(longest[end], longest[start] + 1)
        }
      }
      moves += sameSection.count - (longest.max() ?? 0)
    }
    return moves
  }

  @Test("apply(changeset, to: old) == new, with the fewest item moves, for 20,000 random pairs")
  func randomPairs() {
    var generator = SplitMix64(seed: 7)
    for number in 0..<20_000 {
      let old = Self.randomSections(&generator)
      let new = Self.randomSections(&generator)
      let changeset = SectionedChangeset(from: old, to: new)
      var problems: [String] = []
      if changeset.applied(to: old) != new { problems.append("applying it does not give the new list") }
      let fewest = Self.fewestItemMoves(old, new, changeset)
      if changeset.itemMoves.count != fewest {
        problems.append("\(changeset.itemMoves.count) item moves, \(fewest) needed")
      }
      if changeset.itemDeletes != changeset.itemDeletes.sorted() { problems.append("item deletes not ascending") }
      if changeset.itemInsertions.map(\.indexPath) != changeset.itemInsertions.map(\.indexPath).sorted() {
        problems.append("item insertions not ascending")
      }
      guard problems.isEmpty else {
        Issue.record("case \(number): \(old) -> \(new): \(problems.joined(separator: "; "))")
        return
      }
    }
  }
}
