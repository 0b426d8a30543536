/// A value with an identity that stays the same while its content changes: how the animated
/// data source tells a moved or updated row from a new one (RxDataSources' `IdentifiableType`).
public protocol IdentifiableType {
  /// What identifies it.
  associatedtype Identity: Hashable
  /// Its identity.
  var identity: Identity { get }
}

extension String: IdentifiableType {
  /// The string itself.
  public var identity: String { self }
}

extension Int: IdentifiableType {
  /// The number itself.
  public var identity: Int { self }
}

/// A section of a sectioned table: its items, and how to rebuild it with other items
/// (RxDataSources' `SectionModelType`).
public protocol SectionModelType {
  /// The type of the rows.
  associatedtype Item
  /// The rows, in order.
  var items: [Item] { get }
  /// `original` with `items` instead of its own.
  init(original: Self, items: [Item])
}

/// A section whose rows can be animated: the section and its items have identities, and items
/// compare their content (RxDataSources' `AnimatableSectionModelType`).
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType, Item: Equatable {}

/// A section made of a model (a header title, say) and items (RxDataSources' `SectionModel`).
public struct SectionModel<Section, ItemType>: SectionModelType {
  /// What the section is about, shown by `titleForHeaderInSection` if the caller wants.
  public var model: Section
  /// The rows.
  public var items: [ItemType]

  /// A section of `items` about `model`.
  public init(model: Section, items: [ItemType]) {
    self.model = model
    self.items = items
  }

  /// `original` with `items`.
  public init(original: SectionModel, items: [ItemType]) {
    self.init(model: original.model, items: items)
  }

  /// The section's model.
  public var identity: Section { model }
}

/// A section whose model and items have identities, for the animated data source
/// (RxDataSources' `AnimatableSectionModel`).
public struct AnimatableSectionModel<Section: IdentifiableType, ItemType: IdentifiableType & Equatable>:
  AnimatableSectionModelType
{
  /// What the section is about; its identity is the section's.
  public var model: Section
  /// The rows.
  public var items: [ItemType]

  /// A section of `items` about `model`.
  public init(model: Section, items: [ItemType]) {
    self.model = model
    self.items = items
  }

  /// `original` with `items`.
  public init(original: AnimatableSectionModel, items: [ItemType]) {
    self.init(model: original.model, items: items)
  }

  /// The model's identity.
  public var identity: Section.Identity { model.identity }
}

extension AnimatableSectionModel: Equatable where Section: Equatable {}
