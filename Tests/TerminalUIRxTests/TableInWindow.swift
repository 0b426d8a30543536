import TerminalUI

/// A table with plain cells registered as "Cell", as the content of a window (draw the window
/// to lay the table out).
@MainActor
func makeTableInWindow() -> (TableView, Window) {
  let table = TableView()
  table.register(TableViewCell.self, forReuseIdentifier: "Cell")
  let window = Window()
  window.contentView = table
  return (table, window)
}
