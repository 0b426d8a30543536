import Bindings
import BindingsTesting
import Foundation
import ReactiveCoreTesting
import Testing

@Suite("RowOrigins: rows followed through a batch, both ways")
struct RowOriginsTests {
  @Test("a row's new place and a place's old row agree, and hold the same item, for 5,000 random batches")
  func bothWays() {
    var generator = SplitMix64(seed: 23)
    for number in 0..<5_000 {
      let old = SectionedChangesetTests.randomSections(&generator)
      let new = SectionedChangesetTests.randomSections(&generator)
      let batch = ListBatchUpdate(SectionedChangeset(from: old, to: new))
      let origins = RowOrigins(batch)
      var problems: [String] = []
      for (section, list) in new.enumerated() {
        for item in list.items.indices {
          let path = IndexPath(item: item, section: section)
          let oldPath: IndexPath
          switch origins.origin(ofRowAt: path) {
          case .inserted: continue
          case let .kept(source), let .moved(from: source): oldPath = source
          }
          if origins.newIndexPath(ofRowAt: oldPath) != path {
            problems.append("\(oldPath) does not lead back to \(path)")
          }
          if old[oldPath.section].items[oldPath.item].id != list.items[item].id {
            problems.append("\(path) came from \(oldPath), another item")
          }
        }
      }
      for (section, list) in old.enumerated() {
        for item in list.items.indices {
          let path = IndexPath(item: item, section: section)
          let deleted = batch.deletedSections.contains(section) || batch.deletedItems.contains(path)
          let destination = origins.newIndexPath(ofRowAt: path)
          if deleted != (destination == nil) {
            problems.append("\(path): deleted \(deleted), new place \(String(describing: destination))")
          }
        }
      }
      guard problems.isEmpty else {
        Issue.record("case \(number): \(old) -> \(new): \(problems.joined(separator: "; "))")
        return
      }
    }
  }

  @Test("rows shift past deletions and insertions above them")
  func shifts() {
    var batch = ListBatchUpdate()
    batch.deletedItems = [IndexPath(item: 0, section: 0)]
    batch.insertedItems = [IndexPath(item: 3, section: 0)]
    let origins = RowOrigins(batch)
    #expect(origins.newIndexPath(ofRowAt: IndexPath(item: 0, section: 0)) == nil)
    #expect(origins.newIndexPath(ofRowAt: IndexPath(item: 1, section: 0)) == IndexPath(item: 0, section: 0))
    #expect(origins.newIndexPath(ofRowAt: IndexPath(item: 4, section: 0)) == IndexPath(item: 4, section: 0))
  }
}
