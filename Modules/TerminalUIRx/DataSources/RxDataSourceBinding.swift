import Bindings
import ReactiveCore
import ReactiveCoreRx

/// What RxCocoa's `items(dataSource:)` does for a data source of your own class, on a table or a
/// collection view alike: the data source is installed as the view's UIKit-style data source and
/// kept alive for as long as the binding lasts (the view holds it weakly, as UIKit does), every
/// element of the source reaches it on the main actor, and disposing the binding uninstalls it.
///
/// As in RxCocoa, a source that completes leaves the data source installed with what it was
/// last given (a constant list is a list), and an error is a programming error
/// (`reportBindingError`) that leaves it installed too; only disposing the binding, or the view
/// going away, ends it.
@MainActor
enum RxDataSourceBinding {
  /// Installs `dataSource` in `view`'s UIKit-style `slot`, feeds it `source`'s elements with
  /// `deliver`, and takes it out of the slot (if still there) when the returned disposable is
  /// disposed.
  static func bind<Source: ObservableType, View: ListView, DataSource>(
    _ source: Source, to view: View, slot: ReferenceWritableKeyPath<View, DataSource?>,
    dataSource: DataSource,
    deliver: @escaping @MainActor (View, Source.Element) -> Void
  ) -> ReactiveCoreRx.Disposable {
    view[keyPath: slot] = dataSource
    let uninstall: @MainActor () -> Void = { [weak view] in
      if let view, let installed = view[keyPath: slot], installed as AnyObject === dataSource as AnyObject {
        view[keyPath: slot] = nil
      }
    }
    let kept = KeptDataSource(dataSource as AnyObject)
    let elements = source.asSignalProducer()
      .flatMapError { error -> SignalProducer<Source.Element, Never> in
        reportBindingError(error)
        return .empty
      }
    let binding = ReactiveCore.CompositeDisposable()
    binding += elements.take(during: view.lifetime).startOnMainActor { [weak view] element in
      if let view { deliver(view, element) }
    }
    // The view's lifetime keeps the data source alive (its observer holds `kept`) until the
    // view goes or the binding is disposed, whichever is first.
    binding += view.lifetime.observeEnded {
      UIScheduler().scheduleOnMainActor { kept.release() }
    }
    binding += AnyDisposable {
      UIScheduler().scheduleOnMainActor {
        uninstall()
        kept.release()
      }
    }
    return Disposables.create { binding.dispose() }
  }
}

/// The strong reference that keeps a bound data source alive while its view holds it weakly.
@MainActor
private final class KeptDataSource {
  private var dataSource: AnyObject?

  init(_ dataSource: AnyObject) {
    self.dataSource = dataSource
  }

  func release() {
    dataSource = nil
  }
}
