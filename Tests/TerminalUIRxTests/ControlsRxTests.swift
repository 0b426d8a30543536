import Foundation
import ReactiveCoreRx
import TerminalUI
import TerminalUIRx
import Testing

@MainActor
@Suite struct ControlsRxTests {
  @Test func aButtonsTapSendsOnEachPressWhileEnabled() {
    let button = Button(title: "Sign in")
    let bag = DisposeBag()
    var taps = 0
    button.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
    #expect(button.handle(.enter))
    Observable.just(false).bind(to: button.rx.isEnabled).disposed(by: bag)
    _ = button.handle(.enter)
    #expect(taps == 1)
    #expect(!button.isEnabled)
  }

  @Test func aButtonsTitleBinderSetsTheTitle() {
    let button = Button(title: "Sign in")
    let bag = DisposeBag()
    Observable.of("Signing in…", nil).bind(to: button.rx.title).disposed(by: bag)
    #expect(button.title.isEmpty)  // nil is no title, as UIKit's setTitle(nil, for:)
    Observable.just("Sign in").bind(to: button.rx.title).disposed(by: bag)
    #expect(button.title == "Sign in")
  }

  @Test func asyncInstanceAlwaysQueuesOnTheMainQueueEvenFromTheMainActor() async {
    var order: [String] = []
    let delivered: Int = await withCheckedContinuation { continuation in
      _ = Observable.just(1).observe(on: MainScheduler.asyncInstance)
        .subscribe(onNext: { value in
          order.append("delivered")
          continuation.resume(returning: value)
        })
      order.append("subscribed")
    }
    #expect(delivered == 1)
    #expect(order == ["subscribed", "delivered"])  // queued, not inline
  }

  @Test func aTextFieldsTextSendsTheCurrentTextThenEachEdit() {
    let field = TextField(placeholder: "user name")
    field.text = "an"
    var seen: [String] = []
    let bag = DisposeBag()
    field.rx.text.orEmpty.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
    _ = field.handle(.character("n"))
    _ = field.handle(.backspace)
    #expect(seen == ["an", "ann", "an"])
  }

  @Test func theCurrentTextArrivesDuringSubscribeEvenWithMainQueueWorkPending() async {
    // Work another thread queued on the main scheduler must not delay the current value.
    await Task.detached { _ = MainScheduler.instance.schedule {} }.value
    let field = TextField(text: "now", placeholder: "")
    var seen: [String] = []
    let subscription = field.rx.text.orEmpty.subscribe(onNext: { seen.append($0) })
    #expect(seen == ["now"])
    subscription.dispose()
  }

  @Test func bindingToATextFieldsTextSetsItWithoutEchoingBack() {
    let field = TextField(placeholder: "")
    var seen: [String] = []
    let bag = DisposeBag()
    field.rx.text.orEmpty.changed.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
    Observable.just("from code").bind(to: field.rx.text.orEmpty).disposed(by: bag)
    #expect(field.text == "from code")
    #expect(seen == [])
  }

  @Test func aTwoWayBindingThroughARelayKeepsFieldAndRelayInStep() {
    let field = TextField(placeholder: "")
    let name = BehaviorRelay(value: "start")
    let bag = DisposeBag()
    name.bind(to: field.rx.text).disposed(by: bag)
    field.rx.text.orEmpty.bind(to: name).disposed(by: bag)
    #expect(field.text == "start")
    _ = field.handle(.character("!"))
    #expect(name.value == "start!")
  }

  @Test func aTextViewsTextSendsTheCurrentTextThenEachEditAndABindingSetsItWithoutEcho() {
    let notes = TextView(text: "one")
    let window = Window()
    window.contentView = StackView(.vertical, [notes, Button(title: "Done")])
    let bag = DisposeBag()
    var seen: [String] = []
    var log: [String] = []
    notes.rx.text.orEmpty.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
    notes.rx.didChange.subscribe(onNext: { log.append("change") }).disposed(by: bag)
    notes.rx.didEndEditing.subscribe(onNext: { log.append("end") }).disposed(by: bag)
    window.dispatch(.enter)
    window.dispatch(.character("2"))
    #expect(seen == ["one", "one\n", "one\n2"])
    #expect(log == ["change", "change"], "Enter is a line break, not the end of editing")
    window.dispatch(.tab)
    #expect(log == ["change", "change", "end"])
    Observable.just("from code").bind(to: notes.rx.text).disposed(by: bag)
    #expect(notes.text == "from code")
    #expect(seen.count == 3, "setting the text sends nothing back")
  }

  @Test func aLabelsTextBinderSetsTheTextAndHoldsTheLabelWeakly() {
    var label: Label? = Label("")
    weak let weakLabel = label
    let title = PublishSubject<String?>()
    let bag = DisposeBag()
    title.bind(to: label!.rx.text).disposed(by: bag)
    title.onNext("Beers")
    #expect(label?.text == "Beers")
    title.onNext(nil)
    #expect(label?.text == "")
    label = nil
    #expect(weakLabel == nil)
    title.onNext("nobody listening")
  }

  @Test func isHiddenAndIsAnimatingBindersSetTheirProperties() {
    let spinner = Spinner()
    let bag = DisposeBag()
    Observable.just(true).bind(to: spinner.rx.isAnimating).disposed(by: bag)
    Observable.just(true).bind(to: spinner.rx.isHidden).disposed(by: bag)
    #expect(spinner.isAnimating)
    #expect(spinner.isHidden)
  }

  @Test func aCustomBinderOnRxWorksAsInRxCocoa() {
    let label = Label("")
    let bag = DisposeBag()
    Observable.just(3).bind(to: label.rx.count).disposed(by: bag)
    #expect(label.text == "3 beers")
  }
}

extension ReactiveCoreRx.Reactive where Base: Label {
  /// A binder a user writes, as in RxCocoa.
  var count: Binder<Int> { Binder(base) { label, count in label.text = "\(count) beers" } }
}
