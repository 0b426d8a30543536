import Bindings
import BindingsTesting
import Foundation
import Testing

/// A data source whose rows a test changes by hand, as UIKit code changes its array.
@MainActor
final class HandFedSource: ListDataSource {
  var rows: [String] = []

  func numberOfSections(in listView: any ListView) -> Int { 1 }
  func listView(_ listView: any ListView, numberOfItemsInSection section: Int) -> Int { rows.count }
  func listView(_ listView: any ListView, cellForItemAt indexPath: IndexPath) -> any ReusableCell {
    listView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
  }
  func listView(_ listView: any ListView, titleForHeaderInSection section: Int) -> String? { nil }
  func listView(_ listView: any ListView, titleForFooterInSection section: Int) -> String? { nil }
}

@MainActor
@Suite("RecordingListView behaves as UITableView where a batch can tell")
struct RecordingListViewTests {
  @Test("setting the data source loads the counts, so a first batch is checked against them")
  func firstBatchAfterSettingTheDataSource() {
    let view = RecordingListView()
    view.register(TextCell.self, forReuseIdentifier: "Row")
    let source = HandFedSource()
    view.listDataSource = source
    #expect(view.counts == [0])
    source.rows = ["a"]
    var insert = ListBatchUpdate()
    insert.insertedItems = [IndexPath(item: 0, section: 0)]
    view.performBatchUpdates(insert, animation: .automatic)
    #expect(view.violations == [])
    #expect(view.counts == [1])
  }

  @Test("a batch whose counts do not add up is recorded as a violation")
  func inconsistentBatch() {
    let view = RecordingListView()
    view.register(TextCell.self, forReuseIdentifier: "Row")
    let source = HandFedSource()
    view.listDataSource = source
    source.rows = ["a", "b"]
    var insert = ListBatchUpdate()
    insert.insertedItems = [IndexPath(item: 0, section: 0)]
    view.performBatchUpdates(insert, animation: .automatic)
    #expect(view.violations.count == 1)
  }
}
