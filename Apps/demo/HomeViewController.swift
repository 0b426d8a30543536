import Bindings
import ReactiveCore
import SignIn
import TerminalUI

/// The home screen after signing in: who is signed in, and a menu of the registered features
/// (then "Sign out").
final class HomeViewController: ViewController {
  /// A menu entry.
  struct Entry {
    let title: String
    let open: @MainActor () -> Void
  }

  private let greeting: SignedInViewModel
  private let entries: [Entry]
  private let menu = TableView()
  private let greetingLabel = Label("", style: .bold)

  init(greeting: SignedInViewModel, entries: [Entry]) {
    self.greeting = greeting
    self.entries = entries
    super.init(title: "Home", keyHints: [.init("↑↓", "move"), .init("Enter", "open"), .init("^C", "quit")])
  }

  override func loadView() -> View {
    StackView(.vertical, spacing: 1, padding: EdgeInsets(horizontal: 1, vertical: 0), [greetingLabel, menu])
  }

  override func viewDidLoad() {
    greetingLabel.reactive.text <~ greeting.greeting
    let items = entries.enumerated().map { MenuItem(id: $0.offset, title: $0.element.title) }
    Property(value: items).bind(to: menu, cellType: TableViewCell.self) { cell, item in cell.text = item.title }
    menu.reactive.activatedRow.observeOnMainActor { [entries] path in entries[path.item].open() }
  }
}

/// A row of the home menu.
struct MenuItem: Identifiable, Equatable {
  let id: Int
  let title: String
}

/// A screen that only says something (what a preview shows while it signs in).
final class MessageViewController: ViewController {
  private let message: String

  init(title: String, message: String) {
    self.message = message
    super.init(title: title, keyHints: [.init("^C", "quit")])
  }

  override func loadView() -> View {
    StackView(.vertical, padding: EdgeInsets(horizontal: 1, vertical: 0), [Label(message)])
  }
}
