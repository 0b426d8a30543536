import FeatureKit
import Foundation
import Networking
import ReactiveCore

/// The catalogue from a Punk API v2 server: `/v2/beers` in pages of `pageSize` (at most 80),
/// one after the other, until a page comes back short (the API has no total count).
public final class LiveBeerProvider: BeerProviderProtocol, @unchecked Sendable {
  /// Beers per request (the API's maximum).
  public let pageSize: Int
  private let client: APIClient

  /// Creates a provider talking to `client`'s API.
  public init(client: APIClient, pageSize: Int = 80) {
    self.client = client
    self.pageSize = min(max(1, pageSize), 80)
  }

  /// Every beer, accumulated page by page.
  public func fetchCatalog() -> SignalProducer<[Beer], FeatureError> {
    page(1, loaded: [])
  }

  private func page(_ number: Int, loaded: [Beer]) -> SignalProducer<[Beer], FeatureError> {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return client.page(
      Endpoint<[Beer]>.get("/v2/beers", decoder: decoder), page: number, limit: pageSize, style: .punkAPI
    )
    .mapFeatureError()
    .flatMap(.concat) { [self] page -> SignalProducer<[Beer], FeatureError> in
      let all = loaded + page.items
      let this = SignalProducer<[Beer], FeatureError>(value: all)
      return page.isLastPage ? this : this.concat(self.page(number + 1, loaded: all))
    }
  }
}
