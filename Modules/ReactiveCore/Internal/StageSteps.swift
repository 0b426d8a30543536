/// One step of a fused chain as the chain runs it: moves its input value out of `input` and,
/// unless it drops the value (a `filter` saying no), initializes `output` with its result and
/// returns `true`. Both pointers are slots of the chain's scratch (see `StageSteps`). Each step
/// reads its own input type: the types line up by construction (a step of `Input` only ever
/// follows a step or a source of `Input`).
///
/// The closure type names no generic parameter, so generic code hands it on without
/// reabstraction thunks; each step is made where its operator was called, specialized for the
/// caller's types.
@usableFromInline
typealias StageRun = (_ input: UnsafeMutableRawPointer, _ output: UnsafeMutableRawPointer) -> Bool

/// Receives the value a chain produced, moving it out of its slot: the send to the signal or the
/// observer at the end of the chain.
@usableFromInline
typealias StageSink = (UnsafeMutableRawPointer) -> Void

/// Holds one step, so a chain can call it through an unretained reference.
@usableFromInline
final class StageRunBox {
  @usableFromInline let run: StageRun
  /// The same step on word-sized values; only called when `runsWords`. (Not an optional: an
  /// optional closure is held at the generic abstraction, and each call went through thunks.)
  @usableFromInline let wordRun: StageWordRun
  /// Whether the step's input and output types are both `StageWord`s.
  @usableFromInline let runsWords: Bool

  @usableFromInline init(_ run: @escaping StageRun, word wordRun: @escaping StageWordRun, runsWords: Bool) {
    self.run = run
    self.wordRun = wordRun
    self.runsWords = runsWords
  }
}

/// The steps of one stage in order (one operator's, or several fused) and the scratch they need.
///
/// A list run by a loop, not closures calling each other: when each step called the next, the
/// call stack grew by a frame per step, and past about 14 steps returns were mispredicted (in C1
/// the 15th and 16th maps cost 7.7 ns each against 3.5 for the ones before, the 21st to 24th
/// 9 ns). A loop keeps every step's cost the same at any chain length. Values move between two
/// slots of stack scratch; each step empties its input slot, so nothing is left to clean up
/// when a step drops the value. When every value is a `StageWord`, they move in a register
/// instead (each step's `wordRun`).
@usableFromInline
final class StageSteps {
  @usableFromInline let runs: ContiguousArray<Unmanaged<StageRunBox>>
  /// Bytes in one slot: the largest stride of any value the chain carries, rounded up to
  /// `slotAlignment`.
  @usableFromInline let slotSize: Int
  /// The largest alignment of any value the chain carries.
  @usableFromInline let slotAlignment: Int
  /// Whether every step runs words: every value the chain carries is a `StageWord`.
  @usableFromInline let carriesWords: Bool

  /// One step taking `Input` values to `Output` values, through slots (`run`) or, when both
  /// types are `StageWord`s, in a register (`wordRun`, never called otherwise).
  /// `wordRun` is made only when used, so a step on other values allocates nothing for it.
  @inlinable
  convenience init<Input, Output>(
    from _: Input.Type, to _: Output.Type, _ run: @escaping StageRun,
    word wordRun: @autoclosure () -> StageWordRun
  ) {
    let runsWords = StageWord.canHold(Input.self) && StageWord.canHold(Output.self)
    self.init(
      runs: [.passRetained(StageRunBox(run, word: runsWords ? wordRun() : StageWord.unused, runsWords: runsWords))],
      slotSize: Swift.max(MemoryLayout<Input>.stride, MemoryLayout<Output>.stride),
      slotAlignment: Swift.max(MemoryLayout<Input>.alignment, MemoryLayout<Output>.alignment))
  }

  /// Takes over one retain of each of `runs`.
  @usableFromInline
  init(runs: ContiguousArray<Unmanaged<StageRunBox>>, slotSize: Int, slotAlignment: Int) {
    self.runs = runs
    self.carriesWords = runs.allSatisfy { $0.takeUnretainedValue().runsWords }
    self.slotAlignment = slotAlignment
    self.slotSize = (slotSize + slotAlignment - 1) / slotAlignment * slotAlignment
  }

  deinit {
    for run in runs { run.release() }
  }

  /// These steps, then `next`'s.
  @usableFromInline
  func followed(by next: StageSteps) -> StageSteps {
    var joined = runs
    joined.append(contentsOf: next.runs)
    for run in joined { _ = run.retain() }
    return StageSteps(
      runs: joined, slotSize: Swift.max(slotSize, next.slotSize),
      slotAlignment: Swift.max(slotAlignment, next.slotAlignment))
  }

  /// The steps before `boundary` and the steps from it on, each half with this list's slot size
  /// (large enough for every value either half carries). For putting a bypassed signal back
  /// between the two (see `StageBypass`).
  @usableFromInline
  func split(at boundary: Int) -> (front: StageSteps, back: StageSteps) {
    for run in runs { _ = run.retain() }
    return (
      StageSteps(runs: ContiguousArray(runs[..<boundary]), slotSize: slotSize, slotAlignment: slotAlignment),
      StageSteps(runs: ContiguousArray(runs[boundary...]), slotSize: slotSize, slotAlignment: slotAlignment)
    )
  }

  /// Runs the steps for `value`, then hands the result, if no step dropped it, to `sink`.
  @inlinable
  func send<Input>(_ value: Input, to sink: StageSink) {
    if StageWord.canHold(Input.self) && carriesWords {
      guard var word = runWords(from: StageWord(holding: value)) else { return }
      _withUnprotectedUnsafeMutablePointer(to: &word) { sink(UnsafeMutableRawPointer($0)) }
      return
    }
    sendThroughSlots(value, to: sink)
  }

  /// `send` for a chain whose values are not all words: through two slots of stack scratch.
  /// Out of line, so the stack protector its scratch needs is not set and checked on every
  /// value of a chain of words (four instructions, and a load of the thread's canary).
  @inlinable @inline(never)
  func sendThroughSlots<Input>(_ value: Input, to sink: StageSink) {
    withUnsafeTemporaryAllocation(byteCount: 2 * slotSize, alignment: slotAlignment) { scratch in
      let slot = scratch.baseAddress!
      slot.putStageValue(value)
      if let result = run(from: slot, spare: slot + slotSize) { sink(result) }
    }
  }

  /// Runs the steps' `wordRun`s on `word` (only when `carriesWords`). Returns the result, or nil
  /// if a step dropped the value.
  @inlinable @inline(__always)
  func runWords(from word: StageWord) -> StageWord? {
    var word = word
    return runs.withUnsafeBufferPointer { runs in
      for run in runs {
        guard let next = run._withUnsafeGuaranteedRef({ $0.wordRun(word) }) else { return nil }
        word = next
      }
      return word
    }
  }

  /// Runs the steps on the value in `slot`, using `spare` as the other slot. Returns the slot
  /// holding the result, or nil if a step dropped the value.
  @inlinable @inline(__always)
  func run(from slot: UnsafeMutableRawPointer, spare: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    var input = slot
    var output = spare
    return runs.withUnsafeBufferPointer { runs in
      for run in runs {
        guard run._withUnsafeGuaranteedRef({ $0.run(input, output) }) else { return nil }
        swap(&input, &output)
      }
      return input
    }
  }
}

extension UnsafeMutableRawPointer {
  /// Moves the stage value of type `T` out of this slot (see `StageRun`). A value without
  /// cleanup is loaded as raw bytes, since it may sit in a `StageWord` rather than a slot bound
  /// to `T` (the last step of a chain of words hands its result to the sink that way).
  @inlinable
  func takeStageValue<T>(_: T.Type = T.self) -> T {
    _isPOD(T.self) ? load(as: T.self) : assumingMemoryBound(to: T.self).move()
  }

  /// Initializes this slot with `value` (see `StageRun`).
  @inlinable
  func putStageValue<T>(_ value: T) {
    bindMemory(to: T.self, capacity: 1).initialize(to: value)
  }
}
