import Bindings
import Testing

/// The code of `Bindings.docc/MigratingFromBond.md`.
@Suite struct MigratingFromBondArticle {
  @Test func aDiff() {
    // snippet: a diff
    let old = ["Buzz", "Trashy Blonde", "Punk IPA", "Hardcore IPA"]
    let new = ["Punk IPA", "Buzz", "Jack Hammer", "Hardcore IPA"]
    let changes = Changeset(from: old, to: new, identifiedBy: { $0 })
    // changes.deletes == [1]                       "Trashy Blonde", at its old index
    // changes.insertions.map(\.index) == [2]       "Jack Hammer", at its new index
    // changes.moves.count == 1                     one move, the fewest that reorder the rest
    // changes.applied(to: old) == new
    // end snippet
    #expect(changes.deletes == [1])
    #expect(changes.insertions.map(\.index) == [2])
    #expect(changes.moves.count == 1)
    #expect(changes.applied(to: old) == new)
  }

  @Test func aSnapshot() {
    // snippet: a snapshot
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["beers"])
    snapshot.appendItems([1, 2, 3], toSection: "beers")
    snapshot.appendItems([2], toSection: "beers")  // UIKit traps on the duplicate; here it is skipped
    // snapshot.itemIdentifiers == [1, 2, 3]
    // snapshot.problems.count == 1, naming the duplicate
    // end snippet
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    #expect(snapshot.problems.count == 1)
  }
}
