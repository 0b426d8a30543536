/// UITableViewCell's spellings, so `cellForRowAt` code reads as written:
/// `cell.textLabel?.text = beer.name`, `cell.detailTextLabel?.text = beer.tagline`,
/// `cell.accessoryType = .disclosureIndicator`.
extension TableViewCell {
  /// The title line, as UIKit's `textLabel` (never nil here): its `text` is the cell's `text`.
  public var textLabel: CellTextLabel? { CellTextLabel(self, line: \.text) }

  /// The detail line, as UIKit's `detailTextLabel`: its `text` is the cell's `detailText`.
  public var detailTextLabel: CellTextLabel? { CellTextLabel(self, line: \.detailText) }

  /// UIKit's standard accessories, drawn as a symbol in the accessory text at the right.
  public enum AccessoryType: Sendable, Equatable {
    /// No accessory (the accessory text is cleared).
    case none
    /// "›": choosing the row shows more.
    case disclosureIndicator
    /// "✓": the row is chosen.
    case checkmark
    /// "ⓘ": the row has details.
    case detailButton
    /// "ⓘ ›": details, and choosing shows more.
    case detailDisclosureButton

    var symbol: String {
      switch self {
      case .none: return ""
      case .disclosureIndicator: return "›"
      case .checkmark: return "✓"
      case .detailButton: return "ⓘ"
      case .detailDisclosureButton: return "ⓘ ›"
      }
    }
  }

  /// The accessory as UIKit names it; setting it sets `accessoryText` to its symbol. Reads
  /// `.none` unless the accessory text is one of the symbols.
  public var accessoryType: AccessoryType {
    get {
      let all: [AccessoryType] = [.disclosureIndicator, .checkmark, .detailButton, .detailDisclosureButton]
      return all.first { $0.symbol == accessoryText } ?? .none
    }
    set { accessoryText = newValue.symbol }
  }
}

/// One text line of a `TableViewCell` seen as UIKit's label: setting `text` sets the line
/// (`nil` empties it).
@MainActor
public final class CellTextLabel {
  private let cell: TableViewCell
  private let line: ReferenceWritableKeyPath<TableViewCell, String>

  init(_ cell: TableViewCell, line: ReferenceWritableKeyPath<TableViewCell, String>) {
    self.cell = cell
    self.line = line
  }

  /// The line's text.
  public var text: String? {
    get { cell[keyPath: line] }
    set { cell[keyPath: line] = newValue ?? "" }
  }
}
