import BeerCatalog
import EmbeddedAPI
import FeatureKit
import Foundation
import Networking
import ReactiveCore
import Testing

@Suite("BeerCatalog: the model and the live provider over loopback")
struct BeerCatalogTests {
  /// Every value `producer` sends until it ends, and its failure if it fails.
  func collect(_ producer: SignalProducer<[Beer], FeatureError>) async -> (values: [[Beer]], error: FeatureError?) {
    var values: [[Beer]] = []
    do {
      for try await beers in producer.values { values.append(beers) }
    } catch {
      return (values, error as? FeatureError)
    }
    return (values, nil)
  }

  @Test("the whole catalogue arrives in pages of 80 (progress after each), every record decoded")
  func wholeCatalogue() async throws {
    let server = try await EmbeddedAPIServer.start(EmbeddedAPIConfiguration())
    let provider = LiveBeerProvider(client: APIClient(baseURL: server.baseURL))
    let (values, error) = await collect(provider.fetchCatalog())
    await server.stop()
    #expect(error == nil)
    #expect(values.map(\.count) == [80, 160, 240, 320, 325])
    let beers = try #require(values.last)
    #expect(Set(beers.map(\.id)).count == 325)
    let buzz = try #require(beers.first { $0.id == 1 })
    #expect(buzz.name == "Buzz")
    #expect(buzz.firstBrewed == "09/2007")
    #expect(buzz.ibu == 60)
    #expect(buzz.foodPairing?.first == "Spicy chicken tikka masala")
    #expect(buzz.volume == Beer.Quantity(value: 20, unit: "litres"))
    #expect(buzz.ingredients?.hops?.first?.attribute == "bitter")
    #expect(buzz.method?.mashTemp?.first?.duration == 75)
    #expect(buzz.contributedBy == "Sam Mason <samjbmason>")
    #expect(beers.first { $0.id == 24 }?.ibu == nil, "a null number stays nil, the beer still decodes")
  }

  @Test("a server error ends the catalogue with a user-facing error after the pages already sent")
  func failure() async throws {
    let server = try await EmbeddedAPIServer.start(
      EmbeddedAPIConfiguration(faults: FaultPlan(faults: ["/v2/beers": .status(500)])))
    let provider = LiveBeerProvider(
      client: APIClient(baseURL: server.baseURL, configuration: .init(retryPolicy: .never)))
    let (values, error) = await collect(provider.fetchCatalog())
    await server.stop()
    #expect(values.isEmpty)
    #expect(error?.isRetryable == true)
    #expect(error?.message.isEmpty == false)
  }
}

@Suite("Beer name search")
struct BeerSearchTests {
  @Test("matching ignores case and diacritics; an empty query matches everything")
  func matching() {
    let kolsch = Beer(id: 1, name: "Kölsch Kick", abv: 4.8)
    #expect(kolsch.nameMatches("kolsch"))
    #expect(kolsch.nameMatches("KÖL"))
    #expect(kolsch.nameMatches("  "))
    #expect(!kolsch.nameMatches("ipa"))
  }
}
