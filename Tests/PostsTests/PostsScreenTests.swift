import FeatureKit
import FeatureKitTesting
import Posts
import ReactiveCore
import TerminalUI
import Testing

@MainActor
@Suite("Posts screen: golden frames with the headless renderer")
struct PostsScreenTests {
  let scheduler = TestScheduler()
  let outputs = OutputRecorder<PostsFeature.Output>()

  func screen(total: Int = 100, failure: FeatureError? = nil) -> (ScreenDriver, FakePostProvider) {
    let provider = FakePostProvider(total: total, scheduler: scheduler)
    provider.pages.failure = failure
    let presenter = PostsPresenter(provider: provider, scheduler: scheduler, output: outputs.record)
    return (ScreenDriver(presenter, size: Size(width: 40, height: 9)), provider)
  }

  @Test("Enter reports the selected post as chosen, whether or not anything opens it")
  func enterChoosesPost() {
    let (screen, _) = screen()
    screen.press(.enter)
    #expect(outputs.outputs.isEmpty, "nothing to choose while loading")
    scheduler.advance(by: 1)
    screen.press(.enter)
    screen.press(.down)
    screen.press(.enter)
    #expect(outputs.outputs.map { $0.chosenPost?.title } == ["Post 1", "Post 2"])
  }

  @Test("e reports the selected post to edit; nothing while the list is empty")
  func eEditsPost() {
    let (screen, _) = screen()
    screen.press(.character("e"))
    #expect(outputs.outputs.isEmpty, "nothing to edit while loading")
    scheduler.advance(by: 1)
    screen.press(.down)
    screen.press(.character("e"))
    #expect(outputs.outputs == [.editPost(FakePostProvider.post(2))])
  }

  @Test("loading is told once, by the spinner; loaded shows title, author and the body's first line")
  func loadingThenLoaded() {
    let (screen, _) = screen()
    #expect(
      screen.text == """
         Posts





        ⠋ Loading posts…

        ↑↓ move · Enter open · e edit · r refre…
        """)
    scheduler.advance(by: 1)
    #expect(
      screen.text == """
         Posts
        › Post 1                          User 1
          Body of 1
          Post 2                          User 1
          Body of 2
          Post 3                          User 1
          Body of 3
        20 of 100 posts
        ↑↓ move · Enter open · e edit · r refre…
        """)
  }

  @Test("moving near the end loads the next page; the end of the list is announced")
  func pagingOnScreen() {
    let (screen, provider) = screen(total: 25)
    scheduler.advance(by: 1)
    screen.press(.down, times: 16)
    #expect(provider.pages.inputs.map(\.page) == [1, 2])
    scheduler.advance(by: 1)
    #expect(screen.text.contains("All 25 posts"))
    screen.press(.end)
    #expect(screen.text.contains("› Post 25"))
  }

  @Test("a failure shows its message as an error and r retries")
  func failureOnScreen() {
    let (screen, provider) = screen(failure: FeatureError(message: "The server took too long to answer."))
    scheduler.advance(by: 1)
    let wide = ScreenDriver(window: screen.window, size: Size(width: 80, height: 9))
    #expect(wide.lines[7] == "Couldn't load posts: The server took too long to answer. (r to retry)")
    #expect(wide.frame.style(at: Point(x: 0, y: 7)).foreground == .red)
    provider.pages.failure = nil
    screen.press(.character("r"))
    scheduler.advance(by: 1)
    #expect(screen.text.contains("20 of 100 posts"))
  }
}
