import Author
import FeatureKit
import FeatureKitTesting
import ReactiveCore
import Testing

@Suite("Author view model: the user and their albums, each loading, failing and retrying on its own")
struct AuthorViewModelTests {
  let scheduler = TestScheduler()

  func viewModel(_ provider: FakeAuthorProvider) -> AuthorViewModel {
    AuthorPresenter(authorID: 1, provider: provider, scheduler: scheduler).viewModel
  }

  @Test("the user loads at once, the albums when the screen asks, side by side")
  func loadsEachOnItsOwn() {
    let provider = FakeAuthorProvider(scheduler: scheduler)
    let viewModel = viewModel(provider)
    #expect(provider.authors.inputs == [1])
    #expect(provider.pages.inputs.isEmpty, "the albums wait for the screen")
    #expect(viewModel.status.value.loadingText == "Loading the author…")
    viewModel.send(.albums(.fetch))
    #expect(viewModel.status.value.loadingText == "Loading the author…", "the user's loading is said first")
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.author.value == FakeAuthorProvider.author)
    #expect(viewModel.state.value.albums.items.map(\.id) == [1, 2, 3, 4])
    // Every row of a page of four is within five of the end, where a selection asks for more.
    #expect(viewModel.status.value.loadingText == "Loading page 2…")
    scheduler.advance(by: 1)
    #expect(viewModel.status.value.statusText == "8 of 10 albums")
    #expect(viewModel.status.value.loadingText == nil)
    #expect(provider.pages.inputs == [1, 2])
  }

  @Test("a failed user is said first; r asks again for the user only, and the albums stay")
  func userFailsAlone() {
    let provider = FakeAuthorProvider(scheduler: scheduler)
    provider.authors.failure = FeatureError(message: "Can't reach the server.")
    let viewModel = viewModel(provider)
    viewModel.send(.albums(.fetch))
    scheduler.advance(by: 1)
    #expect(viewModel.status.value.statusText == "Couldn't load the author: Can't reach the server. (r to retry)")
    #expect(viewModel.status.value.isFailed)
    #expect(viewModel.state.value.albums.items.count == 4, "the albums arrived all the same")
    provider.authors.failure = nil
    viewModel.retry()
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.author.value?.name == "Leanne Graham")
    #expect(viewModel.status.value.statusText == "8 of 10 albums")
    #expect(provider.authors.count == 2)
    #expect(provider.pages.inputs == [1, 2], "the albums that arrived are not asked for again")
  }

  @Test("failed albums are said under the user; r asks again for the albums only")
  func albumsFailAlone() {
    let provider = FakeAuthorProvider(scheduler: scheduler)
    provider.pages.failure = FeatureError(message: "The server answered 500.")
    let viewModel = viewModel(provider)
    viewModel.send(.albums(.fetch))
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.author.value?.name == "Leanne Graham")
    #expect(viewModel.status.value.statusText == "Couldn't load albums: The server answered 500. (r to retry)")
    provider.pages.failure = nil
    viewModel.retry()
    scheduler.advance(by: 1)
    #expect(viewModel.state.value.albums.items.count == 4)
    #expect(provider.authors.count == 1, "the user who arrived is not asked for again")
    #expect(provider.pages.inputs == [1, 1, 2], "page 1 again, then page 2 as after any page of four")
  }
}
