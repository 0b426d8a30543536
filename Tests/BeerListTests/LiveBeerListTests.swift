import BeerCatalog
import BeerList
import FeatureKit
import FeatureKitTesting
import Foundation
import Networking
import ReactiveCore
import Testing

/// The view model as the app runs it: the live provider over loopback, results on a real queue.
final class LiveDelegate: BeerListViewModelDelegate {
  let beerProvider: any BeerProviderProtocol
  let scheduler: DateScheduler = QueueScheduler(name: "BeerListTests")
  init(_ provider: any BeerProviderProtocol) { beerProvider = provider }
}

/// The first state of `viewModel` that satisfies `condition` (waiting for real I/O).
func firstState(
  of viewModel: BeerListViewModel, where condition: @escaping (BeerListViewModel.State) -> Bool
) async -> BeerListViewModel.State? {
  try? await viewModel.state.producer.filter(condition).first()
}

@Suite("BeerList with the live provider against the embedded API")
struct LiveBeerListTests {
  @Test("the whole catalogue of 325 beers loads, then an 'ipa' search filters it")
  func wholeCatalogue() async throws {
    try await withEmbeddedAPI { client in try await filterTheCatalogue(from: client) }
  }

  func filterTheCatalogue(from client: APIClient) async throws {
    let viewModel = BeerListViewModel(delegate: LiveDelegate(LiveBeerProvider(client: client)))
    let loaded = await firstState(of: viewModel) { !$0.catalogue.isLoading }
    #expect(loaded?.catalogue.status == .loaded)
    #expect(loaded?.catalogue.items.count == 325)
    viewModel.search("ipa")
    let filtered = await firstState(of: viewModel) { $0.search.applied == "ipa" }
    let matches = try #require(filtered?.filtered)
    #expect(!matches.isEmpty && matches.count < 325)
    #expect(matches.allSatisfy { $0.name.lowercased().contains("ipa") })
  }
}
