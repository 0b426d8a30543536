import ClientSupport
import ReactiveCoreRx

/// The workloads of `Workloads` (B1-B5) written as RxSwift code ported to ReactiveCoreRx
/// writes them: subjects and relays for pipes and properties, `subscribe(onNext:)` for observers.
/// The instruction counter holds each one, so a dialect operator that falls back to code compiled
/// once for every type (a type-metadata lookup at each step) fails it several times over.
enum RxWorkloads {
  /// Every workload by id, with the size the count uses (the operations of one run).
  static let all: [Workload] = [
    ("RX1", 20_000, r1),
    ("RX2", 5_000, r2),
    ("RX3", 2_000, r3),
    ("RX4", 20_000, r4),
    ("RX5", 2_000, r5),
    ("RX6", 20_000, r6),
    ("RX7", 20_000, r7),
  ]

  /// RX1 (B1): a `PublishSubject` through `map` and `filter` to one `subscribe(onNext:)`; per
  /// `onNext`.
  static func r1(_ n: Int) -> Int {
    let sink = Sink()
    let subject = PublishSubject<Int>()
    let subscription = subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { sink.sum &+= $0 })
    for i in 0..<n { subject.onNext(i) }
    subscription.dispose()
    return sink.sum
  }

  /// RX2 (B2): `Observable.just` made and subscribed with a summing closure, the subscription
  /// dropped; per subscription. Both closures go through `opaque`, as B2's do.
  static func r2(_ n: Int) -> Int {
    let sink = Sink()
    let makeObservable: (Int) -> Observable<Int> = opaque { Observable.just($0) }
    let onNext: (Int) -> Void = opaque { sink.sum &+= $0 }
    for i in 0..<n { _ = makeObservable(i).subscribe(onNext: onNext) }
    return sink.sum
  }

  /// RX3 (B3): a `BehaviorRelay` with 100 summing subscribers; per `accept`.
  static func r3(_ n: Int) -> Int {
    let sink = Sink()
    let relay = BehaviorRelay(value: 0)
    let bag = DisposeBag()
    for _ in 0..<100 { relay.subscribe(onNext: { sink.sum &+= $0 }).disposed(by: bag) }
    for i in 0..<n { relay.accept(i) }
    return sink.sum
  }

  /// RX4 (B4): two `PublishSubject`s through `Observable.combineLatest` with a summing result
  /// selector, sends alternating; per send.
  static func r4(_ n: Int) -> Int {
    let sink = Sink()
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let subscription = Observable.combineLatest(a, b) { $0 + $1 }.subscribe(onNext: { sink.sum &+= $0 })
    for i in 0..<n {
      if i % 2 == 0 { a.onNext(i) } else { b.onNext(i) }
    }
    subscription.dispose()
    return sink.sum
  }

  /// RX5 (B5): a `PublishSubject` whose elements are each mapped to `Observable.range` of ten,
  /// through `flatMapLatest`; per outer `onNext` (ten inner elements each).
  static func r5(_ n: Int) -> Int {
    let sink = Sink()
    let subject = PublishSubject<Int>()
    let subscription = subject.flatMapLatest { Observable.range(start: $0, count: 10) }
      .subscribe(onNext: { sink.sum &+= $0 })
    for i in 0..<n { subject.onNext(i) }
    subscription.dispose()
    return sink.sum
  }
}

extension RxWorkloads {
  // RX6 and RX7 use value types of their own, so their specializations are not shared with RX1-RX5
  // (see the client's other executable: sharing moved counts there).

  /// RX6 (T1): a `PublishSubject` through operators with state of their own,
  /// `distinctUntilChanged()` and `scan`, to one `subscribe(onNext:)`; per `onNext`.
  static func r6(_ n: Int) -> Int {
    let sink = Sink()
    let subject = PublishSubject<Int16>()
    let subscription = subject.distinctUntilChanged().scan(UInt32(0)) { $0 &+ UInt32(truncatingIfNeeded: $1) }
      .subscribe(onNext: { sink.sum &+= Int($0) })
    for i in 0..<n { subject.onNext(Int16(truncatingIfNeeded: i)) }
    subscription.dispose()
    return sink.sum
  }

  /// RX7: a view model's output as RxCocoa code writes it: a `BehaviorRelay` as a `Driver`,
  /// through `map`, to `drive(onNext:)` (on the main thread, where the main scheduler delivers at
  /// once); per `accept`.
  static func r7(_ n: Int) -> Int {
    let sink = Sink()
    let relay = BehaviorRelay(value: UInt8(0))
    let subscription = relay.asDriver().map { Int($0) &+ 1 }.drive(onNext: { sink.sum &+= $0 })
    for i in 0..<n { relay.accept(UInt8(truncatingIfNeeded: i)) }
    subscription.dispose()
    return sink.sum
  }
}

/// Where the subscribers add their elements.
final class Sink {
  var sum = 0
}

/// Hides a value from the optimizer, so nothing is folded across it.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }
