import FeatureKit
import FeatureKitTesting
import FeatureUI
import ReactiveCore
import TerminalUI
import Testing

/// A list screen of fruit bound to properties the tests set.
final class FruitScreen: ListScreenController {
  let rows = MutableProperty<[ListRow<Fruit>]>([])
  let listStatus = MutableProperty(ListScreenStatus())
  var reloads = 0
  var chosen: [Int] = []
  var deleted: [Int] = []
  var handled: [Key] = []
  var searched: [String] = []

  init(search: ListSearch? = nil, footer: [View] = []) {
    super.init(
      title: "Fruit", table: TableView(), search: search, footer: footer, scheduler: TestScheduler(),
      keyHints: [.init("r", "retry")])
    reload = { [unowned self] in reloads += 1 }
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindRows(Property(capturing: rows)) { cell, fruit in
      cell.text = fruit.name
      if !fruit.origin.isEmpty { cell.accessoryText = fruit.origin }
    }
    bindStatus(Property(capturing: listStatus))
    bindSearch { [unowned self] in searched.append($0) }
  }

  override func didChoose(row: Int) { chosen.append(row) }
  override func didDelete(row: Int) { deleted.append(row) }

  override func handle(_ key: Key) -> Bool {
    handled.append(key)
    return super.handle(key)
  }
}

struct Fruit: Identifiable, Equatable, Sendable {
  var id: Int
  var name: String
  var origin = "Spain"
}

/// A presenter of one `FruitScreen`, so the screen runs in a window as the app shows it.
final class FruitPresenter: FeaturePresenter<Never>, PresenterProtocol {
  final class ViewModel: ViewModelProtocol {
    init(delegate: Void) {}
  }

  let viewModel = ViewModel(delegate: ())
  let screen: ViewController

  @MainActor
  init(screen: ViewController) {
    self.screen = screen
    super.init(scheduler: TestScheduler())
  }

  @MainActor
  func makeViewController() -> ViewController { screen }
}

@MainActor
@Suite("ListScreenController: the list screen every feature shares")
struct ListScreenControllerTests {
  @Test("a row being saved is dimmed and says what it waits for; once saved it looks like the others again")
  func savingRowsStandOut() {
    let screen = FruitScreen()
    let driver = ScreenDriver(FruitPresenter(screen: screen), size: Size(width: 30, height: 8))
    screen.rows.value = [ListRow(Fruit(id: 1, name: "Apple")), ListRow(Fruit(id: 2, name: "Pear"), saving: .update)]
    #expect(driver.lines[1] == "› Apple                  Spain")
    #expect(driver.lines[2] == "  Pear                 saving…")
    #expect(driver.frame.style(at: Point(x: 2, y: 2)).isDim)
    #expect(!driver.frame.style(at: Point(x: 2, y: 1)).isDim)
    screen.rows.value = [ListRow(Fruit(id: 1, name: "Apple")), ListRow(Fruit(id: 2, name: "Pear"))]
    #expect(driver.lines[2] == "  Pear                   Spain")
    #expect(!driver.frame.style(at: Point(x: 2, y: 2)).isDim, "a reused cell is not left dimmed")
    // A configure that sets no accessory: the mark still goes once the row is saved.
    screen.rows.value = [
      ListRow(Fruit(id: 1, name: "Apple")), ListRow(Fruit(id: 2, name: "Fig", origin: ""), saving: .insert),
    ]
    #expect(driver.lines[2] == "  Fig                  adding…")
    screen.rows.value = [ListRow(Fruit(id: 1, name: "Apple")), ListRow(Fruit(id: 2, name: "Fig", origin: ""))]
    #expect(driver.lines[2] == "  Fig")
  }

  @Test("the status: the spinner says what loads or saves, a failure is red, an empty list says why; r reloads")
  func statusAndReload() {
    let screen = FruitScreen()
    let driver = ScreenDriver(FruitPresenter(screen: screen), size: Size(width: 40, height: 8))
    screen.listStatus.value = ListScreenStatus(loadingText: "Loading fruit… · Adding the fruit…")
    #expect(driver.text.contains("⠋ Loading fruit… · Adding the fruit…"))
    screen.listStatus.value = ListScreenStatus(
      statusText: "Couldn't add the fruit: Offline.", isFailed: true, emptyText: "No fruit yet")
    #expect(driver.lines[6] == "Couldn't add the fruit: Offline.")
    #expect(driver.frame.style(at: Point(x: 0, y: 6)).foreground == .red)
    #expect(driver.lines[1] == "No fruit yet")
    driver.press(.character("r"))
    #expect(screen.reloads == 1)
  }

  @Test("Delete on a row calls didDelete(row:) and Enter didChoose(row:); keys the table leaves reach handle(_:)")
  func rowKeys() {
    let screen = FruitScreen()
    let driver = ScreenDriver(FruitPresenter(screen: screen), size: Size(width: 30, height: 8))
    screen.rows.value = [ListRow(Fruit(id: 1, name: "Apple")), ListRow(Fruit(id: 2, name: "Pear"))]
    driver.press(.down)
    driver.press(.delete)
    #expect(screen.deleted == [1])
    #expect(driver.text.contains("Pear"), "the row stays until the data changes")
    driver.press(.enter)
    #expect(screen.chosen == [1])
    driver.press(.character(" "))
    #expect(screen.handled == [.character(" ")], "the table's own keys never reach the screen")
  }

  @Test("views given as the footer stand under the list, and Tab reaches them")
  func footerUnderTheList() throws {
    let field = TextField(placeholder: "Add a fruit")
    let screen = FruitScreen(footer: [field])
    let driver = ScreenDriver(FruitPresenter(screen: screen), size: Size(width: 30, height: 10))
    screen.rows.value = [ListRow(Fruit(id: 1, name: "Apple"))]
    let fieldLine = try #require(driver.lines.firstIndex { $0.contains("Add a fruit") })
    let appleLine = try #require(driver.lines.firstIndex { $0.contains("Apple") })
    #expect(fieldLine > appleLine)
    driver.press(.tab)
    driver.type("Fig")
    #expect(field.text == "Fig")
  }
}

extension ListScreenControllerTests {
  @Test("a search field above the list sends every key typed; after a failure it is disabled, so r retries")
  func searchField() throws {
    let screen = FruitScreen(search: ListSearch(label: "Name", placeholder: "type a fruit"))
    let driver = ScreenDriver(FruitPresenter(screen: screen), size: Size(width: 30, height: 10))
    screen.rows.value = [ListRow(Fruit(id: 1, name: "Apple"))]
    #expect(driver.lines[1] == "Name (type a fruit)___________")
    #expect(try #require(driver.lines.firstIndex { $0.contains("Apple") }) > 1, "the field comes first")
    driver.type("fi")
    #expect(screen.searched == ["f", "fi"])
    #expect(screen.reloads == 0)
    screen.listStatus.value = ListScreenStatus(statusText: "Couldn't load fruit: Offline. (r to retry)", isFailed: true)
    driver.press(.character("r"))
    #expect(screen.reloads == 1)
    #expect(screen.searched == ["f", "fi"], "the disabled field took no key")
    screen.listStatus.value = ListScreenStatus(statusText: "1 fruit")
    driver.press(.tab)  // the focus left the field when it was disabled
    driver.type("g")
    #expect(screen.searched == ["f", "fi", "fig"], "enabled again once the failure is gone")
  }
}

/// A paged list screen of numbered rows, loading pages from a `PagedList` loop.
final class PagedScreen: ListScreenController {
  let list: Property<PagedList<Fruit>>
  let send: (PagedList<Fruit>.Event) -> Void

  init(list: Property<PagedList<Fruit>>, send: @escaping (PagedList<Fruit>.Event) -> Void) {
    self.list = list
    self.send = send
    super.init(title: "Pages", table: TableView(), scheduler: TestScheduler(), keyHints: [])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindRows(list.map(\.rows)) { cell, fruit in cell.text = fruit.name }
    bindPaging(of: list, send: send)
  }
}

@MainActor
@Suite("ListScreenController.bindPaging: the first page on appearing, the next near the end")
struct BindPagingTests {
  @Test("appearing fetches page 1 once; moving near the end asks for the next page")
  func paging() {
    let scheduler = TestScheduler()
    let pages = FakeCall<Int, ListPage<Fruit>>(on: scheduler) { page in
      let ids = (page - 1) * 10 + 1...page * 10
      return ListPage(items: ids.map { Fruit(id: $0, name: "Fruit \($0)") }, totalCount: 30, isLastPage: page == 3)
    }
    let loop = Loop(
      initial: PagedList<Fruit>(prefetchDistance: 2), reduce: PagedList.reduce,
      feedbacks: [PagedList.loading(pages: { pages($0) }, on: scheduler)])
    let screen = PagedScreen(list: loop.state) { loop.send($0) }
    let driver = ScreenDriver(FruitPresenter(screen: screen), size: Size(width: 30, height: 8))
    #expect(pages.inputs == [1], "the screen appeared: page 1")
    scheduler.advance(by: 1)
    #expect(driver.text.contains("Fruit 1"))
    driver.press(.down, times: 6)
    #expect(pages.inputs == [1])
    driver.press(.down, times: 2)
    #expect(pages.inputs == [1, 2], "row 8 of 10 is within 2 of the end")
    scheduler.advance(by: 1)
    #expect(loop.state.value.items.count == 20)
  }
}
