import Foundation

extension ListBatchUpdate {
  /// What this batch does wrong against UITableView's rules, going from section counts `old` to
  /// `new` as the data source reports them after the batch; empty when it is consistent.
  ///
  /// The rules: deletes, reloads and move sources name rows and sections as they were before the
  /// batch; inserts and move destinations as they are after it; nothing is named twice; a row of
  /// a deleted section or an inserted one is not named on its own; and each surviving section's
  /// new count is its old count less the rows that left plus the rows that arrived.
  public func problems(from old: [Int], to new: [Int]) -> [String] {
    var problems: [String] = []
    func distinct<T: Hashable>(_ values: [T], _ what: String) {
      if Set(values).count != values.count { problems.append("\(what) repeated") }
    }
    let sectionSources = deletedSections + movedSections.map { $0.source }
    let sectionDestinations = insertedSections + movedSections.map { $0.destination }
    distinct(sectionSources, "deleted or moved section")
    distinct(sectionDestinations, "inserted or moved-to section")
    if !sectionSources.allSatisfy({ (0..<old.count).contains($0) }) { problems.append("old section out of range") }
    if !sectionDestinations.allSatisfy({ (0..<new.count).contains($0) }) { problems.append("new section out of range") }
    if new.count != old.count - deletedSections.count + insertedSections.count {
      problems.append("section count \(old.count) -> \(new.count) does not add up")
    }
    let rowSources = deletedItems + movedItems.map { $0.source }
    let rowDestinations = insertedItems + movedItems.map { $0.destination }
    distinct(rowSources, "deleted or moved row")
    distinct(rowDestinations, "inserted or moved-to row")
    for path in rowSources + reloadedItems
    where !(0..<old.count).contains(path.section) || !(0..<old[path.section]).contains(path.item) {
      problems.append("old row \(path) out of range")
    }
    for path in rowSources + reloadedItems where deletedSections.contains(path.section) {
      problems.append("row \(path) of a deleted section changed")
    }
    for path in rowDestinations where insertedSections.contains(path.section) {
      problems.append("row \(path) put into an inserted section")
    }
    for path in reloadedItems where rowSources.contains(path) {
      problems.append("row \(path) reloaded and deleted or moved")
    }
    guard problems.isEmpty else { return problems }
    // Each new section that existed before: its count must be the old count, less the rows that
    // left, plus the rows that arrived.
    let origins = RowOrigins(self)
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
