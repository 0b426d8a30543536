import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A view-like object for binding tests: a lifetime that ends at deinit.
final class FakeLabel: LifetimeProviding, ReactiveExtensionsProvider {
  var text = ""
  let lifetime: Lifetime
  private let token: Lifetime.Token
  init() { (lifetime, token) = Lifetime.make() }
}

extension Reactive where Base == FakeLabel {
  var text: BindingTarget<String> { makeBindingTarget { label, text in label.text = text } }
}

@Suite("Binding")
struct BindingTests {
  @Test("<~ binds a property, a producer or a signal to a target")
  func bindSources() {
    let label = FakeLabel()
    let title = MutableProperty("a")
    label.reactive.text <~ title
    #expect(label.text == "a")
    title.value = "b"
    #expect(label.text == "b")

    let target = MutableProperty(0)
    target <~ SignalProducer([1, 2, 3])
    #expect(target.value == 3)
    let (signal, input) = Signal<Int, Never>.pipe()
    target <~ signal
    input.send(value: 9)
    #expect(target.value == 9)
  }

  @Test("a binding ends when the target's lifetime ends, and releases the target")
  func endsWithTarget() {
    let counter = LiveObjectCounter()
    let source = MutableProperty("x")
    var label: FakeLabel? = FakeLabel()
    counter.watch(label!, "label")
    label!.reactive.text <~ source
    label = nil
    #expect(counter.liveCount == 0)
    source.value = "y"
  }

  @Test("a binding ends when its source terminates; <~ returns a Disposable (never nil, as in ReactiveSwift 7)")
  func endsWithSource() {
    let target = MutableProperty(0)
    let (signal, input) = Signal<Int, Never>.pipe()
    let disposable: Disposable = target <~ signal
    input.send(value: 1)
    disposable.dispose()
    input.send(value: 2)
    #expect(target.value == 1)
    #expect((target <~ SignalProducer(value: 5)).isDisposed)
  }

  @Test("binding to a target whose lifetime ended does nothing and returns a disposed disposable")
  func deadTarget() {
    let target = BindingTarget<Int>(lifetime: .empty) { _ in Issue.record("must not run") }
    #expect((target <~ SignalProducer(value: 1)).isDisposed)
  }

  @Test("an optional target accepts a non-optional source")
  func optionalTarget() {
    let target = MutableProperty<Int?>(nil)
    target <~ MutableProperty(3)
    #expect(target.value == 3)
  }

  @Test("an observer as a target is released when its signal ends (ReactiveSwift #824)")
  func observerTargetReleased() {
    let counter = LiveObjectCounter()
    let source = MutableProperty(0)
    var input: Signal<Int, Never>.Observer?
    do {
      let (signal, pipeInput) = Signal<Int, Never>.pipe()
      let probe = counter.probe("observer's closure")
      signal.observeValues { _ in _ = probe }
      input = pipeInput
    }
    input! <~ source
    source.value = 1
    input!.sendCompleted()
    input = nil
    #expect(counter.liveCount == 0)
  }

  @Test("key path binding targets set the property on the object")
  func keyPathTarget() {
    let label = FakeLabel()
    label.reactive[\.text] <~ SignalProducer(value: "hi")
    #expect(label.text == "hi")
    let target = BindingTarget(lifetime: label.lifetime, object: label, keyPath: \.text)
    target <~ SignalProducer(value: "there")
    #expect(label.text == "there")
  }
}
