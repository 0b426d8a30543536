@testable import ReactiveCore
import Testing

/// Each internal invariant of the core (see `Modules/ReactiveCore/Internal/README.md`) broken on
/// purpose, in a child process: a debug build stops at the line that broke it. (Every other test
/// of the suite runs with these checks on and passes them.)
@Suite("Core invariants are checked")
struct InvariantCheckTests {
  #if DEBUG
    @Test("a signal's observers touched outside its drain stop the process")
    func observersOutsideTheDrain() async {
      await #expect(processExitsWith: .failure) {
        let (signal, _) = Signal<Int, Never>.pipe()
        signal.core.deliver(.value(1))
      }
    }

    @Test("a splice while an event is being delivered stops the process")
    func spliceDuringDelivery() async {
      await #expect(processExitsWith: .failure) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let mapped = signal.map { $0 + 1 }
        mapped.observeValues { _ in mapped.core.spliceIfSingleStage() }
        input.send(value: 1)
      }
    }

    @Test("a stage word asked to hold a value that is not a word stops the process")
    func wordHoldingAString() async {
      await #expect(processExitsWith: .failure) {
        _ = StageWord(holding: "more than a word, with a reference to release")
      }
    }

    @Test("a relay's downstream used outside its drain stops the process")
    func relayOutsideTheDrain() async {
      await #expect(processExitsWith: .failure) {
        let relay = EventRelay<Int, Never>(handler: .values { _ in })
        relay.process(.value(1))
      }
    }

    @Test("a loop's state reduced outside its drain stops the process")
    func loopOutsideTheDrain() async {
      await #expect(processExitsWith: .failure) {
        let loop = LoopCore<Int, Int>(initial: 0, reduce: { $0 += $1 })
        loop.process(1, token: nil)
      }
    }

    @Test("the same calls made the supported way pass the checks")
    func supportedCallsPass() {
      let (signal, input) = Signal<Int, Never>.pipe()
      var seen: [Int] = []
      signal.map { $0 + 1 }.observeValues { seen.append($0) }
      input.send(value: 1)
      #expect(seen == [2])
      #expect(StageWord(holding: 42).held(as: Int.self) == 42)
    }
  #endif
}
