import ReactiveCore
import ReactiveCoreTesting
import Testing

/// The code of `ReactiveCore.docc/TestingViewModels.md`.
@Suite struct TestingViewModelsArticle {
  @Test func virtualTime() {
    // snippet: virtual time
    let scheduler = TestScheduler()
    let (queries, input) = Signal<String, Never>.pipe()
    let searches = queries.debounce(0.3, on: scheduler).record()
    input.send(value: "i")
    input.send(value: "ip")
    scheduler.advance(by: 0.2)
    input.send(value: "ipa")
    scheduler.advance(by: 0.3)
    expectValues(searches, ["ipa"])
    // end snippet
  }

  // snippet: a loop
  struct Names: Equatable {
    var isLoading = false
    var names: [String] = []
  }

  enum NamesEvent: Equatable {
    case load
    case loaded([String])
  }

  static func reduce(_ state: inout Names, _ event: NamesEvent) {
    switch event {
    case .load: state.isLoading = true
    case let .loaded(names):
      state.isLoading = false
      state.names = names
    }
  }
  // end snippet

  @Test func aLoopStepByStep() {
    // snippet: loop tester
    let tester = LoopTester(initial: Names(), reduce: Self.reduce) { scheduler in
      [
        Feedback(whenBecomesTrue: \.isLoading) { _ in
          SignalProducer(value: NamesEvent.loaded(["Emily", "Michael"])).delay(1, on: scheduler)
        }
      ]
    }
    tester.send(.load) { $0.isLoading = true }
    tester.advance(by: 1)
    tester.receive(.loaded(["Emily", "Michael"])) {
      $0.isLoading = false
      $0.names = ["Emily", "Michael"]
    }
    tester.finish()
    // end snippet
  }
}
