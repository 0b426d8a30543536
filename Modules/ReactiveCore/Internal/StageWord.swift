/// A value of a fused chain in a register: the bytes of a value that fits in 8 bytes and needs
/// no cleanup (an `Int`, a `Double`, a `Bool`, a small enum or struct of such), so moving it is
/// copying its bytes and dropping it is forgetting them.
///
/// When every value a chain carries is a word, its steps pass the value in a register
/// (`StageWordRun`) instead of through two stack slots, where each step loaded what the step
/// before had just stored. Measured side by side on 2026-11-24 (plain build, three runs each):
/// C1 16 maps 36.9-37.4 ns through slots, 32.0-33.5 as words; C1v 16 maps 65-73 and 57-67;
/// C1v 4 maps 29 and 24-25; B1 16.8-17.6 and 16.3-16.6.
@usableFromInline
typealias StageWord = UInt64

/// One step of a fused chain of words: the value comes in and goes out in a register; nil
/// means the step dropped it.
@usableFromInline
typealias StageWordRun = (_ input: StageWord) -> StageWord?

extension StageWord {
  /// Whether values of `T` travel as words. (`_isPOD`: whether `T` is bitwise copyable and
  /// needs no destruction; the `BitwiseCopyable` protocol cannot be asked at run time.)
  @inlinable
  static func canHold<T>(_: T.Type) -> Bool {
    _isPOD(T.self) && MemoryLayout<T>.size <= MemoryLayout<StageWord>.size
      && MemoryLayout<T>.alignment <= MemoryLayout<StageWord>.alignment
  }

  /// The word step of a step on values that are not words, which is never called.
  @inlinable
  static func unused(_: StageWord) -> StageWord? {
    preconditionFailure("a word step called on a chain that does not carry words")
  }

  /// The word holding `value` (`canHold(T.self)` must be true).
  ///
  /// The `_withUnprotected…` forms take the local's address without a stack protector: with
  /// `withUnsafeMutableBytes(of:)` every step of a chain set and checked a stack canary (four
  /// more instructions around a one-instruction map). Nothing here indexes past the word.
  @inlinable
  init<T>(holding value: T) {
    assert(Self.canHold(T.self), "a stage word holds only values of 8 bytes or less that need no cleanup")
    self = 0
    _withUnprotectedUnsafeMutablePointer(to: &self) { UnsafeMutableRawPointer($0).storeBytes(of: value, as: T.self) }
  }

  /// The value of type `T` this word holds.
  @inlinable
  func held<T>(as _: T.Type = T.self) -> T {
    assert(Self.canHold(T.self), "a stage word holds only values of 8 bytes or less that need no cleanup")
    var word = self
    return _withUnprotectedUnsafePointer(to: &word) { UnsafeRawPointer($0).load(as: T.self) }
  }
}
