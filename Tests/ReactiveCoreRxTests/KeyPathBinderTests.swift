import ReactiveCoreRx
import Testing

/// An object with plain properties and no Rx extension of its own.
private final class Thermometer: ReactiveCompatible {
  var reading = 0
  var label: String? = "none"
}

/// Every writable property is a binder (RxSwift 6's `Reactive` dynamic member lookup).
@MainActor
@Suite struct KeyPathBinderTests {
  @Test func anyWritablePropertyBindsWithoutAnExtension() {
    let thermometer = Thermometer()
    let bag = DisposeBag()
    Observable.of(18, 21).bind(to: thermometer.rx.reading).disposed(by: bag)
    #expect(thermometer.reading == 21)
    Observable.just("warm").bind(to: thermometer.rx.label).disposed(by: bag)
    #expect(thermometer.label == "warm", "a String binds to a String? property")
  }

  @Test func theBinderHoldsItsObjectWeakly() {
    var thermometer: Thermometer? = Thermometer()
    let readings = PublishSubject<Int>()
    let subscription = readings.bind(to: thermometer!.rx.reading)
    weak let released = thermometer
    thermometer = nil
    #expect(released == nil)
    readings.onNext(5)
    subscription.dispose()
  }

  @Test func aBinderWithASchedulerAppliesThere() {
    let thermometer = Thermometer()
    let scheduler = HistoricalScheduler()
    let binder = Binder(thermometer, scheduler: scheduler) { thermometer, reading in thermometer.reading = reading }
    _ = Observable.just(30).bind(to: binder)
    #expect(thermometer.reading == 0, "not before the scheduler runs")
    scheduler.start()
    #expect(thermometer.reading == 30)
  }
}
