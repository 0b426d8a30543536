import Author
import FeatureKit
import FeatureKitTesting
import ReactiveCore
import TerminalUI
import Testing

@MainActor
@Suite("Author screen: the user above their albums, paging, Enter, r")
struct AuthorScreenTests {
  let scheduler = TestScheduler()
  let outputs = OutputRecorder<AuthorFeature.Output>()

  func screen(_ provider: FakeAuthorProvider) -> ScreenDriver {
    ScreenDriver(
      AuthorPresenter(authorID: 1, provider: provider, scheduler: scheduler, output: outputs.record),
      size: Size(width: 44, height: 12))
  }

  @Test("the user above the albums (two pages of four at once); the last loads near the end; Enter reports the album")
  func loaded() {
    let provider = FakeAuthorProvider(scheduler: scheduler)
    let screen = screen(provider)
    scheduler.advance(by: 2)
    #expect(
      screen.text == """
         Author
        Leanne Graham
        Sincere@april.biz · Romaguera-Crona

        › album 1
          album 2
          album 3
          album 4
          album 5
          album 6
        8 of 10 albums
        ↑↓ albums · Enter open · r retry · Esc back
        """)
    screen.press(.down, times: 2)
    #expect(provider.pages.inputs == [1, 2])
    screen.press(.down)
    #expect(provider.pages.inputs == [1, 2, 3], "row 4 of 8 is within five of the end")
    scheduler.advance(by: 1)
    #expect(screen.lines.contains("All 10 albums"))
    screen.press(.enter)
    #expect(outputs.outputs == [.choseAlbum(FakeAuthorProvider.albums[3])])
  }

  @Test("a failed user is said in red above the albums; r loads the user again")
  func retry() throws {
    let provider = FakeAuthorProvider(scheduler: scheduler)
    provider.authors.failure = FeatureError(message: "Can't connect.")
    let screen = screen(provider)
    scheduler.advance(by: 1)
    let failure = "Couldn't load the author: Can't connect. (r…"
    let statusLine = try #require(screen.lines.firstIndex(of: failure))
    #expect(screen.frame.style(at: Point(x: 0, y: statusLine)).foreground == .red)
    #expect(screen.lines.contains("› album 1"), "the albums arrived all the same")
    provider.authors.failure = nil
    screen.press(.character("r"))
    scheduler.advance(by: 1)
    #expect(screen.lines[1] == "Leanne Graham")
    #expect(screen.lines.contains("8 of 10 albums"))
    #expect(provider.pages.inputs == [1, 2], "the albums are not asked for again")
  }
}
