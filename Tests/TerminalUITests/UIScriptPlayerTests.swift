import Bindings
import ReactiveCore
import TerminalUI
import Testing
import Foundation

/// A fruit in the test screen's list.
struct Fruit: Identifiable, Equatable {
  let id: Int
  let name: String
}

/// A screen as a feature would build it: a filter field debounced on the UI scheduler, a label
/// showing the applied filter, and a list whose activations are recorded.
@MainActor
final class FruitScreen {
  static let fruits = ["Apple", "Banana", "Cherry", "Blueberry"].enumerated().map { Fruit(id: $0, name: $1) }
  let window = Window()
  let clock: VirtualUIClock
  let field = TextField(placeholder: "filter")
  let label = Label("")
  let table = TableView()
  /// Kept: the property stops taking values when it is released.
  var applied: Property<String>?
  var chosen: [String] = []
  var output: [String] = []

  init(isBusyOutside: @escaping () -> Bool = { false }) {
    clock = VirtualUIClock(isBusyOutside: isBusyOutside)
    window.contentView = StackView(.vertical, [field, label, table])
    let applied = Property(initial: "", then: field.continuousTextValues.debounce(0.3, on: clock.scheduler))
    label.reactive.text <~ applied.map { "Filter: \($0)" }
    self.applied = applied
    Property(value: Self.fruits).bind(to: table, cellType: TableViewCell.self) { cell, fruit in cell.text = fruit.name }
    table.activations.observeValues { [unowned self] path in chosen.append(Self.fruits[path.item].name) }
  }

  func play(_ text: String, width: Int = 24, height: Int = 6) async throws {
    let player = UIScriptPlayer(
      window: window, size: Size(width: width, height: height), clock: clock, write: { self.output.append($0) })
    try await player.play(try UIScript(parsing: text))
  }
}

@MainActor
@Suite("UIScriptPlayer: scripts played against a window")
struct UIScriptPlayerTests {
  @Test("a timer due later than a whole wait (a token refresh in an hour) does not keep a wait going")
  func farTimersDoNotHoldWaits() async throws {
    let clock = VirtualUIClock(isBusyOutside: { false })
    var fired = false
    clock.scheduler.base.schedule(after: clock.scheduler.currentDate.addingTimeInterval(3_600)) { fired = true }
    let player = UIScriptPlayer(window: Window(), size: Size(width: 20, height: 4), clock: clock) { _ in }
    try await player.play(try UIScript(parsing: "wait"))
    #expect(!fired, "the wait ended without running it")
  }

  @Test("rows that arrive during a wait are on screen before the next key, as a person sees them")
  func keysAfterWaitSeeArrivedRows() async throws {
    let clock = VirtualUIClock(isBusyOutside: { false })
    let window = Window()
    let table = TableView()
    window.contentView = table
    let rows = Property(
      initial: [], then: SignalProducer(value: FruitScreen.fruits).delay(1, on: clock.scheduler))
    rows.bind(to: table, cellType: TableViewCell.self) { cell, fruit in cell.text = fruit.name }
    var chosen: [Int] = []
    table.activations.observeValues { chosen.append($0.item) }
    let player = UIScriptPlayer(window: window, size: Size(width: 20, height: 6), clock: clock) { _ in }
    try await player.play(try UIScript(parsing: "wait\npress enter"))
    #expect(chosen == [0], "Enter right after the rows arrived opens the first, selected on screen")
  }

  @Test("typing, waiting out a debounce in virtual time, choosing rows, and frames with step headers")
  func playsAScript() async throws {
    let screen = FruitScreen()
    try await screen.play(
      """
      type berry
      expect Filter:
      wait
      expect Filter: berry
      frame Filtered
      choose cherry
      choose 4
      press up 2
      press enter
      frame
      """)
    #expect(screen.clock.scheduler.currentDate.timeIntervalSinceReferenceDate == 0.3, "time passed only to wait")
    #expect(screen.chosen == ["Cherry", "Blueberry", "Banana"])
    #expect(
      screen.output == [
        "── 1/2 · Filtered ──────", "berry___________________", "Filter: berry", "› Apple", "  Banana", "  Cherry",
        "  Blueberry", "",
        "── 2/2 · Frame 2 ───────", "berry___________________", "Filter: berry", "  Apple", "› Banana", "  Cherry",
        "  Blueberry", "",
      ])
  }

  @Test(
    "a step that cannot be done fails with its line and why",
    arguments: [
      ("press tab\ntype x", "line 2: type: the focus is on a TableView, not a text field (press tab to move it)"),
      ("\nchoose 9", "line 2: choose: there is no row 9 (the list has 4 rows)"),
      ("choose kiwi", "line 1: choose: no row shows “kiwi”"),
      ("type kiwi\nexpect Filter: kiwi", "line 2: expect: the screen does not show “Filter: kiwi”"),
    ])
  func stepErrors(script: String, message: String) async {
    let screen = FruitScreen()
    await #expect {
      try await screen.play(script)
    } throws: { error in
      "\(error)" == message
    }
  }

  @Test("typing where no field has the focus (a screen still loading) says to wait first")
  func typeBeforeAnythingIsFocusable() async {
    let clock = VirtualUIClock(isBusyOutside: { false })
    let window = Window()
    window.contentView = Label("Signing in…")
    let player = UIScriptPlayer(window: window, size: Size(width: 20, height: 4), clock: clock) { _ in }
    await #expect {
      try await player.play(try UIScript(parsing: "type emilys"))
    } throws: { error in
      "\(error)"
        == "line 1: type: no field has the focus (if the screen is still loading, `wait` first; else press tab)"
    }
  }

  @Test("type writes into a focused text view too, and enter there starts a line")
  func typeIntoATextView() async throws {
    let clock = VirtualUIClock(isBusyOutside: { false })
    let notes = TextView()
    let window = Window()
    window.contentView = notes
    let player = UIScriptPlayer(window: window, size: Size(width: 20, height: 4), clock: clock) { _ in }
    try await player.play(try UIScript(parsing: "press tab\ntype \"first\"\npress enter\ntype second"))
    #expect(notes.text == "first\nsecond")
  }

  @Test("paste delivers its text in one piece, line breaks kept as text; typed, a line break is Enter")
  func pasteAndTypedLineBreaks() async throws {
    let clock = VirtualUIClock(isBusyOutside: { false })
    let notes = TextView()
    let field = TextField()
    let window = Window()
    window.contentView = StackView(.vertical, [notes, field])
    var edits: [String] = []
    notes.continuousTextValues.observeValues { edits.append($0) }
    var entered: [String] = []
    field.enterPresses.observeValues { entered.append($0) }
    let player = UIScriptPlayer(window: window, size: Size(width: 20, height: 8), clock: clock) { _ in }
    try await player.play(try UIScript(parsing: "paste \"first\\nsecond\"\npress tab\ntype \"ok\\nafter\""))
    #expect(notes.text == "first\nsecond")
    #expect(edits == ["first\nsecond"], "one edit: a paste, not a key per character")
    #expect(entered == ["ok"], "the typed line break pressed Enter in the field")
    #expect(field.text == "okafter")
    await #expect(throws: UIScriptError.self) {
      try await UIScriptPlayer(window: Window(), size: Size(width: 20, height: 4), clock: clock) { _ in }
        .play(try UIScript(parsing: "paste x"))
    }
  }

  @Test("keys land as a person's would: tab then enter opens the first row with no frame in between")
  func keysWithoutFrames() async throws {
    let screen = FruitScreen()
    try await screen.play("press tab\npress enter\n")
    #expect(screen.chosen == ["Apple"])
    #expect(screen.output.isEmpty, "nothing printed: the player draws unprinted frames between keys")
  }

  @Test("wait fails after its timeout while outside work never ends")
  func waitTimesOut() async {
    let screen = FruitScreen(isBusyOutside: { true })
    await #expect {
      try await screen.play("frame\nwait 0.05")
    } throws: { error in
      "\(error)" == "line 2: wait: still loading after 0.05 s"
    }
    #expect(screen.output.count == 8, "the frame before the wait was written")
  }

  @Test("a wait on the app alone (a spinner that never stops) fails after its timeout in virtual time")
  func waitTimesOutInVirtualTime() async {
    let screen = FruitScreen()
    let spinner = Spinner(title: "Loading…", scheduler: screen.clock.scheduler)
    spinner.isAnimating = true
    await #expect {
      try await screen.play("wait 5")
    } throws: { error in
      "\(error)" == "line 1: wait: still loading after 5 s"
    }
    let waited = screen.clock.scheduler.currentDate.timeIntervalSinceReferenceDate
    #expect(waited > 4.8 && waited <= 5, "virtual time went to the limit and not past it")
    #expect(spinner.frameIndex == Int((waited / Spinner.tickInterval).rounded()) % Spinner.frames.count)
  }

  @Test("stop() ends the script after the current command")
  func stopping() async throws {
    let screen = FruitScreen()
    let player = UIScriptPlayer(window: screen.window, size: Size(width: 20, height: 4), clock: screen.clock) {
      screen.output.append($0)
    }
    screen.window.unhandledKeyHandler = { key in
      guard key == .character("q") else { return false }
      player.stop()
      return true
    }
    try await player.play(try UIScript(parsing: "press tab\npress q\nframe"))
    #expect(screen.output.isEmpty)
  }
}
