import Bindings
import Foundation
import ReactiveCore
import TerminalUI
import Testing

/// UIKit's and Bond's spellings the articles use on the terminal views.
@MainActor
@Suite struct BondNamesTests {
  @Test func aFormWithoutUserInteractionTakesNoFocusAndNoKeys() {
    let name = TextField()
    let send = Button(title: "Send")
    let form = StackView(.vertical, [name, send])
    let other = Button(title: "Cancel")
    let window = Window()
    window.contentView = StackView(.vertical, [form, other])
    #expect(window.focusedView === name)
    form.isUserInteractionEnabled = false
    #expect(window.focusedView === other, "focus leaves the locked form")
    window.dispatch(.tab)
    #expect(window.focusedView === other, "nothing in the form can take focus")
    window.focus(name)
    #expect(window.focusedView === other)
    form.reactive.isUserInteractionEnabled <~ SignalProducer(value: true)
    window.dispatch(.tab)
    #expect(window.focusedView === name)
  }

  @Test func aButtonsTapIsASafeSignalOfItsPresses() {
    let button = Button(title: "Go")
    let window = Window()
    window.contentView = button
    var taps = 0
    let observation = button.reactive.tap.observeNext { taps += 1 }
    window.dispatch(.enter)
    window.dispatch(.enter)
    observation.dispose()
    window.dispatch(.enter)
    #expect(taps == 2)
  }

  @Test func aLabelsTextTakesOptionalStrings() {
    let label = Label("before")
    let text = MutableProperty<String?>("shown")
    label.reactive.text <~ text
    #expect(label.text == "shown")
    text.value = nil
    #expect(label.text == "")
    label.reactive.text <~ SignalProducer(value: "plain String binds too")
    #expect(label.text == "plain String binds too")
  }
}
