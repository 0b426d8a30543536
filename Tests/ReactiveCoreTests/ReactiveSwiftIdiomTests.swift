import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

// Code as it is written against ReactiveSwift 7, unchanged but for the import: the proof that
// ReactiveCore is source compatible where it claims to be.

private struct LoginError: Error, Equatable {}
private struct ConcreteFailure: Error, Equatable {}

private final class LoginViewModel {
  let username = MutableProperty("")
  let password = MutableProperty("")
  let isValid: Property<Bool>
  let login: Action<Void, String, LoginError>
  private let (lifetime, token) = Lifetime.make()

  init() {
    isValid = Property.combineLatest(username, password).map { !$0.isEmpty && !$1.isEmpty }
    login = Action(
      state: Property.combineLatest(username, password),
      enabledIf: { !$0.isEmpty && !$1.isEmpty },
      execute: { credentials, _ in
        credentials.1 == "secret"
          ? SignalProducer(value: "token-for-\(credentials.0)")
          : SignalProducer(error: LoginError())
      })
  }
}

private final class TitleView: ReactiveExtensionsProvider, LifetimeProviding {
  var text: String?
  let lifetime: Lifetime
  private let token: Lifetime.Token
  init() { (lifetime, token) = Lifetime.make() }
}

extension Reactive where Base == TitleView {
  fileprivate var text: BindingTarget<String?> { makeBindingTarget { $0.text = $1 } }
}

// Custom operators as ReactiveSwift code adds them: on the protocols, reaching the concrete
// type's operators through `signal` / `producer`.
extension SignalProtocol where Value == String, Error == Never {
  fileprivate func trimmedNonEmpty() -> Signal<String, Never> {
    signal.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}

extension SignalProducerProtocol where Value: Numeric {
  fileprivate func runningTotal() -> SignalProducer<Value, Error> { producer.scan(0, +) }
}

extension SignalProducerProtocol where Value: EventProtocol, Error == Never {
  /// Replays recorded events, as a test helper written for ReactiveSwift might.
  fileprivate func replayed() -> SignalProducer<Value.Value, Value.Error> { producer.dematerialize() }
}

/// Generic code constrained to producers that cannot fail.
private func lastValue<P: SignalProducerProtocol>(of stream: P) -> P.Value? where P.Error == Never {
  var last: P.Value?
  stream.producer.startWithValues { last = $0 }
  return last
}

@Suite("ReactiveSwift idioms")
struct ReactiveSwiftIdiomTests {
  @Test("a view model with properties, an Action and bindings, as written for ReactiveSwift")
  func viewModel() {
    let viewModel = LoginViewModel()
    let view = TitleView()
    view.reactive.text <~ viewModel.login.values.map(Optional.some)
    var errors: [LoginError] = []
    viewModel.login.errors.observeValues { errors.append($0) }

    #expect(!viewModel.isValid.value)
    viewModel.username.value = "ada"
    viewModel.password.value = "wrong"
    #expect(viewModel.isValid.value)
    viewModel.login.apply().start()
    #expect(errors == [LoginError()])
    viewModel.password.value = "secret"
    viewModel.login.apply().start()
    #expect(view.text == "token-for-ada")
  }

  @Test("signals, producers and operators in the usual shapes")
  func usualShapes() {
    let (searchText, searchInput) = Signal<String, Never>.pipe()
    let scheduler = TestScheduler()
    var results: [[String]] = []
    searchText
      .debounce(0.3, on: scheduler)
      .skipRepeats()
      .flatMap(.latest) { query -> SignalProducer<[String], Never> in
        SignalProducer(value: ["\(query)1", "\(query)2"]).delay(0.1, on: scheduler)
      }
      .observe(on: ImmediateScheduler())
      .observeValues { results.append($0) }
    searchInput.send(value: "ip")
    searchInput.send(value: "ipa")
    scheduler.advance(by: 1)
    #expect(results == [["ipa1", "ipa2"]])

    let producer = SignalProducer<Int, Never> { observer, lifetime in
      observer.send(value: 1)
      observer.send(value: 2)
      observer.sendCompleted()
      lifetime.observeEnded {}
    }
    var sum = 0
    producer.map { $0 * 10 }.filter { $0 > 10 }.startWithValues { sum += $0 }
    #expect(sum == 20)

    let disposable = CompositeDisposable()
    disposable += SignalProducer.timer(interval: .seconds(1), on: scheduler).map { _ in 1 }.start()
    disposable.dispose()

    let (counts, countInput) = Signal<Int, Never>.pipe()
    var labels: [String] = []
    Signal.combineLatest(searchText, counts).map { "\($0)\($1)" }.observeValues { labels.append($0) }
    searchInput.send(value: "a")
    countInput.send(value: 1)
    #expect(labels == ["a1"])
    var merged: [Int] = []
    SignalProducer.merge(SignalProducer<Int, Never>(value: 1), SignalProducer(value: 2)).startWithValues {
      merged.append($0)
    }
    #expect(merged == [1, 2])
    let zipped = Signal.zip(searchText, counts).map { $0.0 }
    _ = zipped
  }

  @Test("Lifetime, ScopedDisposable and Event handling in the usual shapes")
  func lifetimes() {
    let (lifetime, token) = Lifetime.make()
    var ended = false
    lifetime.ended.observeCompleted { ended = true }
    let scoped = ScopedDisposable(AnyDisposable {})
    _ = scoped
    let (signal, observer) = Signal<Int, Never>.pipe()
    signal.take(during: lifetime).observe { (event: Signal<Int, Never>.Event) in
      if case let .value(value) = event { _ = value }
    }
    observer.send(value: 1)
    withExtendedLifetime(token) {}
    _ = consume token
    #expect(ended)
  }

  @Test("custom operators written on SignalProtocol, SignalProducerProtocol and EventProtocol reach every stream")
  func protocolExtensions() {
    let (queries, input) = Signal<String, Never>.pipe()
    var seen: [String] = []
    queries.trimmedNonEmpty().observeValues { seen.append($0) }
    for text in ["  swift ", "   ", "rx"] { input.send(value: text) }
    #expect(seen == ["swift", "rx"])
    #expect(queries.signal === queries)

    #expect(lastValue(of: SignalProducer<Int, Never>([1, 2, 3]).runningTotal()) == 6)
    #expect(lastValue(of: SignalProducer<Double, Never>(value: 1.5).runningTotal()) == 1.5)
    let failing = SignalProducer<Int, ConcreteFailure>(error: ConcreteFailure()).runningTotal()
    #expect(failing.first() == .failure(ConcreteFailure()))

    let recorded: [Signal<Int, ConcreteFailure>.Event] = [.value(1), .value(2), .failed(ConcreteFailure())]
    var replay: [Signal<Int, ConcreteFailure>.Event] = []
    SignalProducer(recorded).replayed().start { replay.append($0) }
    #expect(replay == recorded)
    #expect(recorded.map(\.event) == recorded)
  }
}
