/// An unordered-by-value collection that keeps insertion order and hands out a token for each
/// inserted element, to remove exactly that element later (duplicates are told apart). Not
/// thread-safe: guard it yourself, or use it inside an `Atomic`.
public struct Bag<Element> {
  /// Identifies one inserted element.
  public struct Token: Hashable, Sendable {
    fileprivate let identifier: UInt64
  }

  private var elements: ContiguousArray<Element> = []
  private var tokens: ContiguousArray<Token> = []
  private var nextIdentifier: UInt64 = 0

  /// Creates an empty bag.
  public init() {}

  /// Creates a bag holding `elements`, in order.
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    for element in elements { insert(element) }
  }

  /// Adds `element` at the end and returns the token that removes it.
  @discardableResult
  public mutating func insert(_ element: Element) -> Token {
    let token = Token(identifier: nextIdentifier)
    nextIdentifier &+= 1
    elements.append(element)
    tokens.append(token)
    return token
  }

  /// Removes the element `token` was given for and returns it; does nothing (and returns `nil`)
  /// if it was already removed. (Tokens grow with each insertion, so finding one is a binary
  /// search.)
  @discardableResult
  public mutating func remove(using token: Token) -> Element? {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].identifier < token.identifier { low = middle + 1 } else { high = middle }
    }
    guard low < tokens.count, tokens[low] == token else { return nil }
    tokens.remove(at: low)
    return elements.remove(at: low)
  }
}

extension Bag: RandomAccessCollection {
  /// The position of the first element.
  public var startIndex: Int { elements.startIndex }
  /// The position past the last element.
  public var endIndex: Int { elements.endIndex }

  /// The element at `position`, in insertion order.
  public subscript(position: Int) -> Element { elements[position] }

  /// Iterates the elements in insertion order.
  public func makeIterator() -> ContiguousArray<Element>.Iterator { elements.makeIterator() }
}

extension Bag: Sendable where Element: Sendable {}
