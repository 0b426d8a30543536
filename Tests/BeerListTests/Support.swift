import BeerCatalog
import BeerList
import FeatureKit
import FeatureKitTesting
import ReactiveCore
import ReactiveCoreTesting

let catalogue: [Beer] = [
  Beer(id: 1, name: "Buzz", abv: 4.5), Beer(id: 2, name: "Trashy Blonde", abv: 4.1),
  Beer(id: 3, name: "Punk IPA 2007 - 2010", abv: 6.0), Beer(id: 4, name: "Kölsch Kick", abv: 4.8),
  Beer(id: 5, name: "Hello My Name Is Mette-Marit", abv: 8.2),
]

/// Sends the catalogue in two pages, a second apart, on `scheduler`; or fails after a second.
final class FakeBeerProvider: BeerProviderProtocol, @unchecked Sendable {
  let scheduler: TestScheduler
  var failure: FeatureError?
  private(set) var fetches = 0

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  func fetchCatalog() -> SignalProducer<[Beer], FeatureError> {
    fetches += 1
    if let failure { return SignalProducer(error: failure).delay(1, on: scheduler) }
    return SignalProducer(value: Array(catalogue.prefix(3))).delay(1, on: scheduler)
      .concat(SignalProducer(value: catalogue).delay(1, on: scheduler))
  }
}

extension OutputRecorder<BeerListFeature.Output> {
  /// The cursors of the beers chosen.
  var chosen: [BeerCursor] { outputs.compactMap(\.chosenBeer) }
}
