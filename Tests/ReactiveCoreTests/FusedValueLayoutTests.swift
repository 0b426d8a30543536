// Testable: a fused chain's internal shape (its stage, its steps, whether they carry words) is
// not public.
@testable import ReactiveCore
import ReactiveCoreTesting
import Testing

/// A fused chain moves values of any size and alignment between its steps, through two slots of
/// scratch or, when every value fits a word, in a register (`StageSteps`, `StageWord`): each
/// value arrives with its bytes as they went in, and each reference is released once.
@Suite("Fused chains carry values of every layout")
struct FusedValueLayoutTests {
  @Test("a long fused chain carries values of every size and alignment, and releases each once")
  func longChainOfMixedTypes() {
    let counter = LiveObjectCounter()
    let (source, input) = Signal<Int, Never>.pipe()
    // Built in a function, so no intermediate is referenced once it returns.
    func longChain() -> Signal<String, Never> {
      var chain = source.map { Int8($0) }.map { "value \($0)" }
      for _ in 0..<8 { chain = chain.map { $0 + "!" }.map { String($0.dropLast()) } }
      return
        chain
        .map { counter.probe($0) }  // a reference, released when the chain is done with it
        .filter { !$0.label.hasSuffix("3") }  // dropped values are released too
        .map { ($0.label.count, $0.label, SIMD4<Double>(1, 2, 3, 4), $0) }  // 16-byte alignment
        .compactMap { (length, label, vector, _) in length > 0 ? label + " \(vector.sum())" : nil }
    }
    let end = longChain()
    let stage = end.core.feed as? ValueStage<Int, String, Never>
    #expect(stage?.observation?.core === source.core)
    #expect(stage?.steps.runs.count == 22)
    let recorder = end.record()
    for value in 1...5 { input.send(value: value) }
    #expect(recorder.values == ["value 1 10.0", "value 2 10.0", "value 4 10.0", "value 5 10.0"])
    #expect(counter.liveLabels == [])
    #expect(stage?.steps.carriesWords == false)
  }

  /// A value of fewer than 8 bytes with padding: its bytes must come through as they went in.
  struct Packed: Equatable {
    var low: UInt16
    var flag: Bool
    var high: Int32
  }

  enum Direction { case up, down }

  @Test("a fused chain of values of at most a word carries each type's bytes and drops what filters drop")
  func chainOfWordSizedValues() {
    let (source, input) = Signal<Int, Never>.pipe()
    func wordChain() -> Signal<Packed, Never> {
      source
        .map { (value: Int) -> Int8 in Int8(truncatingIfNeeded: value) }
        .filter { (value: Int8) -> Bool in value != 3 }
        .map { (value: Int8) -> Double in Double(value) / 4 }
        .compactMap { (value: Double) -> Double? in value < 2 ? value : nil }  // drops 8 and 9
        .map { (value: Double) -> (Double, Direction) in (value * 4, value > 1 ? .up : .down) }  // 9 bytes
        .map { (pair: (Double, Direction)) -> Float in Float(pair.0) * (pair.1 == .up ? -1 : 1) }
        .map { (value: Float) -> Packed in
          Packed(low: UInt16(abs(value)), flag: value < 0, high: Int32(value) * 1_000_000)
        }
    }
    let end = wordChain()
    let stage = end.core.feed as? ValueStage<Int, Packed, Never>
    #expect(stage?.observation?.core === source.core)
    #expect(stage?.steps.carriesWords == false)  // the (Double, Direction) step takes slots

    func wordsOnly() -> Signal<Packed, Never> {
      source
        .map { (value: Int) -> Int8 in Int8(truncatingIfNeeded: value) }
        .filter { (value: Int8) -> Bool in value != 3 }
        .map { (value: Int8) -> Double in Double(value) / 4 }
        .compactMap { (value: Double) -> Double? in value < 2 ? value : nil }
        .map { (value: Double) -> Direction in value > 1 ? .up : .down }
        .map { (direction: Direction) -> Packed in
          Packed(low: direction == .up ? 1 : 0, flag: direction == .up, high: -7)
        }
    }
    let words = wordsOnly()
    let wordStage = words.core.feed as? ValueStage<Int, Packed, Never>
    #expect(wordStage?.observation?.core === source.core)
    #expect(wordStage?.steps.carriesWords == true)

    let mixed = end.record()
    let recorded = words.record()
    for value in [1, 3, 5, 8, 9, 260] { input.send(value: value) }  // 260 truncates to Int8 4
    #expect(
      mixed.values == [
        Packed(low: 1, flag: false, high: 1_000_000), Packed(low: 5, flag: true, high: -5_000_000),
        Packed(low: 4, flag: false, high: 4_000_000),
      ])
    let down = Packed(low: 0, flag: false, high: -7)
    #expect(recorded.values == [down, Packed(low: 1, flag: true, high: -7), down])
  }

  @Test("a fused chain through values of no size (taps as Void) delivers each one")
  func chainThroughVoid() {
    let (taps, input) = Signal<Int, Never>.pipe()
    func tapCounts() -> Signal<Int8?, Never> {
      taps
        .filter { (tap: Int) -> Bool in tap != 2 }
        .map { (_: Int) -> Void in () }
        .map { (_: Void) -> Int8? in 7 }
    }
    let counts = tapCounts()
    #expect((counts.core.feed as? ValueStage<Int, Int8?, Never>)?.steps.carriesWords == true)
    let recorder = counts.record()
    for tap in 1...3 { input.send(value: tap) }
    #expect(recorder.values == [7, 7])
  }
}
