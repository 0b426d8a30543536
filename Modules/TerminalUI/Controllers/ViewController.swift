import ReactiveCore

/// Manages one screen's views, as `UIViewController` does: it makes its view on first use,
/// names the screen, lists its key hints, gets keys its views did not handle, and is told when
/// it appears and disappears.
///
/// Subclass it, build the view tree in `loadView()` and bind the view model there or in
/// `viewDidLoad()`. Its `lifetime` ends when it is deinitialized; bindings to it end then.
@MainActor
open class ViewController: LifetimeProviding {
  /// Ends when the controller is deinitialized.
  nonisolated public let lifetime: Lifetime
  private let lifetimeToken: Lifetime.Token
  private var loadedView: View?

  /// The screen's title (shown in the title bar). Changes are shown at once.
  public var title: String {
    didSet { navigationController?.topDidChange() }
  }
  /// The keys this screen answers, for the hint line.
  public var keyHints: [ScreenView.KeyHint] {
    didSet { navigationController?.topDidChange() }
  }
  /// The status line (progress, counts, errors).
  public var status: String = "" {
    didSet { navigationController?.topDidChange() }
  }
  /// Whether `status` reports an error.
  public var statusIsError = false {
    didSet { navigationController?.topDidChange() }
  }

  /// The view that had focus when another screen covered this one; it gets focus back when this
  /// screen shows again.
  weak var lastFocusedView: View?

  /// The navigation controller showing this controller, if any.
  public internal(set) weak var navigationController: NavigationController?

  /// Creates a controller for a screen titled `title`.
  public init(title: String = "", keyHints: [ScreenView.KeyHint] = []) {
    self.title = title
    self.keyHints = keyHints
    (lifetime, lifetimeToken) = Lifetime.make()
  }

  /// The root view, made by `loadView()` on first use.
  public var view: View {
    if let loadedView { return loadedView }
    let view = loadView()
    loadedView = view
    viewDidLoad()
    return view
  }

  /// Whether the view has been made.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Makes the root view. The default is an empty view.
  open func loadView() -> View { View() }

  /// Called once the view is made.
  open func viewDidLoad() {}

  /// Called when the screen is shown (by `viewWillAppear(_:)`'s default).
  open func viewWillAppear() {}

  /// UIKit's spelling, called when the screen is shown; the default calls `viewWillAppear()`.
  /// Override either (call `super` to keep both).
  open func viewWillAppear(_ animated: Bool) { viewWillAppear() }

  /// Called when another screen covers this one or it is removed (by `viewDidDisappear(_:)`'s
  /// default).
  open func viewDidDisappear() {}

  /// UIKit's spelling, called when another screen covers this one or it is removed; the default
  /// calls `viewDidDisappear()`.
  open func viewDidDisappear(_ animated: Bool) { viewDidDisappear() }

  /// Gets the keys no view of the screen handled; says whether it did. The default handles none.
  open func handle(_ key: Key) -> Bool { false }
}

@MainActor
extension Reactive where Base: ViewController {
  /// The status line.
  public var status: BindingTarget<String> { makeUIBindingTarget { $0.status = $1 } }

  /// Whether the status line reports an error.
  public var statusIsError: BindingTarget<Bool> { makeUIBindingTarget { $0.statusIsError = $1 } }

  /// The title.
  public var title: BindingTarget<String> { makeUIBindingTarget { $0.title = $1 } }
}

extension ViewController: ReactiveExtensionsProvider {}
