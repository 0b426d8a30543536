import Bindings
import Foundation
import ReactiveCore
import ReactiveCoreTesting
import TerminalUI
import Testing

@MainActor
@Suite("Focus, key routing and reactive bindings")
struct FocusAndBindingTests {
  @Test("Tab and Shift-Tab cycle through visible focusable views; the focused view gets keys first")
  func focusCycle() {
    let name = TextField()
    let hidden = Button(title: "Hidden")
    hidden.isHidden = true
    let go = Button(title: "Go")
    let table = TableView()
    let window = Window()
    window.contentView = StackView(.vertical, [name, hidden, go, table])
    #expect(window.focusedView === name)
    window.dispatch(.tab)
    #expect(window.focusedView === go)
    window.dispatch(.tab)
    #expect(window.focusedView === table)
    window.dispatch(.tab)
    #expect(window.focusedView === name, "wraps around")
    window.dispatch(.shiftTab)
    #expect(window.focusedView === table)
    window.dispatch(.character("q"))
    #expect(name.text.isEmpty, "only the focused view got the key")
  }

  @Test("keys nobody handles reach the window's handler; hiding the focused view moves focus")
  func unhandledKeysAndHiding() {
    let first = Button(title: "A")
    let second = Button(title: "B")
    let window = Window()
    window.contentView = StackView(.horizontal, [first, second])
    var unhandled: [Key] = []
    window.unhandledKeyHandler = { key in
      unhandled.append(key)
      return true
    }
    window.dispatch(.character("q"))
    #expect(unhandled == [.character("q")])
    first.isHidden = true
    #expect(window.focusedView === second)
  }

  @Test("a paste into a list is no command: the selection stays, and the app's handler gets the paste, not its letters")
  func pasteIntoAListIsNoCommand() {
    let items = MutableProperty(beers(Array(1...10)))
    let (table, window) = boundTable(items)
    _ = frame(of: window, width: 16, height: 3)
    var unhandled: [Key] = []
    window.unhandledKeyHandler = { key in
      unhandled.append(key)
      return false
    }
    window.dispatch(.paste("jjjq"))
    #expect(table.indexPathForSelectedRow?.item == 0)
    #expect(unhandled == [.paste("jjjq")])
    window.dispatch(.character("j"))
    #expect(table.indexPathForSelectedRow?.item == 1, "typed, j still moves")
  }

  @Test("disabling the focused field moves focus on, so its keys reach the next view")
  func disablingMovesFocus() {
    let field = TextField()
    let table = TableView()
    let window = Window()
    window.contentView = StackView(.vertical, [field, table])
    #expect(window.focusedView === field)
    field.isEnabled = false
    #expect(window.focusedView === table)
    window.dispatch(.tab)
    #expect(window.focusedView === table, "a disabled field cannot take focus")
  }

  @Test("label, isHidden, spinner and screen bindings follow their sources and end with the view")
  func bindings() {
    let title = MutableProperty("one")
    let loading = MutableProperty(false)
    var label: Label? = Label()
    let spinner = Spinner(scheduler: TestScheduler())
    label!.reactive.text <~ title
    label!.reactive.isHidden <~ loading
    spinner.reactive.isAnimating <~ loading
    #expect(label!.text == "one")
    title.value = "two"
    loading.value = true
    #expect(label!.text == "two")
    #expect(label!.isHidden)
    #expect(spinner.isAnimating && !spinner.isHidden)
    weak let released = label
    label = nil
    #expect(released == nil, "a binding does not keep its view alive")
    title.value = "three"  // nothing left to update; must not crash
  }

  @Test("a button bound to an action runs it when pressed and mirrors its enabled and executing state")
  func cocoaAction() {
    let scheduler = TestScheduler()
    let canSubmit = MutableProperty(false)
    var runs = 0
    let submit = Action<Void, Int, Never>(enabledIf: canSubmit) { _ in
      runs += 1
      return SignalProducer(value: 1).delay(1, on: scheduler)
    }
    let button = Button(title: "Submit")
    button.reactive.pressed = CocoaAction(submit)
    #expect(!button.isEnabled)
    button.press()
    #expect(runs == 0)
    canSubmit.value = true
    #expect(button.isEnabled)
    #expect(button.handle(.enter))
    #expect(runs == 1)
    #expect(!button.isEnabled, "disabled while executing")
    button.press()
    #expect(runs == 1)
    scheduler.advance(by: .seconds(1))
    #expect(button.isEnabled)
    button.reactive.pressed = nil
    canSubmit.value = false
    #expect(button.isEnabled, "unbinding stops mirroring")
  }

  @Test("a binding sent on the main actor applies before send returns")
  func mainActorBindingsInline() {
    let label = Label()
    let (text, input) = Signal<String, Never>.pipe()
    label.reactive.text <~ text
    input.send(value: "at once")
    #expect(label.text == "at once")
  }

  @Test("bindings sent from another thread apply on the main actor, in the order sent")
  func crossThreadBindingsHop() async {
    let label = Label()
    var applied: [String] = []
    var offMain = 0
    let target = label.reactive.makeUIBindingTarget { (_: Label, value: String) in
      if !UIScheduler.isOnMainQueue { offMain += 1 }
      applied.append(value)
    }
    let (text, input) = Signal<String, Never>.pipe()
    target <~ text
    await Task.detached { for value in ["1", "2", "3"] { input.send(value: value) } }.value
    for _ in 0..<1_000 where applied.count < 3 { await Task.yield() }
    #expect(applied == ["1", "2", "3"])
    #expect(offMain == 0)
  }

}
