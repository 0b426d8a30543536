import Bindings
import Foundation

/// Where a collection view's section titles and items sit, as lines and columns of content.
/// Built from the data source's counts and titles in time proportional to the number of
/// sections; finding the items in a range of lines costs what those lines show.
struct CollectionLayout {
  struct Section {
    var title: String?
    var itemCount: Int
    /// The line of the title (or of the first items, without a title).
    var firstLine: Int
    /// The flat index of the first item, counting items of earlier sections.
    var firstItem: Int
    /// Lines of items (a line of the grid, not of the terminal).
    var gridLines: Int
  }

  private(set) var sections: [Section] = []
  private(set) var columns = 1
  private(set) var itemSize = Size(width: 1, height: 1)
  private(set) var interitemSpacing = 0
  private(set) var lineSpacing = 0
  /// Lines of all sections.
  private(set) var lineCount = 0
  /// Items of all sections.
  private(set) var itemCount = 0

  init() {}

  /// Asks `collectionView`'s data source for sections, counts and titles, for a grid `width`
  /// columns wide.
  @MainActor
  init(askSectionsOf collectionView: CollectionView, width: Int) {
    let layout = collectionView.collectionViewLayout
    itemSize = Size(width: max(1, layout.itemSize.width), height: max(1, layout.itemSize.height))
    interitemSpacing = max(0, layout.minimumInteritemSpacing)
    lineSpacing = max(0, layout.minimumLineSpacing)
    columns = layout.columns(inWidth: width)
    guard let source = collectionView.listDataSource else { return }
    for index in 0..<max(0, source.numberOfSections(in: collectionView)) {
      let count = max(0, source.listView(collectionView, numberOfItemsInSection: index))
      let title = source.listView(collectionView, titleForHeaderInSection: index)
      let gridLines = (count + columns - 1) / columns
      sections.append(
        Section(title: title, itemCount: count, firstLine: lineCount, firstItem: itemCount, gridLines: gridLines))
      lineCount += (title == nil ? 0 : 1) + gridLines * itemSize.height + max(0, gridLines - 1) * lineSpacing
      itemCount += count
    }
  }

  /// The item counts of the sections.
  var counts: [Int] { sections.map(\.itemCount) }

  func contains(_ indexPath: IndexPath) -> Bool {
    indexPath.section >= 0 && indexPath.section < sections.count && indexPath.item >= 0
      && indexPath.item < sections[indexPath.section].itemCount
  }

  /// The line and column of the item's top-left corner.
  func origin(of indexPath: IndexPath) -> (line: Int, column: Int) {
    let section = sections[indexPath.section]
    let gridLine = indexPath.item / columns
    let line = section.firstLine + (section.title == nil ? 0 : 1) + gridLine * (itemSize.height + lineSpacing)
    return (line, (indexPath.item % columns) * (itemSize.width + interitemSpacing))
  }

  /// The flat index of an item, counting items of earlier sections.
  func flatIndex(of indexPath: IndexPath) -> Int {
    sections[indexPath.section].firstItem + indexPath.item
  }

  /// The index path of the item at a flat index, if there is one.
  func indexPath(ofFlatIndex flat: Int) -> IndexPath? {
    guard flat >= 0, flat < itemCount else { return nil }
    var low = 0
    var high = sections.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sections[middle].firstItem <= flat { low = middle } else { high = middle - 1 }
    }
    // Skip empty sections that share the first item index.
    var section = low
    while sections[section].itemCount == 0 || flat - sections[section].firstItem >= sections[section].itemCount {
      section += 1
    }
    return IndexPath(item: flat - sections[section].firstItem, section: section)
  }

  /// The item `steps` grid lines above (negative) or below `indexPath`, in the same column or the
  /// nearest one, across sections; `nil` past the first or last line.
  func indexPath(movingLines steps: Int, from indexPath: IndexPath) -> IndexPath? {
    let column = indexPath.item % columns
    var section = indexPath.section
    var gridLine = indexPath.item / columns + steps
    while gridLine < 0 {
      section -= 1
      while section >= 0, sections[section].gridLines == 0 { section -= 1 }
      guard section >= 0 else { return nil }
      gridLine += sections[section].gridLines
    }
    while gridLine >= sections[section].gridLines {
      gridLine -= sections[section].gridLines
      section += 1
      while section < sections.count, sections[section].gridLines == 0 { section += 1 }
      guard section < sections.count else { return nil }
    }
    let item = min(gridLine * columns + column, sections[section].itemCount - 1)
    return IndexPath(item: item, section: section)
  }

  /// The items and titles within `lines`, with their lines and columns.
  func contents(lines: Range<Int>) -> (
    items: [(IndexPath, line: Int, column: Int)], titles: [(line: Int, text: String)]
  ) {
    var items: [(IndexPath, line: Int, column: Int)] = []
    var titles: [(line: Int, text: String)] = []
    let pitch = itemSize.height + lineSpacing
    for (index, section) in sections.enumerated() {
      let titleLines = section.title == nil ? 0 : 1
      let end = section.firstLine + titleLines + section.gridLines * pitch - (section.gridLines > 0 ? lineSpacing : 0)
      if end <= lines.lowerBound { continue }
      if section.firstLine >= lines.upperBound { break }
      if let title = section.title, lines.contains(section.firstLine) { titles.append((section.firstLine, title)) }
      let top = section.firstLine + titleLines
      // The first grid line whose items reach into `lines`.
      let above = lines.lowerBound - top - itemSize.height
      var gridLine = above < 0 ? 0 : above / pitch + 1
      while gridLine < section.gridLines {
        let line = top + gridLine * pitch
        if line >= lines.upperBound { break }
        for column in 0..<columns {
          let item = gridLine * columns + column
          guard item < section.itemCount else { break }
          items.append((IndexPath(item: item, section: index), line, column * (itemSize.width + interitemSpacing)))
        }
        gridLine += 1
      }
    }
    return (items, titles)
  }
}
