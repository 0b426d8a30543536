import ReactiveCore
import SignIn
import TerminalUI
import Bindings

/// The home screen after signing in: who is signed in, and a menu of the features.
final class HomeViewController: ViewController {
  private let greeting: SignedInViewModel
  private let actions: [(title: String, run: () -> Void)]
  private let menu = TableView()
  private let greetingLabel = Label("", style: .bold)

  init(
    greeting: SignedInViewModel, openPosts: @escaping () -> Void, openBeers: @escaping () -> Void,
    signOut: @escaping () -> Void
  ) {
    self.greeting = greeting
    actions = [("Posts", openPosts), ("Beers", openBeers), ("Sign out", signOut)]
    super.init(title: "Home", keyHints: [.init("↑↓", "move"), .init("Enter", "open"), .init("^C", "quit")])
  }

  override func loadView() -> View {
    StackView(.vertical, spacing: 1, padding: EdgeInsets(horizontal: 1, vertical: 0), [greetingLabel, menu])
  }

  override func viewDidLoad() {
    greetingLabel.reactive.text <~ greeting.greeting
    let items = actions.enumerated().map { MenuItem(id: $0.offset, title: $0.element.title) }
    Property(value: items).bind(to: menu, cellType: TableViewCell.self) { cell, item in cell.text = item.title }
    menu.reactive.activatedRow.observeValues { [actions] path in actions[path.item].run() }
  }
}

/// A row of the home menu.
struct MenuItem: Identifiable, Equatable {
  let id: Int
  let title: String
}
