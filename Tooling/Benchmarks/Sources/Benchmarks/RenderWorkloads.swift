import Bindings
import ReactiveCore
import TerminalUI

/// R1: one frame of a full screen (title bar, a boxed TableView bound to `n` rows, status and
/// key hints) at 120x40, drawn and encoded as styled lines. Each frame follows a selection move,
/// so every frame is a real redraw with one row scrolled in.
enum RenderWorkloads {
  struct Item: Identifiable, Equatable {
    var id: Int
  }

  /// Draws `frames` frames; returns their time and the bytes of styled text they made.
  @MainActor
  static func r1(rows n: Int, frames: Int) -> (elapsed: UInt64, checksum: Int) {
    let items = MutableProperty((0..<n).map(Item.init))
    let table = TableView()
    let binding = items.bind(to: table, cellType: TableViewCell.self) { cell, item in
      cell.text = "Beer number \(item.id)"
      cell.accessoryText = "\(item.id % 100 / 10).\(item.id % 10)%"
    }
    let screen = ScreenView(
      title: "Beers", content: BoxView(title: "All beers", content: table), status: "\(n) beers",
      keyHints: [.init("↑↓", "move"), .init("Enter", "open"), .init("q", "quit")])
    let window = Window()
    window.contentView = screen
    let size = Size(width: 120, height: 40)
    _ = window.draw(size: size)
    for _ in 0..<40 { table.moveSelection(by: 1) }  // the viewport now scrolls with each move
    var bytes = 0
    let elapsed = timed {
      for _ in 0..<frames {
        table.moveSelection(by: 1)
        let canvas = window.draw(size: size)
        for row in 0..<size.height { bytes &+= canvas.styledLine(row).utf8.count }
      }
    }
    binding.dispose()
    return (elapsed, bytes)
  }
}
