import FeatureKit
import ReactiveCore

/// Where the beer screens get the catalogue.
public protocol BeerProviderProtocol: AnyObject, Sendable {
  /// The whole catalogue, page by page: sends every beer loaded so far after each page, and
  /// completes after the last page. Cold; disposing stops the paging.
  func fetchCatalog() -> SignalProducer<[Beer], FeatureError>
}
