import FeatureKit
import FeatureUI
import Posts
import ReactiveCore
import ReactiveCoreTesting
import TerminalUI
import Testing

@MainActor
@Suite("Posts screen: golden frames with the headless renderer")
struct PostsScreenTests {
  func screen(
    total: Int = 100, failure: FeatureError? = nil,
    output: @escaping @MainActor (PostsFeature.Output) -> Void = { _ in }
  ) -> (Window, FakePostProvider, TestScheduler) {
    let scheduler = TestScheduler()
    let provider = FakePostProvider(total: total, scheduler: scheduler)
    provider.failure = failure
    let window = PostsPresenter(provider: provider, scheduler: scheduler, output: output).makeWindow()
    return (window, provider, scheduler)
  }

  @Test("Enter reports the selected post as chosen, whether or not anything opens it")
  func enterChoosesPost() {
    var chosen: [PostsFeature.Output] = []
    let (window, _, scheduler) = screen { chosen.append($0) }
    window.dispatch(.enter)
    #expect(chosen.isEmpty, "nothing to choose while loading")
    scheduler.advance(by: 1)
    window.dispatch(.down)
    window.dispatch(.enter)
    #expect(chosen.map { $0.chosenPost?.title } == ["Post 2"])
  }

  func text(_ window: Window, _ width: Int = 40, _ height: Int = 9) -> String {
    window.draw(size: Size(width: width, height: height)).plainLines.joined(separator: "\n")
  }

  @Test("loading is told once, by the spinner; loaded shows title, author and the body's first line")
  func loadingThenLoaded() {
    let (window, _, scheduler) = screen()
    #expect(
      text(window) == """
         Posts





        ⠋ Loading posts…

        ↑↓ move · Enter open · r refresh · Esc…
        """)
    scheduler.advance(by: 1)
    #expect(
      text(window) == """
         Posts
        › Post 1                          User 1
          Body of 1
          Post 2                          User 1
          Body of 2
          Post 3                          User 1
          Body of 3
        20 of 100 posts
        ↑↓ move · Enter open · r refresh · Esc…
        """)
  }

  @Test("moving near the end loads the next page; the end of the list is announced")
  func pagingOnScreen() {
    let (window, provider, scheduler) = screen(total: 25)
    scheduler.advance(by: 1)
    for _ in 0..<16 { window.dispatch(.down) }
    #expect(provider.requests == [1, 2])
    scheduler.advance(by: 1)
    #expect(text(window).contains("All 25 posts"))
    window.dispatch(.end)
    #expect(text(window).contains("› Post 25"))
  }

  @Test("a failure shows its message as an error and r retries")
  func failureOnScreen() {
    let (window, provider, scheduler) = screen(failure: FeatureError(message: "The server took too long to answer."))
    scheduler.advance(by: 1)
    let failed = window.draw(size: Size(width: 80, height: 9))
    #expect(failed.plainLines[7] == "Couldn't load posts: The server took too long to answer. (r to retry)")
    #expect(failed.style(at: Point(x: 0, y: 7)).foreground == .red)
    provider.failure = nil
    window.dispatch(.character("r"))
    scheduler.advance(by: 1)
    #expect(text(window).contains("20 of 100 posts"))
  }
}
