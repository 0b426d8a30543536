import ReactiveCore
import TerminalUI
import Testing

@MainActor
@Suite("SearchBar: UISearchBar's search and cancel buttons as Enter and Escape")
struct SearchBarTests {
  @Test("Enter ends editing with the text, then reports the search")
  func enterSearches() {
    let bar = SearchBar()
    var log: [String] = []
    bar.textValues.observeValues { log.append("text \($0)") }
    bar.searchButtonClicks.observeValues { log.append("search") }
    bar.type("ipa")
    #expect(bar.handle(.enter))
    #expect(log == ["text ipa", "search"])
    #expect(bar.placeholder == "Search")
  }

  @Test("Escape clears the text as an edit and reports the cancel; on an empty bar it is left to the screen")
  func escapeCancels() {
    let bar = SearchBar(placeholder: "Search beers")
    var edits: [String] = []
    var cancels = 0
    bar.continuousTextValues.observeValues { edits.append($0) }
    bar.cancelButtonClicks.observeValues { cancels += 1 }
    bar.type("ab")
    _ = bar.handle(.left)  // the cursor mid-text: Escape still clears it all
    #expect(bar.handle(.escape))
    #expect(bar.text.isEmpty)
    #expect(edits == ["a", "ab", ""])
    #expect(cancels == 1)
    #expect(!bar.handle(.escape))
    #expect(cancels == 1)
  }
}
