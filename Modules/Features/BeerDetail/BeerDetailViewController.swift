import FeatureKit
import BeerCatalog
import ReactiveCore
import TerminalUI

/// One beer: its name in the title bar, then tagline, brewer, ABV, IBU ("n/a" when unknown), first
/// brewed, description, food pairings; Previous and Next buttons (disabled at the ends) and the
/// position ("3 of 25") in the status line. Keys: n or → for next, p or ← for previous.
public final class BeerDetailViewController: ViewController {
  private let viewModel: BeerDetailViewModel
  private let presenter: BeerDetailPresenter
  private let tagline = Label("", style: Style(foreground: .yellow), lineBreak: .truncate)
  private let facts = Label("", lineBreak: .wrap)
  private let details = Label("", lineBreak: .wrap)
  private let previous = Button(title: "Previous")
  private let next = Button(title: "Next")

  init(viewModel: BeerDetailViewModel, presenter: BeerDetailPresenter) {
    self.viewModel = viewModel
    self.presenter = presenter
    super.init(
      title: BeerDetailFeature.info.title,
      keyHints: [.init("n/→", "next"), .init("p/←", "previous"), .init("Esc", "back"), .init("^C", "quit")])
  }

  override public func loadView() -> View {
    details.growsToFill = true
    return StackView(
      .vertical, spacing: 1, padding: EdgeInsets(horizontal: 1, vertical: 0),
      [
        tagline, facts, details,
        StackView(.horizontal, spacing: 2, [previous, next]),
      ])
  }

  override public func viewDidLoad() {
    let beer = viewModel.beer
    tagline.reactive.text <~ beer.map { $0?.tagline ?? "" }
    facts.reactive.text <~ beer.map { $0.map(Self.facts) ?? "" }
    details.reactive.text <~ beer.map { $0.map(Self.details) ?? "" }
    reactive.title <~ beer.map { $0?.name ?? "Beer" }
    reactive.status <~ viewModel.state.map(\.positionText)
    previous.reactive.pressed = CocoaAction(viewModel.previous)
    next.reactive.pressed = CocoaAction(viewModel.next)
  }

  override public func handle(_ key: Key) -> Bool {
    switch key {
    case .character("n"), .right: next.press()
    case .character("p"), .left: previous.press()
    default: return false
    }
    return true
  }

  /// "Brewer …", then "ABV 4.5% · IBU 60 · First brewed 09/2007".
  static func facts(of beer: Beer) -> String {
    let ibu = beer.ibu.map { $0.rounded() == $0 ? String(Int($0)) : String($0) } ?? "n/a"
    return
      "Brewer: \(beer.contributedBy ?? "unknown")\nABV \(beer.abv)% · IBU \(ibu) · First brewed \(beer.firstBrewed ?? "n/a")"
  }

  /// The description, then the food pairings as a list.
  static func details(of beer: Beer) -> String {
    let pairings = (beer.foodPairing ?? []).map { "• \($0)" }.joined(separator: "\n")
    return [beer.description ?? "", pairings.isEmpty ? "" : "Food pairings:\n\(pairings)"]
      .filter { !$0.isEmpty }.joined(separator: "\n\n")
  }
}
