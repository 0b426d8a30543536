import EmbeddedAPI
import Foundation
import Networking
import ReactiveCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Happy paths of every route of the embedded API, through the client, over loopback HTTP.
@Suite("Networking: every route over real HTTP")
struct RouteTests {
  @Test("posts: list, one, its comments, filtered by user")
  func posts() async throws {
    try await withServer { server in
      let api = client(of: server)
      let all = await outcome(api.request(Endpoint<[Post]>.get("/posts"))).value
      #expect(all?.count == 100)
      #expect(all?.first?.id == 1)
      let one = await outcome(api.request(Endpoint<Post>.get("/posts/7"))).value
      #expect(one?.id == 7)
      #expect(one?.userId == 1)
      let comments = await outcome(api.request(Endpoint<[Comment]>.get("/posts/7/comments"))).value
      #expect(comments?.map(\.postId) == Array(repeating: 7, count: 5))
      let byQuery = await outcome(api.request(Endpoint<[Comment]>.get("/comments", query: [("postId", "7")]))).value
      #expect(byQuery == comments)
      let ofUser = await outcome(api.request(Endpoint<[Post]>.get("/posts", query: [("userId", "3")]))).value
      #expect(ofUser?.count == 10)
      #expect(ofUser?.allSatisfy { $0.userId == 3 } == true)
    }
  }

  @Test("a base URL or an absolute path with its scheme in capitals (HTTP://) reaches the server: schemes ignore case")
  func schemeInCapitals() async throws {
    try await withServer { server in
      let capitals = try #require(URL(string: "HTTP://" + server.baseURL.absoluteString.dropFirst("http://".count)))
      let api = APIClient(baseURL: capitals, scheduler: QueueScheduler(name: "NetworkingTests"))
      #expect(await outcome(api.request(Endpoint<Post>.get("/posts/7"))).value?.id == 7)
      let absolute = "HTTP://" + server.baseURL.absoluteString.dropFirst("http://".count) + "/posts/8"
      #expect(await outcome(api.request(Endpoint<Post>.get(absolute))).value?.id == 8)
    }
  }

  // Found by trying edge inputs (2026-12-07): a base URL's query was dropped from every request.
  @Test("a query in the base URL goes with every request, before the path's and the endpoint's")
  func baseURLQueryIsKept() throws {
    let api = APIClient(baseURL: try #require(URL(string: "https://api.example.com/v2/?api_key=k%26y#top")))
    let request = try api.urlRequest(for: Endpoint<Data>.get("/beers?abv_gt=5", query: [("page", "2")])).get()
    #expect(request.url?.absoluteString == "https://api.example.com/v2/beers?api_key=k%26y&abv_gt=5&page=2")
    let bare = try api.urlRequest(for: Endpoint<Data>.get("/beers")).get()
    #expect(bare.url?.absoluteString == "https://api.example.com/v2/beers?api_key=k%26y")
    let plain = APIClient(baseURL: try #require(URL(string: "https://api.example.com")))
    #expect(
      try plain.urlRequest(for: Endpoint<Data>.get("/beers")).get().url?.absoluteString
        == "https://api.example.com/beers")
  }

  @Test("query values arrive as given: a plus is a plus, a space a space, & = # stay inside the value")
  func queryValuesArriveAsGiven() async throws {
    try await withServer { server in
      let api = client(of: server)
      // The server reads a query as Express does: "+" is a space. Sent unescaped, "sunt+aut"
      // was searched as "sunt aut" and found posts 1 and 49.
      let plus = await outcome(api.request(Endpoint<[Post]>.get("/posts", query: [("q", "sunt+aut")]))).value
      #expect(plus == [])
      let space = await outcome(api.request(Endpoint<[Post]>.get("/posts", query: [("q", "sunt aut")]))).value
      #expect(space?.map(\.id) == [1, 49])
      let request = try api.urlRequest(for: Endpoint<Data>.get("/v2/beers", query: [("beer_name", "c++ & =#?")])).get()
      #expect(request.url?.query == "beer_name=c%2B%2B%20%26%20%3D%23?")
      let written = try api.urlRequest(for: Endpoint<Data>.get("/posts?q=a+b", query: [("_limit", "1")])).get()
      #expect(written.url?.query == "q=a+b&_limit=1", "a query written in the path is sent as written")
    }
  }

  @Test("users: list and one, nested objects decode")
  func users() async throws {
    try await withServer { server in
      let api = client(of: server)
      let users = await outcome(api.request(Endpoint<[User]>.get("/users"))).value
      #expect(users?.count == 10)
      let user = await outcome(api.request(Endpoint<User>.get("/users/1"))).value
      #expect(user?.username == "Bret")
      #expect(user?.address.geo.lat == "-37.3159")
    }
  }

  @Test("beers: snake_case decoding, one beer as a one-element array, random, filters")
  func beers() async throws {
    try await withServer { server in
      let api = client(of: server)
      let page = await outcome(api.request(Endpoint<[Beer]>.get("/v2/beers", decoder: .snakeCase))).value
      #expect(page?.count == 25)
      #expect(page?.first?.name == "Buzz")
      #expect(page?.first?.firstBrewed == "09/2007")
      let one = await outcome(api.request(Endpoint<[Beer]>.get("/v2/beers/325", decoder: .snakeCase))).value
      #expect(one?.map(\.name) == ["Zipcode"])
      let random = await outcome(api.request(Endpoint<[Beer]>.get("/v2/beers/random", decoder: .snakeCase))).value
      #expect(random?.count == 1)
      let strong = await outcome(
        api.request(
          Endpoint<[Beer]>.get("/v2/beers", query: [("abv_gt", "12"), ("per_page", "80")], decoder: .snakeCase))
      ).value
      #expect(strong?.isEmpty == false)
      #expect(strong?.allSatisfy { $0.abv > 12 } == true)
      let named = await outcome(
        api.request(Endpoint<[Beer]>.get("/v2/beers", query: [("beer_name", "punk_ipa")], decoder: .snakeCase))
      ).value
      #expect(named?.contains { $0.name.hasPrefix("Punk IPA") } == true)
      let picked = await outcome(
        api.request(Endpoint<[Beer]>.get("/v2/beers", query: [("ids", "1|5|9")], decoder: .snakeCase))
      ).value
      #expect(picked?.map(\.id) == [1, 5, 9])
    }
  }

  @Test("sign-in: login (username case-insensitive), then /auth/me with the token")
  func signIn() async throws {
    try await withServer { server in
      let api = client(of: server)
      let login = try Endpoint<SignedIn>.post(
        "/auth/login", json: Credentials(username: "EmilyS", password: "emilyspass"), secret: true)
      let session = try #require(await outcome(api.request(login)).value)
      #expect(session.username == "emilys")
      #expect(session.accessToken.count >= 40)
      api.authorizationToken = session.accessToken
      let profile = await outcome(api.request(Endpoint<Profile>.get("/auth/me"))).value
      #expect(profile?.username == "emilys")
      #expect(profile?.email == "emily.johnson@x.dummyjson.com")
    }
  }

  @Test("URLSession.reactive.data(with:) is cold and decodes with lift")
  func reactiveURLSession() async throws {
    try await withServer { server in
      let request = URLRequest(url: server.baseURL.appendingPathComponent("posts/1"))
      let producer = URLSession.shared.reactive.data(with: request).validateStatus().decode(Post.self)
      let first = await outcome(producer).value
      let second = await outcome(producer).value
      #expect(first?.id == 1)
      #expect(second == first)
    }
  }
}
