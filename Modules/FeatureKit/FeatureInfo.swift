/// Who a feature is, as the app shows it: what `Feature.info` declares.
public struct FeatureInfo: Sendable {
  /// A stable identifier, used on the command line (`demo --feature posts`) and to name the
  /// feature's part of the tour: lowercase words joined by hyphens.
  public var id: String
  /// The title of its menu entry and its screen.
  public var title: String
  /// Whether the home menu may list it (only features opened with no input are listed).
  public var showsInMenu: Bool
  /// Whether it needs a signed-in session (a preview signs in first).
  public var needsSession: Bool
  /// The feature's part of the app's scripted tour, in TerminalUI's script language: it starts
  /// and ends on the app's home screen (a feature that needs no session starts where the app
  /// starts). Empty for none.
  public var tour: String

  /// Describes a feature; by default it is in the menu (if opened with no input), needs a
  /// session and has no part in the tour.
  public init(id: String, title: String, showsInMenu: Bool = true, needsSession: Bool = true, tour: String = "") {
    self.id = id
    self.title = title
    self.showsInMenu = showsInMenu
    self.needsSession = needsSession
    self.tour = tour
  }
}
