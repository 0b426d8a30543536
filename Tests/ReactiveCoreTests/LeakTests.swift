import Foundation
import ReactiveCore
import ReactiveCoreTesting
import Testing

/// After a start is disposed, or its source terminates, nothing the chain captured stays alive:
/// operator closures, observers, schedulers' pending actions, inner producers.
@Suite("Leaks")
struct LeakTests {
  typealias Chain = (SignalProducer<Int, TestError>, LiveObjectCounter.Probe, TestScheduler) -> SignalProducer<
    Int, TestError
  >

  /// One chain per operator family; each captures the probe in a closure it keeps.
  static var families: [(String, Chain)] {
    [
      (
        "map",
        { source, probe, _ in
          source.holding(probe)
        }
      ),
      (
        "filter",
        { source, probe, _ in
          source.filter { _ in
            _ = probe
            return true
          }
        }
      ),
      (
        "compactMap",
        { source, probe, _ in
          source.compactMap {
            _ = probe
            return $0
          }
        }
      ),
      (
        "attemptMap",
        { source, probe, _ in
          source.attemptMap {
            _ = probe
            return .success($0)
          }
        }
      ),
      (
        "mapError",
        { source, probe, _ in
          source.mapError {
            _ = probe
            return $0
          }
        }
      ),
      (
        "skip/take",
        { source, probe, _ in
          source.skip(while: { _ in
            _ = probe
            return false
          }).take(first: 100)
        }
      ),
      (
        "take(while:)",
        { source, probe, _ in
          source.take(while: { _ in
            _ = probe
            return true
          })
        }
      ),
      (
        "skipRepeats",
        { source, probe, _ in
          source.skipRepeats { _, _ in
            _ = probe
            return false
          }
        }
      ),
      (
        "scan",
        { source, probe, _ in
          source.scan(0) {
            _ = probe
            return $0 + $1
          }
        }
      ),
      (
        "reduce",
        { source, probe, _ in
          source.reduce(0) {
            _ = probe
            return $0 + $1
          }
        }
      ),
      (
        "collect",
        { source, probe, _ in
          source.collect {
            _ = probe
            return $0.count > 1
          }.map(\.count)
        }
      ),
      (
        "combinePrevious",
        { source, probe, _ in
          source.holding(probe).combinePrevious(0).map(\.1)
        }
      ),
      (
        "uniqueValues",
        { source, probe, _ in
          source.uniqueValues {
            _ = probe
            return $0
          }
        }
      ),
      (
        "materialize",
        { source, probe, _ in
          source.materialize().map {
            _ = probe
            return $0
          }.dematerialize()
        }
      ),
      ("on", { source, probe, _ in source.on(value: { _ in _ = probe }) }),
      (
        "take(until:)",
        { source, probe, _ in source.take(until: SignalProducer<(), Never>.never.on(value: { _ = probe })) }
      ),
      ("combineLatest", { source, probe, _ in source.combineLatest(with: SignalProducer(value: probe)).map(\.0) }),
      ("zip", { source, probe, _ in source.zip(with: SignalProducer([probe])).map(\.0) }),
      ("merge", { source, probe, _ in source.merge(with: SignalProducer.never.on(value: { _ in _ = probe })) }),
      ("sample", { source, probe, _ in source.sample(on: SignalProducer<(), Never>.never.on(value: { _ = probe })) }),
      ("withLatest", { source, probe, _ in source.withLatest(from: SignalProducer(value: probe)).map(\.0) }),
      (
        "flatten latest",
        { source, probe, _ in
          source.flatMap(.latest) { v in SignalProducer<Int, TestError>(value: v).on(value: { _ in _ = probe }) }
        }
      ),
      (
        "flatten merge",
        { source, probe, _ in
          source.flatMap(.merge) { _ in SignalProducer<Int, TestError>.never.on(value: { _ in _ = probe }) }
        }
      ),
      (
        "flatten concat",
        { source, probe, _ in
          source.flatMap(.concat) { _ in SignalProducer<Int, TestError>.never.on(value: { _ in _ = probe }) }
        }
      ),
      (
        "flatten race",
        { source, probe, _ in
          source.flatMap(.race) { _ in SignalProducer<Int, TestError>.never.on(value: { _ in _ = probe }) }
        }
      ),
      ("then", { source, probe, _ in source.then(SignalProducer<Int, TestError>.never.on(value: { _ in _ = probe })) }),
      ("concat", { source, probe, _ in source.concat(SignalProducer.never.on(value: { _ in _ = probe })) }),
      (
        "delay",
        { source, probe, scheduler in
          source.holding(probe).delay(10, on: scheduler)
        }
      ),
      (
        "debounce",
        { source, probe, scheduler in
          source.holding(probe).debounce(10, on: scheduler)
        }
      ),
      (
        "throttle",
        { source, probe, scheduler in
          source.holding(probe).throttle(10, on: scheduler)
        }
      ),
      (
        "timeout",
        { source, probe, scheduler in
          source.holding(probe).timeout(after: 10, raising: TestError(0), on: scheduler)
        }
      ),
      (
        "observe(on:)",
        { source, probe, scheduler in
          source.holding(probe).observe(on: scheduler)
        }
      ),
      (
        "start(on:)",
        { source, probe, scheduler in
          source.holding(probe).start(on: scheduler)
        }
      ),
      (
        "collect(every:)",
        { source, probe, scheduler in
          source.holding(probe).collect(every: .seconds(1), on: scheduler).map { $0.count }
        }
      ),
      (
        "retry",
        { source, probe, scheduler in
          source.holding(probe).retry(upTo: 2, interval: 1, on: scheduler)
        }
      ),
      (
        "replayLazily",
        { source, probe, _ in
          source.holding(probe).replayLazily(upTo: 1)
        }
      ),
      (
        "lift",
        { source, probe, _ in
          source.lift {
            $0.map {
              _ = probe
              return $0
            }
          }
        }
      ),
    ]
  }

  /// Runs every family: starts the chain with an observer that holds a probe, sends a value,
  /// ends the start with `end`, and expects every probe released.
  private func expectEveryFamilyReleases(
    _ what: String, end: (Signal<Int, TestError>.Observer, Disposable) -> Void
  ) {
    for (name, chain) in Self.families {
      let counter = LiveObjectCounter()
      let scheduler = TestScheduler()
      let (signal, input) = Signal<Int, TestError>.pipe()
      do {
        let producer = chain(SignalProducer(signal), counter.probe(name), scheduler)
        let observerProbe = counter.probe("\(name) observer")
        let disposable = producer.start { _ in _ = observerProbe }
        input.send(value: 1)
        scheduler.advance(by: 1)
        end(input, disposable)
      }
      scheduler.run()
      #expect(counter.liveLabels == [], "\(name) leaked after \(what)")
      withExtendedLifetime(input) {}
    }
  }

  @Test("disposing a start releases everything the chain captured, for every operator family")
  func disposalReleases() {
    expectEveryFamilyReleases("disposal") { _, disposable in disposable.dispose() }
  }

  @Test("a source's failure releases everything the chain captured, for every family")
  func terminationReleases() {
    expectEveryFamilyReleases("failure") { input, _ in input.send(error: TestError(1)) }
  }

  @Test("signal operators detach from their source when their last observer leaves")
  func signalChainsDetach() {
    let counter = LiveObjectCounter()
    let (signal, input) = Signal<Int, Never>.pipe()
    let probe = counter.probe("map closure")
    let disposable =
      signal
      .map {
        _ = probe
        return $0
      }
      .filter { _ in true }
      .combineLatest(with: Signal<Int, Never>.never)
      .observeValues { _ in }
    _ = consume probe
    #expect(counter.liveCount == 1)
    disposable?.dispose()
    #expect(counter.liveLabels == [])
    withExtendedLifetime(input) {}
  }

  @Test("properties, actions and bindings leave nothing alive after their owners go")
  func propertiesActionsBindings() {
    let counter = LiveObjectCounter()
    do {
      let property = MutableProperty(0)
      counter.watch(property, "property")
      let composed = property.map { $0 + 1 }.combineLatest(with: property).skipRepeats { _, _ in false }
      counter.watch(composed, "composed")
      let target = MutableProperty(0)
      counter.watch(target, "target")
      target <~ composed.map(\.0)
      let action = Action<Int, Int, TestError>(state: property) { state, input in SignalProducer(value: state + input) }
      counter.watch(action, "action")
      action.apply(1).start()
      property.value = 5
      #expect(target.value == 6)
    }
    #expect(counter.liveLabels == [])
  }
}

extension SignalProducer {
  /// Passes values through a closure that holds `probe`, so the chain keeps it alive.
  fileprivate func holding(_ probe: LiveObjectCounter.Probe) -> SignalProducer {
    map { value in
      withExtendedLifetime(probe) {}
      return value
    }
  }
}
