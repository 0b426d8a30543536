import BeerCatalog
import BeerDetail
import FeatureKit
import FeatureUI
import ReactiveCore
import ReactiveCoreTesting
import TerminalUI
import Testing

let beers: [Beer] = [
  Beer(
    id: 1, name: "Buzz", tagline: "A Real Bitter Experience.", firstBrewed: "09/2007",
    description: "A light, crisp and bitter IPA.", abv: 4.5, ibu: 60,
    foodPairing: ["Spicy chicken tikka masala", "Caramel toffee cake"], contributedBy: "Sam Mason"),
  Beer(id: 2, name: "Trashy Blonde", tagline: "You Know You Shouldn't.", firstBrewed: "04/2008", abv: 4.1, ibu: nil),
  Beer(id: 3, name: "Berliner Weisse", abv: 3.0, ibu: 8),
]

final class Delegate: BeerDetailViewModelDelegate {
  let beers: Property<[Beer]>
  let startIndex: Int
  private(set) var shown: [Int] = []
  init(_ beers: Property<[Beer]>, _ startIndex: Int) {
    self.beers = beers
    self.startIndex = startIndex
  }
  func beerDetailDidShow(index: Int) { shown.append(index) }
}

@MainActor
@Suite("BeerDetail: the selected beer, previous and next")
struct BeerDetailTests {
  typealias State = BeerDetailViewModel.State

  @Test("next and previous stop at the ends; a shorter list pulls the index inside it")
  func reducer() {
    let loop = LoopTester(initial: State(index: 1, count: 3), reduce: BeerDetailViewModel.reduce) { _ in [] }
    #expect(loop.state.positionText == "2 of 3")
    loop.send(.next) { $0.index = 2 }
    loop.send(.next)
    #expect(!loop.state.hasNext)
    loop.send(.previous) { $0.index = 1 }
    loop.send(.previous) { $0.index = 0 }
    loop.send(.previous)
    loop.send(.listChanged(count: 0)) { $0.count = 0 }
    #expect(loop.state.positionText == "")
    loop.finish()
  }

  @Test("the beer is combineLatest(beers, index); the actions are enabled only where they lead somewhere")
  func viewModel() {
    let list = MutableProperty(beers)
    let delegate = Delegate(Property(capturing: list), 2)
    let model = BeerDetailViewModel(delegate: delegate)
    #expect(model.beer.value?.name == "Berliner Weisse")
    #expect(!model.next.isEnabled.value)
    #expect(model.previous.isEnabled.value)
    model.previous.apply().start()
    #expect(model.beer.value?.name == "Trashy Blonde")
    list.value = [beers[0], Beer(id: 2, name: "Trashy Blonde (2010)", abv: 4.1)]
    #expect(model.beer.value?.name == "Trashy Blonde (2010)", "the list changing updates the beer shown")
    list.value = [beers[0]]
    #expect(model.beer.value?.name == "Buzz")
    #expect(model.state.value.positionText == "1 of 1")
    #expect(
      delegate.shown == [1, 0], "the delegate hears each index shown after the first (to move the list's cursor)")
  }

  @Test(
    "the screen: the name once (title bar), every field, IBU n/a when unknown, buttons that show their ends, n/p keys")
  func screen() {
    let window = BeerDetailPresenter(cursor: BeerCursor(beers: Property(value: beers), index: 0)).makeWindow()
    let first = window.draw(size: Size(width: 44, height: 18)).plainLines.joined(separator: "\n")
    #expect(
      first == """
         Buzz
         A Real Bitter Experience.

         Brewer: Sam Mason
         ABV 4.5% · IBU 60 · First brewed 09/2007

         A light, crisp and bitter IPA.

         Food pairings:
         • Spicy chicken tikka masala
         • Caramel toffee cake




         [-Previous-]  [>Next<]
        1 of 3
        n/→ next · p/← previous · Esc back · ^C quit
        """)
    window.dispatch(.character("n"))
    let second = window.draw(size: Size(width: 44, height: 18)).plainLines.joined(separator: "\n")
    #expect(second.contains("ABV 4.1% · IBU n/a · First brewed 04/2008"))
    #expect(second.contains("2 of 3"))
    window.dispatch(.right)
    window.dispatch(.right)
    let last = window.draw(size: Size(width: 44, height: 18)).plainLines.joined(separator: "\n")
    #expect(last.contains("3 of 3"))
    #expect(last.contains("[-Next-]"))
    window.dispatch(.character("p"))
    #expect(window.draw(size: Size(width: 44, height: 18)).plainLines.joined(separator: "\n").contains("2 of 3"))
  }
}

@MainActor
@Suite("BeerDetail: focus follows the button pressed")
struct BeerDetailFocusTests {
  @Test("Enter on Next moves on and keeps focus on Next; at the end focus goes to Previous")
  func enterKeepsFocus() {
    let cursor = BeerCursor(beers: Property(value: beers), index: 0)
    let window = BeerDetailPresenter(cursor: cursor).makeWindow()
    func frame() -> String { window.draw(size: Size(width: 44, height: 18)).plainLines.joined(separator: "\n") }
    #expect(frame().contains("[>Next<]"))
    window.dispatch(.enter)
    #expect(frame().contains("2 of 3"))
    #expect(frame().contains("[ Previous ]  [>Next<]"), "focus stayed on the button pressed")
    window.dispatch(.enter)
    let last = frame()
    #expect(last.contains("3 of 3"))
    #expect(last.contains("[>Previous<]  [-Next-]"), "Next is disabled at the end, so focus moved")
    #expect(cursor.index.value == 2, "paging moves the cursor the list follows")
  }
}
