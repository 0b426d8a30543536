/// An insertion-ordered collection whose elements are removed by the token returned on insertion.
///
/// Tokens increase monotonically, so removal is a binary search. Not thread-safe: owners guard it.
@usableFromInline
struct TokenBag<Element> {
  @usableFromInline typealias Token = UInt64

  @usableFromInline var tokens: ContiguousArray<Token> = []
  @usableFromInline var elements: ContiguousArray<Element> = []
  @usableFromInline var nextToken: Token = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { elements.isEmpty }
  @inlinable var count: Int { elements.count }

  @inlinable
  @discardableResult
  mutating func insert(_ element: Element) -> Token {
    let token = nextToken
    nextToken &+= 1
    tokens.append(token)
    elements.append(element)
    return token
  }

  @inlinable
  @discardableResult
  mutating func remove(_ token: Token) -> Element? {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle] < token { low = middle + 1 } else { high = middle }
    }
    guard low < tokens.count, tokens[low] == token else { return nil }
    tokens.remove(at: low)
    return elements.remove(at: low)
  }

  /// Empties the bag and returns what it held, in insertion order.
  @inlinable
  mutating func removeAll() -> ContiguousArray<Element> {
    let removed = elements
    elements = []
    tokens = []
    return removed
  }
}
