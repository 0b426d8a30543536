import FeatureKit
import ReactiveCore

/// What the author view model needs.
public protocol AuthorViewModelDelegate: AnyObject {
  /// The id of the user to show.
  var authorID: Int { get }
  /// The user and their albums.
  var authorProvider: any AuthorProviderProtocol { get }
  /// Where results are delivered (the UI scheduler; a `TestScheduler` in tests).
  var scheduler: DateScheduler { get }
}

/// A user's profile (FeatureKit's `Loadable`, loading at once) above their albums (a
/// `PagedList`, four a page, from when the screen asks): each fails on its own and says so, and
/// `retry` loads again only what failed, keeping what arrived.
public final class AuthorViewModel: LoopViewModel<AuthorViewModel.State, AuthorViewModel.Event>, ViewModelProtocol {
  /// The screen's state.
  public struct State: Equatable, Sendable {
    /// The profile.
    public var author = Loadable<AuthorProfile>()
    /// The albums.
    public var albums = PagedList<Album>()

    /// A profile loading from the start; no album asked yet.
    public init() {}

    /// What the screen says: the albums' loading and counts, with the profile's loading and
    /// failure said first ("Couldn't load the author: … (r to retry)").
    public var screenStatus: ListScreenStatus {
      albums.screenStatus(noun: "albums").including(author, named: "the author")
    }
  }

  /// What changes the screen.
  public enum Event: Equatable, Sendable {
    /// The profile's loading.
    case author(Loadable<AuthorProfile>.Event)
    /// The albums' loading.
    case albums(PagedList<Album>.Event)
    /// Load again what failed (the profile, the albums, or both), keeping what arrived.
    case retry
  }

  /// Applies `event`.
  public static func reduce(_ state: inout State, _ event: Event) {
    switch event {
    case let .author(event): Loadable.reduce(&state.author, event)
    case let .albums(event): PagedList.reduce(&state.albums, event)
    case .retry:
      Loadable.reduce(&state.author, .retry)
      PagedList.reduce(&state.albums, .retry)
    }
  }

  /// What the screen says besides the albums.
  public private(set) lazy var status = state.map(\.screenStatus).skipRepeats()

  /// Creates the view model; the profile starts loading at once, the albums when the screen asks.
  public init(delegate: any AuthorViewModelDelegate) {
    let provider = delegate.authorProvider
    let userID = delegate.authorID
    super.init(
      initial: State(), reduce: Self.reduce,
      feedbacks: [
        Loadable.loading({ provider.fetchAuthor(id: userID) }, on: delegate.scheduler)
          .pullback(value: \.author, embedEvent: Event.author) {
            if case let .author(event) = $0 { event } else { nil }
          },
        PagedList.loading(pages: { provider.fetchAlbums(userID: userID, page: $0) }, on: delegate.scheduler)
          .pullback(value: \.albums, embedEvent: Event.albums) {
            if case let .albums(event) = $0 { event } else { nil }
          },
      ])
  }

  /// Loads again what failed, keeping what arrived.
  public func retry() { send(.retry) }
}
