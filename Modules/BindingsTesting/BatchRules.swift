import Bindings
import Foundation

extension RecordingListView {
  /// What `update` does wrong against UITableView's rules, going from section counts `old` to
  /// `new` as the data source reports them after the batch.
  public static func problems(of update: ListBatchUpdate, from old: [Int], to new: [Int]) -> [String] {
    var problems: [String] = []
    func distinct<T: Hashable>(_ values: [T], _ what: String) {
      if Set(values).count != values.count { problems.append("\(what) repeated") }
    }
    let sectionSources = update.deletedSections + update.movedSections.map { $0.source }
    let sectionDestinations = update.insertedSections + update.movedSections.map { $0.destination }
    distinct(sectionSources, "deleted or moved section")
    distinct(sectionDestinations, "inserted or moved-to section")
    if !sectionSources.allSatisfy({ (0..<old.count).contains($0) }) { problems.append("old section out of range") }
    if !sectionDestinations.allSatisfy({ (0..<new.count).contains($0) }) { problems.append("new section out of range") }
    if new.count != old.count - update.deletedSections.count + update.insertedSections.count {
      problems.append("section count \(old.count) -> \(new.count) does not add up")
    }
    let rowSources = update.deletedItems + update.movedItems.map { $0.source }
    let rowDestinations = update.insertedItems + update.movedItems.map { $0.destination }
    distinct(rowSources, "deleted or moved row")
    distinct(rowDestinations, "inserted or moved-to row")
    for path in rowSources + update.reloadedItems
    where !(0..<old.count).contains(path.section) || !(0..<old[path.section]).contains(path.item) {
      problems.append("old row \(path) out of range")
    }
    for path in rowSources + update.reloadedItems where update.deletedSections.contains(path.section) {
      problems.append("row \(path) of a deleted section changed")
    }
    for path in rowDestinations where update.insertedSections.contains(path.section) {
      problems.append("row \(path) put into an inserted section")
    }
    for path in update.reloadedItems where rowSources.contains(path) {
      problems.append("row \(path) reloaded and deleted or moved")
    }
    guard problems.isEmpty else { return problems }
    // Each new section that existed before: its count must be the old count, less the rows that
    // left, plus the rows that arrived.
    let origins = RowOrigins(update)
    for newSection in new.indices {
      guard let oldSection = origins.oldSection(of: newSection) else { continue }
      let left = rowSources.filter { $0.section == oldSection }.count
      let arrived = rowDestinations.filter { $0.section == newSection }.count
      if new[newSection] != old[oldSection] - left + arrived {
        problems.append(
          "section \(oldSection) -> \(newSection): \(old[oldSection]) - \(left) + \(arrived) != \(new[newSection])")
      }
    }
    return problems
  }
}
