import Bindings
import BindingsTesting
import Foundation
import ReactiveCore
import Testing

/// Bond's and ReactiveKit's spellings on ReactiveCore's sources, and RxCocoa's
/// `cellIdentifier` shape for binding a list.
@MainActor
@Suite struct DialectNamesTests {
  @Test func aSafeSignalIsColdAndObservedWithObserveNext() {
    var runs = 0
    let numbers = SafeSignal<Int> { observer, _ in
      runs += 1
      observer.send(value: 1)
      observer.send(value: 2)
      observer.sendCompleted()
    }
    var seen: [Int] = []
    var completed = false
    numbers.observeNext { seen.append($0) }
    numbers.observeCompleted { completed = true }
    #expect(seen == [1, 2])
    #expect(completed)
    #expect(runs == 2, "each observation runs it, as a ReactiveKit signal")
  }

  @Test func flatMapLatestForwardsOnlyTheLatestInner() {
    let (queries, query) = Signal<String, Never>.pipe()
    let (firstAnswers, firstAnswer) = Signal<String, Never>.pipe()
    let (secondAnswers, secondAnswer) = Signal<String, Never>.pipe()
    var shown: [String] = []
    queries.flatMapLatest { text in SignalProducer(text == "a" ? firstAnswers : secondAnswers) }
      .observeNext { shown.append($0) }
    query.send(value: "a")
    firstAnswer.send(value: "a1")
    query.send(value: "b")
    firstAnswer.send(value: "a2: too late")
    secondAnswer.send(value: "b1")
    #expect(shown == ["a1", "b1"])
  }

  @Test func bindToAnObjectCallsTheSetterWhileTheObjectExists() async {
    final class Screen {
      var titles: [String] = []
    }
    let title = MutableProperty("first")
    var screen: Screen? = Screen()
    let binding = title.bind(to: screen!) { screen, text in screen.titles.append(text) }
    await Task.yield()
    title.value = "second"
    await Task.yield()
    #expect(screen?.titles == ["first", "second"])
    weak let released = screen
    screen = nil
    #expect(released == nil, "the binding holds the object weakly")
    title.value = "third"
    await Task.yield()
    binding.dispose()
  }

  @Test func bindWithACellIdentifierConfiguresRowItemAndCell() {
    let view = RecordingListView()
    let names = MutableProperty(["Buzz", "Punk IPA"])
    var configured: [Int] = []
    names.bind(to: view, cellIdentifier: "BeerCell", cellType: TextCell.self) { row, name, cell in
      configured.append(row)
      cell.text = "\(row): \(name)"
    }
    #expect(view.visibleTexts == ["0: Buzz", "1: Punk IPA"])
    names.value = ["Elvis Juice"]
    #expect(view.visibleTexts == ["0: Elvis Juice"])
    #expect(configured == [0, 1, 0])
  }
}
