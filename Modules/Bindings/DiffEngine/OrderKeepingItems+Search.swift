extension OrderKeepingItems {
  /// How many of the last tails are searched on their own before the whole run is.
  @usableFromInline static var nearEnd: Int { 16 }

  /// How many of the `count` ascending values at `sorted` are below `value` (the index of the
  /// first one at or above it). `count` > 0.
  ///
  /// Branch-free: each step picks the lower or upper half with a conditional move, so a shuffled
  /// list, whose comparisons go either way at random, costs no mispredicted branches (they were
  /// 73% of a shuffled diff's, about 5 an item: D2 in BENCHMARKS.md). The steps are written out
  /// rather than looped because LLVM's x86 backend turns a conditional move carried around a
  /// loop back into a branch; straight-line ones stay. Each written-out step runs only for a
  /// window larger than its size: a branch that goes the same way item after item.
  /// Runs longer than 2^20 take a loop for their first steps.
  ///
  /// The search starts from the largest power of two `p` not above `count`: if the value at
  /// `p - 1` is below `value`, the answer is in the last `p + 1` positions, else in the first;
  /// then it halves the window `log2(p)` times.
  @inlinable @inline(__always)
  static func count(below value: Int32, in sorted: UnsafeMutablePointer<Int32>, count: Int) -> Int {
    let levels = Int.bitWidth &- 1 &- count.leadingZeroBitCount
    let window = 1 &<< levels
    var base = sorted[window &- 1] < value ? count &- window : 0
    @inline(__always) func halve(to half: Int) {
      base = sorted[base &+ half &- 1] < value ? base &+ half : base
    }
    var half = window &>> 1
    while half >= 1 &<< 20 {
      halve(to: half)
      half &>>= 1
    }
    if levels > 19 { halve(to: 1 &<< 19) }
    if levels > 18 { halve(to: 1 &<< 18) }
    if levels > 17 { halve(to: 1 &<< 17) }
    if levels > 16 { halve(to: 1 &<< 16) }
    if levels > 15 { halve(to: 1 &<< 15) }
    if levels > 14 { halve(to: 1 &<< 14) }
    if levels > 13 { halve(to: 1 &<< 13) }
    if levels > 12 { halve(to: 1 &<< 12) }
    if levels > 11 { halve(to: 1 &<< 11) }
    if levels > 10 { halve(to: 1 &<< 10) }
    if levels > 9 { halve(to: 1 &<< 9) }
    if levels > 8 { halve(to: 1 &<< 8) }
    if levels > 7 { halve(to: 1 &<< 7) }
    if levels > 6 { halve(to: 1 &<< 6) }
    if levels > 5 { halve(to: 1 &<< 5) }
    if levels > 4 { halve(to: 1 &<< 4) }
    if levels > 3 { halve(to: 1 &<< 3) }
    if levels > 2 { halve(to: 1 &<< 2) }
    if levels > 1 { halve(to: 1 &<< 1) }
    if levels > 0 { halve(to: 1 &<< 0) }
    return sorted[base] < value ? base &+ 1 : base
  }
}
