/// Lays its visible subviews out in a row or a column, with spacing between them and padding
/// around them. Each view gets its preferred size along the axis; views that grow to fill share
/// what is left. Across the axis every view fills the stack. No view is wider than its
/// `maximumWidth`. When room runs out, the views that come last get less, down to nothing;
/// nothing overlaps.
public final class StackView: View {
  /// The direction views are laid out in.
  public enum Axis: Sendable, Equatable {
    /// A column, top to bottom.
    case vertical
    /// A row, left to right.
    case horizontal
  }

  /// The direction.
  public var axis: Axis { didSet { setNeedsLayout() } }
  /// Cells between neighbouring views.
  public var spacing: Int { didSet { setNeedsLayout() } }
  /// Cells kept free inside the stack's edges.
  public var padding: EdgeInsets { didSet { setNeedsLayout() } }

  /// Creates a stack of `views`.
  public init(_ axis: Axis, spacing: Int = 0, padding: EdgeInsets = .zero, _ views: [View] = []) {
    self.axis = axis
    self.spacing = spacing
    self.padding = padding
    super.init()
    for view in views { addSubview(view) }
  }

  override public func preferredSize(in available: Size) -> Size {
    let inner = Size(width: available.width - padding.horizontal, height: available.height - padding.vertical)
    var along = 0
    var across = 0
    for (index, view) in arrangedViews.enumerated() {
      let room =
        axis == .vertical
        ? Size(width: inner.width, height: inner.height - along)
        : Size(width: inner.width - along, height: inner.height)
      var size = view.preferredSize(in: room)
      size.width = view.cappedWidth(size.width)
      along += (index > 0 ? spacing : 0) + (axis == .vertical ? size.height : size.width)
      across = max(across, axis == .vertical ? size.width : size.height)
    }
    let size =
      axis == .vertical
      ? Size(width: across + padding.horizontal, height: along + padding.vertical)
      : Size(width: along + padding.horizontal, height: across + padding.vertical)
    return Size(width: min(size.width, available.width), height: min(size.height, available.height))
  }

  override public func layoutSubviews() {
    let inner = frame.inset(by: padding)
    let views = arrangedViews
    let total = axis == .vertical ? inner.size.height : inner.size.width
    var lengths = Array(repeating: 0, count: views.count)
    // Spacing is taken only between views that come before the room runs out.
    var used = 0
    for (index, view) in views.enumerated() where !view.growsToFill {
      let room = max(0, total - used - (index > 0 ? spacing : 0))
      let size = view.preferredSize(
        in: axis == .vertical
          ? Size(width: inner.size.width, height: room) : Size(width: room, height: inner.size.height))
      lengths[index] = axis == .vertical ? size.height : size.width
      used += lengths[index] + (index > 0 ? spacing : 0)
    }
    let growers = views.indices.filter { views[$0].growsToFill }
    let left = max(0, total - used - growers.filter { $0 > 0 }.count * spacing)
    for (rank, index) in growers.enumerated() {
      lengths[index] = left / growers.count + (rank < left % growers.count ? 1 : 0)
    }
    if axis == .horizontal {
      for (index, view) in views.enumerated() { lengths[index] = view.cappedWidth(lengths[index]) }
    }
    var position = axis == .vertical ? inner.minY : inner.minX
    let end = axis == .vertical ? inner.maxY : inner.maxX
    for (index, view) in views.enumerated() {
      let length = max(0, min(lengths[index], end - position))
      view.frame =
        axis == .vertical
        ? Rect(x: inner.minX, y: position, width: view.cappedWidth(inner.size.width), height: length)
        : Rect(x: position, y: inner.minY, width: length, height: inner.size.height)
      position = min(end, position + length + spacing)
    }
  }

  private var arrangedViews: [View] { subviews.filter { !$0.isHidden } }
}
