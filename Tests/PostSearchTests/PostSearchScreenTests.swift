import FeatureKit
import FeatureKitTesting
import PostSearch
import ReactiveCore
import TerminalUI
import Testing

@MainActor
@Suite("PostSearch screen: the search field, the titles found, the count, and Enter")
struct PostSearchScreenTests {
  let scheduler = TestScheduler()
  let outputs = OutputRecorder<PostSearchFeature.Output>()

  func screen(width: Int = 44) -> (ScreenDriver, FakePostSearchProvider) {
    let provider = FakePostSearchProvider(scheduler: scheduler)
    let presenter = PostSearchPresenter(provider: provider, scheduler: scheduler, output: outputs.record)
    return (ScreenDriver(presenter, size: Size(width: width, height: 10)), provider)
  }

  @Test("every post first; typed words search once typing paused; Enter reports the post found")
  func typeAndOpen() {
    let (screen, provider) = screen()
    scheduler.advance(by: 1)
    #expect(
      screen.text == """
         Search posts
        Title (type words of a title)_______________

        › Sun 1
          Moon 2
          Sun 3
          Moon 4
          Sun 5
        10 of 25 posts
        Tab search/list · Enter open · Esc back · ^…
        """)
    screen.type("moon 1")
    scheduler.advance(by: 0.3)
    #expect(screen.lines.contains("⠋ Loading posts…"))
    #expect(!screen.text.contains("Sun 1"), "no row of the search before stays under the new one")
    scheduler.advance(by: 1)
    #expect(
      screen.text == """
         Search posts
        Title moon 1________________________________

        › Moon 10
          Moon 12
          Moon 14
          Moon 16
          Moon 18
        5 posts' titles hold “moon 1”
        Tab search/list · Enter open · Esc back · ^…
        """)
    #expect(provider.asked == [" p1", "moon 1 p1"], "one request for the six keys typed")
    screen.press(.tab)
    screen.press(.down)
    screen.press(.enter)
    #expect(outputs.outputs == [.chosePost(id: 12)])
  }

  @Test("a failed search says why in red and disables the field; r asks again for the same text")
  func failureAndRetry() throws {
    let (screen, provider) = screen(width: 52)
    scheduler.advance(by: 1)
    screen.type("sun")
    provider.pages.failure = FeatureError(message: "The server answered 500.")
    scheduler.advance(by: 1.3)
    let failure = "Couldn't load posts: The server answered 500. (r to…"
    let statusLine = try #require(screen.lines.firstIndex(of: failure))
    #expect(screen.frame.style(at: Point(x: 0, y: statusLine)).foreground == .red)
    provider.pages.failure = nil
    screen.press(.character("r"))
    #expect(screen.lines[1].hasPrefix("Title sun_"), "r reached the screen, not the field")
    scheduler.advance(by: 1)
    #expect(screen.lines.contains("13 posts' titles hold “sun”, 10 shown"))
    #expect(provider.asked == [" p1", "sun p1", "sun p1"])
  }
}
