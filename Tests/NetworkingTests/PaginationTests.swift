import EmbeddedAPI
import Foundation
import Networking
import ReactiveCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Pages to the end of a list: by `Link`/`X-Total-Count` (JSONPlaceholder) and by short page
/// (Punk API).
@Suite("Networking: pagination")
struct PaginationTests {
  @Test("posts page by page via Link rel=next, to the last page")
  func postsToTheEnd() async throws {
    try await withServer { server in
      let api = client(of: server)
      var pageNumber: Int? = 1
      var seen: [Int] = []
      var pages: [Page<Post>] = []
      while let number = pageNumber {
        let page = try #require(await outcome(api.page(Endpoint<[Post]>.get("/posts"), page: number, limit: 20)).value)
        seen += page.items.map(\.id)
        pages.append(page)
        pageNumber = page.nextPage
      }
      #expect(seen == Array(1...100))
      #expect(pages.count == 5)
      #expect(pages.allSatisfy { $0.totalCount == 100 })
      #expect(pages.last?.isLastPage == true)
      #expect(pages.first?.nextPage == 2)
      let pastTheEnd = await outcome(api.page(Endpoint<[Post]>.get("/posts"), page: 9, limit: 20)).value
      #expect(pastTheEnd?.items.isEmpty == true)
      #expect(pastTheEnd?.isLastPage == true)
    }
  }

  @Test("beers page by page: no headers, the short page is the last")
  func beersToTheEnd() async throws {
    try await withServer { server in
      let api = client(of: server)
      var pageNumber: Int? = 1
      var count = 0
      var lastPage = 0
      while let number = pageNumber {
        let endpoint = Endpoint<[Beer]>.get("/v2/beers", decoder: .snakeCase)
        let page = try #require(await outcome(api.page(endpoint, page: number, limit: 80, style: .punkAPI)).value)
        #expect(page.totalCount == nil)
        count += page.items.count
        lastPage = number
        pageNumber = page.nextPage
      }
      #expect(count == 325)
      #expect(lastPage == 5)
    }
  }

  @Test(
    "Link headers: relations found among several, quoted or not, commas inside URLs and quotes; a missing next is the end"
  )
  func linkHeaderParsing() throws {
    let url = try #require(URL(string: "http://127.0.0.1/posts"))
    func page(link: String?, total: String? = nil, items: Int = 10) throws -> Page<Int> {
      var headers: [String: String] = [:]
      headers["Link"] = link
      headers["X-Total-Count"] = total
      let response = try #require(HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: headers))
      return Page(items: Array(0..<items), page: 3, limit: 10, response: response, style: .jsonServer)
    }
    let middle = try page(
      link: "<http://h/posts?_page=1&_limit=10>; rel=\"first\", <http://h/posts?_page=4&_limit=10>; rel=\"next\"")
    #expect(middle.nextPage == 4)
    #expect(try page(link: "<http://h/posts?_limit=10&_page=5>; rel=next").nextPage == 5)
    #expect(
      try page(link: "<http://h/posts?_page=1>; rel=\"first\", <http://h/posts?_page=2>; rel=\"prev\"").isLastPage)
    #expect(
      try page(link: "<http://h/a,b?_page=7>; title=\"x, y; z\"; rel=\"prev next\", <http://h/?_page=9>; rel=last")
        .nextPage == 7)
    #expect(try page(link: "<http://h/posts?%5Fpage=6>; REL = \"Next\"").nextPage == 6)
    #expect(try page(link: "<http://h/posts?_page=abc>; rel=next").isLastPage)
    #expect(try page(link: "<http://h/posts?_page=2; rel=next").isLastPage)
    #expect(try page(link: nil, total: " 31 ").nextPage == 4)
    #expect(try page(link: nil, total: "30").isLastPage)
    #expect(try page(link: nil, total: "31").nextPage == 4)
    #expect(try page(link: nil, items: 9).isLastPage)
    #expect(try page(link: nil, items: 10).nextPage == 4)
  }

  // Found by Tooling/Fuzz (FuzzResponses, 2026-11-26): a `next` link to the page just read made
  // a list that pages by `nextPage` load page 3 forever; a negative total was taken as given.
  @Test("a next link that does not point forward ends the list; a negative total is no total")
  func hostileLinkAndTotal() throws {
    let url = try #require(URL(string: "http://127.0.0.1/posts"))
    func page(link: String?, total: String? = nil) throws -> Page<Int> {
      var headers: [String: String] = [:]
      headers["Link"] = link
      headers["X-Total-Count"] = total
      let response = try #require(HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: headers))
      return Page(items: Array(0..<10), page: 3, limit: 10, response: response, style: .jsonServer)
    }
    #expect(try page(link: "<http://h/posts?_page=3>; rel=next").isLastPage, "the page just read")
    #expect(try page(link: "<http://h/posts?_page=1>; rel=next").isLastPage, "a page already read")
    #expect(try page(link: "<http://h/posts?_page=-4>; rel=next").isLastPage)
    #expect(try page(link: "<http://h/posts?_page=4>; rel=next").nextPage == 4)
    #expect(try page(link: nil, total: "-3").totalCount == nil)
    #expect(try page(link: nil, total: "-3").nextPage == 4, "without a total, a full page may have a next")
  }

  // Found by trying edge inputs (2026-12-07): asking for page Int.max of a list with a total
  // trapped computing `page * limit`, and a full last page at Int.max computing `page + 1`.
  @Test("pages at the end of Int's range end the list instead of stopping the process")
  func pagesAtIntsEnd() throws {
    let url = try #require(URL(string: "http://127.0.0.1/posts"))
    func page(_ number: Int, limit: Int, total: String?, items: Int) throws -> Page<Int> {
      var headers: [String: String] = [:]
      headers["X-Total-Count"] = total
      let response = try #require(HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: headers))
      return Page(items: Array(0..<items), page: number, limit: limit, response: response, style: .jsonServer)
    }
    #expect(try page(.max, limit: 10, total: "100", items: 0).isLastPage)
    #expect(try page(.max / 2, limit: 3, total: String(Int.max), items: 3).isLastPage)
    #expect(try page(.max, limit: 0, total: "100", items: 0).isLastPage)
    #expect(try page(.max, limit: 10, total: nil, items: 10).isLastPage)
    #expect(try page(.max - 1, limit: 10, total: nil, items: 10).nextPage == .max)
    #expect(try page(2, limit: .max, total: "5", items: 5).isLastPage)
  }
}
