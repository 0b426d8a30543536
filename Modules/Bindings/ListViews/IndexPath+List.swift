import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  extension IndexPath {
    /// The index path of `item` in `section`, as UIKit and AppKit spell it.
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The index path of `row` in `section`, as UIKit spells it.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// The section (the first index).
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The item within the section (the second index).
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The row within the section: the same as `item`.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
