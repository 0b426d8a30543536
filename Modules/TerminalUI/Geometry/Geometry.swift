/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size; negative dimensions count as zero.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// No cells.
  public static let zero = Size(width: 0, height: 0)

  /// "WxH".
  public var description: String { "\(width)x\(height)" }
}

/// A cell position: column `x`, row `y`, from the top left.
public struct Point: Hashable, Sendable {
  /// The column.
  public var x: Int
  /// The row.
  public var y: Int

  /// Creates a point.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left corner.
  public static let zero = Point(x: 0, y: 0)
}

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
  /// The top-left cell.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its corner and dimensions.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The first column.
  public var minX: Int { origin.x }
  /// The first row.
  public var minY: Int { origin.y }
  /// One past the last column.
  public var maxX: Int { origin.x + size.width }
  /// One past the last row.
  public var maxY: Int { origin.y + size.height }
  /// Whether it holds no cell.
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// Whether `point` lies inside the rectangle.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The cells both rectangles hold (empty, at `origin`, if none).
  public func intersection(_ other: Rect) -> Rect {
    let x = max(minX, other.minX)
    let y = max(minY, other.minY)
    let width = min(maxX, other.maxX) - x
    let height = min(maxY, other.maxY) - y
    guard width > 0, height > 0 else { return Rect(origin: Point(x: x, y: y), size: .zero) }
    return Rect(x: x, y: y, width: width, height: height)
  }

  /// The rectangle shrunk by `insets` (never below empty).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
  }
}

/// Space kept free inside a view's edges, in cells.
public struct EdgeInsets: Hashable, Sendable {
  /// Rows above.
  public var top: Int
  /// Columns on the left.
  public var left: Int
  /// Rows below.
  public var bottom: Int
  /// Columns on the right.
  public var right: Int

  /// Creates insets.
  public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every side.
  public init(all value: Int) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// Columns on the left and right, rows above and below.
  public init(horizontal: Int, vertical: Int) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// No inset.
  public static let zero = EdgeInsets()

  /// Left plus right.
  public var horizontal: Int { left + right }
  /// Top plus bottom.
  public var vertical: Int { top + bottom }
}
