import FeatureKit
import FeatureUI
import PostDetail
import ReactiveCore
import ReactiveCoreTesting
import TerminalUI
import Testing

@MainActor
@Suite("PostDetail screen: the post above its comments, wrapped; Enter reports a comment")
struct PostDetailScreenTests {
  func screen(_ provider: FakePostDetailProvider, output: @escaping @MainActor (PostDetailFeature.Output) -> Void)
    -> Window
  {
    PostDetailPresenter(postID: 1, provider: provider, scheduler: provider.scheduler, output: output).makeWindow()
  }

  func text(_ window: Window) -> String {
    window.draw(size: Size(width: 44, height: 18)).plainLines.joined(separator: "\n")
  }

  @Test("loading, then the title, author, whole text and each comment's text wrapped under its subject")
  func loadedScreen() {
    let provider = FakePostDetailProvider(scheduler: TestScheduler())
    let window = screen(provider) { _ in }
    #expect(text(window).contains("⠋ Loading the post…"))
    provider.scheduler.advance(by: 1)
    #expect(
      text(window) == """
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




        All 2 comments
        ↑↓ comments · r retry · Esc back · q quit
        """)
  }

  @Test("Enter on a comment reports it; r retries a failure")
  func chooseAndRetry() {
    let provider = FakePostDetailProvider(scheduler: TestScheduler())
    provider.commentsFailure = FeatureError(message: "Can't connect.")
    var chosen: [PostDetailFeature.Output] = []
    let window = screen(provider) { chosen.append($0) }
    provider.scheduler.advance(by: 1)
    #expect(text(window).contains("Couldn't load comments: Can't connect."))
    provider.commentsFailure = nil
    window.dispatch(.character("r"))
    provider.scheduler.advance(by: 1)
    window.dispatch(.down)
    window.dispatch(.enter)
    #expect(chosen == [.choseComment(FakePostDetailProvider.comments[1])])
  }
}
