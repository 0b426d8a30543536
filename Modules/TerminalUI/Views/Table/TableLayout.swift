import Bindings
import Foundation

/// Where a table's sections, rows, headers and footers sit, as lines of content. Built from the
/// data source's counts and titles in time proportional to the number of sections, never to the
/// number of rows: a million-row table costs what a ten-row one does.
struct TableLayout {
  struct Section {
    var header: String?
    var footer: String?
    var rowCount: Int
    /// The line of the header (or of the first row, without a header).
    var firstLine: Int
    /// The flat index of the first row, counting rows of earlier sections.
    var firstRow: Int
  }

  private(set) var sections: [Section] = []

  /// The row count of each section, as laid out.
  var counts: [Int] { sections.map(\.rowCount) }
  private(set) var rowHeight = 1
  /// Lines of all sections.
  private(set) var lineCount = 0
  /// Rows of all sections.
  private(set) var rowCount = 0

  init() {}

  /// Asks `table`'s data source for sections, counts and titles.
  @MainActor
  init(askSectionsOf table: TableView, rowHeight: Int) {
    self.rowHeight = rowHeight
    guard let source = table.listDataSource else { return }
    for index in 0..<max(0, source.numberOfSections(in: table)) {
      let section = Section(
        header: source.listView(table, titleForHeaderInSection: index),
        footer: source.listView(table, titleForFooterInSection: index),
        rowCount: max(0, source.listView(table, numberOfItemsInSection: index)), firstLine: lineCount,
        firstRow: rowCount)
      sections.append(section)
      lineCount += (section.header == nil ? 0 : 1) + section.rowCount * rowHeight + (section.footer == nil ? 0 : 1)
      rowCount += section.rowCount
    }
  }

  func contains(_ path: IndexPath) -> Bool {
    path.section >= 0 && path.section < sections.count && path.item >= 0 && path.item < sections[path.section].rowCount
  }

  /// The first line of the row at `path`.
  func line(of path: IndexPath) -> Int {
    let section = sections[path.section]
    return section.firstLine + (section.header == nil ? 0 : 1) + path.item * rowHeight
  }

  /// The row's index counting the rows of all earlier sections.
  func flatIndex(of path: IndexPath) -> Int {
    sections[path.section].firstRow + path.item
  }

  /// The row with flat index `flat`, or `nil` if there is none.
  func indexPath(ofFlatIndex flat: Int) -> IndexPath? {
    guard flat >= 0, flat < rowCount else { return nil }
    let section = lastSection { $0.firstRow <= flat }
    return IndexPath(item: flat - sections[section].firstRow, section: section)
  }

  /// The rows (with their first line) and titles that meet `lines`.
  func contents(lines: Range<Int>) -> (rows: [(IndexPath, Int)], titles: [(line: Int, text: String, isHeader: Bool)]) {
    var rows: [(IndexPath, Int)] = []
    var titles: [(line: Int, text: String, isHeader: Bool)] = []
    guard !sections.isEmpty, !lines.isEmpty else { return (rows, titles) }
    var index = lastSection { $0.firstLine <= lines.lowerBound }
    while index < sections.count, sections[index].firstLine < lines.upperBound {
      let section = sections[index]
      var line = section.firstLine
      if let header = section.header {
        if lines.contains(line) { titles.append((line, header, true)) }
        line += 1
      }
      let firstItem = max(0, (lines.lowerBound - line) / rowHeight)
      let lastItem = min(section.rowCount, (lines.upperBound - line + rowHeight - 1) / rowHeight)
      if firstItem < lastItem {
        for item in firstItem..<lastItem {
          rows.append((IndexPath(item: item, section: index), line + item * rowHeight))
        }
      }
      line += section.rowCount * rowHeight
      if let footer = section.footer, lines.contains(line) { titles.append((line, footer, false)) }
      index += 1
    }
    return (rows, titles)
  }

  /// The last section satisfying `isAtOrBefore` (true for a prefix of the sections), or 0.
  private func lastSection(where isAtOrBefore: (Section) -> Bool) -> Int {
    var low = 0
    var high = sections.count
    while low < high {
      let middle = (low + high) / 2
      if isAtOrBefore(sections[middle]) { low = middle + 1 } else { high = middle }
    }
    return max(0, low - 1)
  }
}
