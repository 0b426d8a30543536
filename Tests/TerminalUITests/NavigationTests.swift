import ReactiveCore
import TerminalUI
import Testing

/// A screen with one label that counts the keys it was offered.
final class CountingController: ViewController {
  var keys: [Key] = []
  let text: String

  init(title: String, text: String) {
    self.text = text
    super.init(title: title, keyHints: [.init("Esc", "back")])
  }

  override func loadView() -> View { Label(text) }

  override func handle(_ key: Key) -> Bool {
    keys.append(key)
    return key == .character("x")
  }
}

@MainActor
@Suite("ViewController and NavigationController")
struct NavigationTests {
  @Test("the top screen fills the window with its title, status and hints; Escape or Backspace goes back")
  func pushAndPop() {
    let window = Window()
    let navigation = NavigationController(window: window)
    let list = CountingController(title: "Beers", text: "the list")
    let detail = CountingController(title: "Buzz", text: "the detail")
    navigation.push(list)
    navigation.push(detail)
    detail.status = "1 of 25"
    #expect(frame(of: window, width: 20, height: 4) == " Buzz\nthe detail\n1 of 25\nEsc back")
    window.dispatch(.character("x"))
    #expect(detail.keys == [.character("x")])
    window.dispatch(.escape)
    #expect(navigation.topViewController === list)
    #expect(frame(of: window, width: 20, height: 4) == " Beers\nthe list\n\nEsc back")
    window.dispatch(.escape)
    #expect(navigation.topViewController === list, "the last screen stays")
    navigation.push(detail)
    window.dispatch(.backspace)
    #expect(navigation.topViewController === list, "Backspace goes back too")
  }

  @Test("a screen shown again gets focus back on the view that had it when it was covered")
  func focusComesBack() {
    final class Form: ViewController {
      let first = TextField(placeholder: "first")
      let second = TextField(placeholder: "second")
      override func loadView() -> View { StackView(.vertical, [first, second]) }
    }
    let window = Window()
    let navigation = NavigationController(window: window)
    let form = Form(title: "Form")
    navigation.push(form)
    window.dispatch(.tab)
    #expect(window.focusedView === form.second)
    navigation.push(CountingController(title: "Next", text: "next"))
    window.dispatch(.escape)
    #expect(window.focusedView === form.second, "not the first focusable view")
  }

  @Test("keys no screen handles reach the navigation controller's handler; status binds reactively")
  func unhandledAndBindings() {
    let window = Window()
    let navigation = NavigationController(window: window)
    var quit = false
    navigation.unhandledKeyHandler = { key in
      quit = key == .character("q")
      return quit
    }
    let screen = CountingController(title: "Home", text: "hello")
    navigation.push(screen)
    let status = MutableProperty("loading")
    screen.reactive.status <~ status
    status.value = "done"
    #expect(frame(of: window, width: 12, height: 4).contains("done"))
    window.dispatch(.character("q"))
    #expect(quit)
  }
}
