import FeatureKit
import ReactiveCore

/// Where the posts screen gets its data: pages of posts with their authors' names, and the
/// changes the server accepted to posts since.
public protocol PostProviderProtocol: AnyObject, Sendable {
  /// Page `page` (from 1) of `limit` posts; cold, and cancelled when disposed.
  func fetchPosts(page: Int, limit: Int) -> SignalProducer<ListPage<Post>, FeatureError>

  /// The posts the server added, changed or removed from now on, wherever in the app the change
  /// was made (an edit form): the list follows them.
  var changes: Signal<ServerChange<Post>, Never> { get }
}

extension PostProviderProtocol {
  /// None: a provider that does not say leaves the list as its pages brought it.
  public var changes: Signal<ServerChange<Post>, Never> { .never }
}
