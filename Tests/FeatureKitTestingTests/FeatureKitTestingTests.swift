import FeatureKit
import FeatureKitTesting
import FeatureUI
import Foundation
import Networking
import ReactiveCore
import TerminalUI
import Testing

@Suite("FeatureKitTesting: fakes, output recorder, screen driver, embedded API")
struct FeatureKitTestingTests {
  @Test("a fake call records each start (not each making), answers after its virtual delay, and fails while told to")
  func fakeCall() {
    let scheduler = TestScheduler()
    let call = FakeCall<Int, String>(on: scheduler, after: 2) { "page \($0)" }
    let producer = call(1)
    #expect(call.count == 0, "cold: nothing is asked until started")
    var answers: [String] = []
    var failures: [FeatureError] = []
    producer.start { event in
      if case let .value(value) = event { answers.append(value) }
      if case let .failed(error) = event { failures.append(error) }
    }
    #expect(call.inputs == [1])
    scheduler.advance(by: 1.9)
    #expect(answers.isEmpty)
    scheduler.advance(by: 0.1)
    #expect(answers == ["page 1"])
    call.failure = FeatureError(message: "Offline.")
    call(2).start { event in if case let .failed(error) = event { failures.append(error) } }
    #expect(failures.isEmpty, "a failure takes its time too")
    scheduler.advance(by: 2)
    #expect(failures == [FeatureError(message: "Offline.")])
    let cancelled = call(3).start { event in if case let .value(value) = event { answers.append(value) } }
    cancelled.dispose()
    call.failure = nil
    scheduler.advance(by: 5)
    #expect(answers == ["page 1"])
    #expect(call.inputs == [1, 2, 3])
  }

  @MainActor
  @Test("the screen driver lays the screen out first: Enter chooses the first row with no arrow key before it")
  func driverEnterOnFirstRow() {
    let outputs = OutputRecorder<String>()
    let presenter = LettersPresenter(output: outputs.record)
    let screen = ScreenDriver(presenter, size: Size(width: 30, height: 8))
    screen.press(.enter)
    #expect(outputs.outputs == ["a"])
    screen.press(.down, times: 2)
    screen.press(.enter)
    #expect(outputs.outputs == ["a", "c"])
    #expect(outputs.last == "c")
    #expect(screen.lines.count == 8)
    #expect(screen.text.contains("› c"))
  }

  @Test("the embedded API: a client signed in with the demo account, and the server stopped afterwards")
  func embeddedAPI() async throws {
    struct Me: Decodable { let email: String }
    var baseURL: URL?
    try await withEmbeddedAPI(signedIn: true) { client in
      baseURL = client.baseURL
      let me = try #require(await client.request(Endpoint<Me>.get("/auth/me")).firstResult()).get()
      #expect(me.email == TestAccount.email)
    }
    let after = APIClient(
      baseURL: try #require(baseURL), configuration: APIClient.Configuration(timeout: 5, retryPolicy: .never))
    let result = await after.request(Endpoint<Data>.raw(.get, "/posts/1")).firstResult()
    guard case .failure(.transport)? = result else {
      Issue.record("the server still answers after the body: \(String(describing: result))")
      return
    }
  }

  @MainActor
  @Test("the embedded API's body runs on the caller's actor: a main-actor test (a screen's) keeps its state in it")
  func embeddedAPIOnTheMainActor() async throws {
    struct Post: Decodable { let title: String }
    var titles: [String] = []  // main-actor state, as a screen test's driver and recorder are
    try await withEmbeddedAPI { client in
      MainActor.assertIsolated("the body runs where the test does")
      titles.append(try #require(await client.request(Endpoint<Post>.get("/posts/1")).firstResult()).get().title)
    }
    #expect(titles.count == 1)
    #expect(titles.first?.hasPrefix("sunt aut facere") == true)
  }
}

/// A list screen of three letters; Enter reports the letter.
final class LettersPresenter: FeaturePresenter<String>, PresenterProtocol {
  final class ViewModel: ViewModelProtocol {
    init(delegate: Void) {}
  }

  let viewModel = ViewModel(delegate: ())

  @MainActor
  func makeViewController() -> ViewController { LettersScreen(presenter: self) }

  @MainActor
  init(output: @escaping @MainActor (String) -> Void) {
    super.init(scheduler: TestScheduler(), output: output)
  }
}

final class LettersScreen: ListScreenController {
  static let letters = ["a", "b", "c"].map { ListRow(Letter(id: $0)) }
  let presenter: LettersPresenter

  init(presenter: LettersPresenter) {
    self.presenter = presenter
    super.init(title: "Letters", table: TableView(), scheduler: presenter.scheduler, keyHints: [])
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    bindRows(Property(value: Self.letters)) { cell, letter in cell.text = letter.id }
  }

  override func didChoose(row: Int) {
    presenter.report(row: row, of: Self.letters.map(\.item.id)) { $0 }
  }
}

struct Letter: Identifiable, Equatable, Sendable {
  let id: String
}
