import Foundation
import ReactiveCoreRx
import Testing

@Suite struct SelectionOperatorTests {
  @Test func singleSendsTheOnlyElementAtOnceAndFailsOnASecondOrNone() {
    let source = PublishSubject<Int>()
    let recorder = RxRecorder<Int>()
    _ = source.single().subscribe(recorder)
    source.onNext(1)
    #expect(recorder.events == [.next(1)])  // sent as soon as it arrives
    source.onNext(2)
    #expect(recorder.events == [.next(1), .error(RxError.moreThanOneElement.description)])
    let empty = RxRecorder<Int>()
    _ = Observable<Int>.empty().single().subscribe(empty)
    #expect(empty.events == [.error(RxError.noElements.description)])
  }

  @Test func singleWithAPredicateLooksOnlyAtTheElementsItAccepts() {
    let recorder = RxRecorder<Int>()
    _ = Observable.of(1, 2, 3, 5).single { $0 % 2 == 0 }.subscribe(recorder)
    #expect(recorder.events == [.next(2), .completed])
  }

  struct Beer: Equatable, Decodable {
    let name: String
    let abv: Double
  }

  @Test func distinctUntilChangedAtAKeyPathComparesThatProperty() {
    let recorder = RxRecorder<Beer>()
    let beers = [
      Beer(name: "Buzz", abv: 4.5), Beer(name: "Buzz", abv: 5.0), Beer(name: "Punk IPA", abv: 5.6),
      Beer(name: "Buzz", abv: 4.5),
    ]
    _ = Observable.from(beers).distinctUntilChanged(at: \.name).subscribe(recorder)
    #expect(recorder.elements.map(\.name) == ["Buzz", "Punk IPA", "Buzz"])
    #expect(recorder.elements.first?.abv == 4.5)  // the first of a run is kept
  }

  @Test func decodeTurnsDataIntoValuesAndMalformedDataIntoTheDecodersError() {
    let recorder = RxRecorder<Beer>()
    let good = Data(#"{"name": "Buzz", "abv": 4.5}"#.utf8)
    let bad = Data(#"{"name": "Buzz"}"#.utf8)
    _ = Observable.of(good, bad, good).decode(type: Beer.self, decoder: JSONDecoder()).subscribe(recorder)
    #expect(recorder.elements == [Beer(name: "Buzz", abv: 4.5)])
    #expect(recorder.events.count == 2)
    #expect(recorder.events.last?.description.contains("abv") == true, "\(recorder.events)")
  }

  @Test func groupBySendsEachGroupBeforeItsFirstElementAndEndsThemAll() {
    let source = PublishSubject<String>()
    var groups: [String: RxRecorder<String>] = [:]
    var keys: [String] = []
    let outer = RxRecorder<String>()
    _ = source.groupBy { String($0.prefix(1)) }
      .subscribe(
        onNext: { group in
          keys.append(group.key)
          let recorder = RxRecorder<String>()
          groups[group.key] = recorder
          _ = group.subscribe(recorder)
        },
        onError: { outer.on(.error($0)) },
        onCompleted: { outer.on(.completed) })
    for name in ["Punk IPA", "Buzz", "Pale Ale", "Bramling X"] { source.onNext(name) }
    source.onCompleted()
    #expect(keys == ["P", "B"])
    #expect(groups["P"]?.events == [.next("Punk IPA"), .next("Pale Ale"), .completed])
    #expect(groups["B"]?.events == [.next("Buzz"), .next("Bramling X"), .completed])
    #expect(outer.events == [.completed])
  }

  @Test func groupByFailsEveryGroupWhenTheKeySelectorThrows() {
    var group: RxRecorder<Int>?
    let outer = RxRecorder<String>()
    _ = Observable.of(1, -1, 2)
      .groupBy { value throws -> Bool in
        guard value >= 0 else { throw RxTestError("negative") }
        return value % 2 == 0
      }
      .subscribe(
        onNext: { grouped in
          let recorder = RxRecorder<Int>()
          group = recorder
          _ = grouped.subscribe(recorder)
        },
        onError: { outer.on(.error($0)) })
    #expect(group?.events == [.next(1), .error("negative")])
    #expect(outer.events == [.error("negative")])
  }

  @Test func theGroupsOutliveTheGroupingAndHoldTheSourceAsInRxSwift() {
    let source = PublishSubject<Int>()
    var groups: [Int: RxRecorder<Int>] = [:]
    var groupSubscriptions: [Int: ReactiveCoreRx.Disposable] = [:]
    let subscription = source.groupBy { $0 % 3 }
      .subscribe(onNext: { grouped in
        let recorder = RxRecorder<Int>()
        groups[grouped.key] = recorder
        groupSubscriptions[grouped.key] = grouped.subscribe(recorder)
      })
    source.onNext(1)
    source.onNext(2)
    subscription.dispose()
    source.onNext(4)  // the group of 1 goes on
    source.onNext(3)  // a new key: no group is sent any more
    #expect(groups.keys.sorted() == [1, 2])
    #expect(groups[1]?.events == [.next(1), .next(4)])
    #expect(source.hasObservers, "the groups' subscriptions hold the source")
    groupSubscriptions[1]?.dispose()
    source.onNext(5)
    #expect(groups[2]?.events == [.next(2), .next(5)], "one group's disposal leaves the others alone")
    groupSubscriptions[2]?.dispose()
    #expect(!source.hasObservers, "let go with the last subscription")

    let ending = PublishSubject<Int>()
    var ended: RxRecorder<Int>?
    let outer = ending.groupBy { $0 }.subscribe(onNext: { grouped in
      let recorder = RxRecorder<Int>()
      ended = recorder
      _ = grouped.subscribe(recorder)
    })
    ending.onNext(7)
    outer.dispose()
    ending.onCompleted()
    #expect(ended?.events == [.next(7), .completed], "a group outliving the grouping ends with the source")
  }
}
