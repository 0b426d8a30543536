import Bindings
import ReactiveCoreRx
import TerminalUI

/// How the animated data source's rows appear, change and disappear (RxDataSources'
/// `AnimationConfiguration`). The terminal table shows one kind of change per batch, so the
/// insert animation is the one used.
public struct AnimationConfiguration: Sendable {
  /// How inserted rows appear.
  public let insertAnimation: RowAnimation
  /// How updated rows are redrawn.
  public let reloadAnimation: RowAnimation
  /// How deleted rows disappear.
  public let deleteAnimation: RowAnimation

  /// UIKit's defaults: automatic for all three.
  public init(
    insertAnimation: RowAnimation = .automatic, reloadAnimation: RowAnimation = .automatic,
    deleteAnimation: RowAnimation = .automatic
  ) {
    self.insertAnimation = insertAnimation
    self.reloadAnimation = reloadAnimation
    self.deleteAnimation = deleteAnimation
  }
}

/// Whether the animated data source applies a change as a batch or reloads the table
/// (RxDataSources' `ViewTransition`).
public enum ViewTransition: Sendable {
  /// Inserted, deleted, moved and updated rows as one batch; kept rows keep their cells.
  case animated
  /// Every row configured again, as `reloadData()`.
  case reload
}

/// A sectioned data source that diffs each new array of sections against the shown one and
/// applies the difference as one batch: inserted, deleted, moved (also across sections) and
/// updated rows, matched by identity (RxDataSources' `RxTableViewSectionedAnimatedDataSource`).
/// The first array, and any while the table is off screen, reloads; so does any change
/// `decideViewTransition` answers `.reload` for.
@MainActor
open class RxTableViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
  TableViewSectionedDataSource<Section>, RxTableViewDataSourceType
{
  /// Chooses, for each change, between the batch and a reload; it is given the data source, the
  /// table and the difference found (which says how many rows and sections it touches).
  public typealias DecideViewTransition =
    @MainActor (
      TableViewSectionedDataSource<Section>, TableView, SectionedChangeset<Section, Section.Item>
    ) -> ViewTransition

  /// Called for each new array after the first; `.animated` unless replaced (set it to reload
  /// when, say, a change touches most rows).
  open var decideViewTransition: DecideViewTransition

  /// Whether the first array has come (it always reloads, without asking).
  private var hasReceivedSections = false

  /// How rows appear and disappear.
  public var animationConfiguration: AnimationConfiguration {
    didSet { rowAnimation = animationConfiguration.insertAnimation }
  }

  /// A data source animating with `animationConfiguration`; the other arguments are
  /// `TableViewSectionedDataSource`'s.
  public init(
    animationConfiguration: AnimationConfiguration = AnimationConfiguration(),
    decideViewTransition: @escaping DecideViewTransition = { _, _, _ in .animated },
    configureCell: @escaping ConfigureCell,
    titleForHeaderInSection: @escaping TitleForSection = { _, _ in nil },
    titleForFooterInSection: @escaping TitleForSection = { _, _ in nil },
    canEditRowAtIndexPath: @escaping RowPermission = { _, _ in false },
    canMoveRowAtIndexPath: @escaping RowPermission = { _, _ in false }
  ) {
    self.animationConfiguration = animationConfiguration
    self.decideViewTransition = decideViewTransition
    super.init(
      configureCell: configureCell, titleForHeaderInSection: titleForHeaderInSection,
      titleForFooterInSection: titleForFooterInSection, canEditRowAtIndexPath: canEditRowAtIndexPath,
      canMoveRowAtIndexPath: canMoveRowAtIndexPath)
    rowAnimation = animationConfiguration.insertAnimation
  }

  /// Shows a new array of sections as the batch update that leads to it; an error is a
  /// programming error (`reportBindingError`).
  open func tableView(_ tableView: TableView, observedEvent: Event<[Section]>) {
    switch observedEvent {
    case let .next(newSections):
      let new = newSections.map { ListSection($0, items: $0.items) }
      guard hasReceivedSections else {
        hasReceivedSections = true
        update(to: new, changeset: nil)
        return
      }
      let changeset = SectionedChangeset(
        from: sections.listSections, to: new,
        sectionID: { $0.identity }, sectionContentEquals: { _, _ in true },
        itemID: { $0.identity }, itemContentEquals: { $0 == $1 })
      let transition = decideViewTransition(self, tableView, changeset)
      update(to: new, changeset: transition == .animated ? changeset : nil)
    case let .error(error): reportBindingError(error)
    case .completed: break
    }
  }
}
