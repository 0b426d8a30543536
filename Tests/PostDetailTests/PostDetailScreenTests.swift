import FeatureKit
import FeatureKitTesting
import PostDetail
import ReactiveCore
import TerminalUI
import Testing

@MainActor
@Suite("PostDetail screen: the post above its comments, wrapped; the reader's comments added and deleted")
struct PostDetailScreenTests {
  let scheduler = TestScheduler()
  let outputs = OutputRecorder<PostDetailFeature.Output>()

  func screen(_ provider: FakePostDetailProvider) -> ScreenDriver {
    ScreenDriver(
      PostDetailPresenter(provider, scheduler: scheduler, output: outputs.record), size: Size(width: 44, height: 20))
  }

  @Test("loading, then the title, author, whole text and each comment's text wrapped under its subject")
  func loadedScreen() {
    let screen = screen(FakePostDetailProvider(scheduler: scheduler))
    #expect(screen.text.contains("⠋ Loading the post…"))
    scheduler.advance(by: 1)
    #expect(
      screen.text == """
         Post
         sunt aut facere
         by Leanne Graham
         quia et suscipit
         suscipit recusandae

        › id labore ex            Eliseo@gardner.biz
          laudantium enim quasi est quidem magnam
          voluptate ipsam eos tempora quo
          necessitatibus dolor quam
          quo vero reiciendis  Jayne_Kuhic@sydney.c…
          est natus enim





        (Write a comment, Enter sends it)___________
        All 2 comments
        ↑↓ comments · Tab write · Del delete yours…
        """)
  }

  @Test("Enter on a comment reports it; r retries a failure")
  func chooseAndRetry() {
    let provider = FakePostDetailProvider(scheduler: scheduler)
    provider.comments.failure = FeatureError(message: "Can't connect.")
    let screen = screen(provider)
    scheduler.advance(by: 1)
    #expect(screen.text.contains("Couldn't load comments: Can't connect."))
    provider.comments.failure = nil
    screen.press(.character("r"))
    scheduler.advance(by: 1)
    screen.press(.down)
    screen.press(.enter)
    #expect(outputs.outputs == [.choseComment(FakePostDetailProvider.comments[1])])
  }

  @Test("the post failing is said in the status line above the comments that arrived; r shows it, asking only for it")
  func postFailsOnScreen() throws {
    let provider = FakePostDetailProvider(scheduler: scheduler)
    provider.posts.failure = FeatureError(message: "The server answered 500.")
    let screen = screen(provider)
    scheduler.advance(by: 1)
    #expect(screen.lines.contains("Couldn't load the post: The server answered…"), "in a 44-column frame")
    let statusLine = try #require(screen.lines.firstIndex(of: "Couldn't load the post: The server answered…"))
    #expect(screen.frame.style(at: Point(x: 0, y: statusLine)).foreground == .red, "in red")
    #expect(screen.text.contains("id labore ex"), "the comments that arrived are shown")
    #expect(!screen.text.contains("sunt aut facere"))
    provider.posts.failure = nil
    screen.press(.character("r"))
    #expect(screen.text.contains("Loading the post…"))
    scheduler.advance(by: 1)
    #expect(screen.lines[1] == " sunt aut facere")
    #expect(screen.lines[2] == " by Leanne Graham")
    #expect(screen.text.contains("All 2 comments"))
    #expect(!screen.text.contains("Couldn't"))
    #expect(provider.posts.count == 2)
    #expect(provider.comments.count == 1)
  }

  @Test(
    "Tab, a comment and Enter: it shows at once at the end, selected and marked adding, then as the server keeps it")
  func addOnScreen() {
    let provider = FakePostDetailProvider(scheduler: scheduler)
    let screen = screen(provider)
    scheduler.advance(by: 1)
    screen.press(.tab)
    screen.type("Great read")
    screen.press(.enter)
    #expect(screen.lines[10] == "› Emily Johnson                      adding…")
    #expect(screen.lines[11] == "  Great read")
    #expect(screen.frame.style(at: Point(x: 2, y: 10)).isDim)
    #expect(screen.lines.contains("⠋ Adding the comment…"))
    #expect(screen.lines.contains("(Write a comment, Enter sends it)___________"), "the field is empty again")
    scheduler.advance(by: 1)
    #expect(screen.lines.contains("› Emily Johnson        emily.johnson@x.dumm…"))
    #expect(!screen.text.contains("adding…"))
    #expect(screen.text.contains("All 3 comments"))
    #expect(provider.added.inputs.map(\.body) == ["Great read"])
  }

  @Test("Tab away from a typed comment sends nothing: only Enter does, and the text waits in the field")
  func leavingTheFieldSendsNothing() {
    let provider = FakePostDetailProvider(scheduler: scheduler)
    let screen = screen(provider)
    scheduler.advance(by: 1)
    screen.press(.tab)
    screen.type("Half a thought")
    screen.press(.tab)
    scheduler.advance(by: 1)
    #expect(provider.added.inputs.isEmpty)
    #expect(screen.lines.contains { $0.hasPrefix("Half a thought") })
    #expect(screen.text.contains("All 2 comments"))
  }

  @Test("Delete on the reader's comment removes it; on another's it says only their own go")
  func deleteOnScreen() {
    let provider = FakePostDetailProvider(scheduler: scheduler)
    let screen = screen(provider)
    scheduler.advance(by: 1)
    screen.press(.delete)
    #expect(screen.text.contains("Couldn't delete the comment: you can delete…"))
    screen.press(.tab)
    screen.type("To be deleted")
    screen.press(.enter)
    scheduler.advance(by: 1)
    screen.press(.tab)
    screen.press(.delete)
    #expect(!screen.text.contains("Emily Johnson"))
    #expect(screen.text.contains("Deleting the comment…"))
    scheduler.advance(by: 1)
    #expect(provider.deleted.inputs.map(\.id) == [501])
    #expect(screen.text.contains("All 2 comments"))
  }

  @Test("a on the comments reports the post's author, once the post, which names them, arrived")
  func aReportsTheAuthor() {
    let screen = screen(FakePostDetailProvider(scheduler: scheduler))
    screen.press(.character("a"))
    #expect(outputs.outputs.isEmpty, "the post, which names its author, has not arrived")
    scheduler.advance(by: 1)
    screen.press(.character("a"))
    #expect(outputs.outputs == [.choseAuthor(userID: 1)])
    #expect(outputs.outputs.first?.chosenAuthorID == 1)
  }
}
