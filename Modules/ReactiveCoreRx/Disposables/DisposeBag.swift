import ReactiveCore

/// Holds subscriptions and disposes them when the bag is deinitialized, as RxSwift's bag:
/// `subscription.disposed(by: bag)`. To dispose early, drop the bag (`bag = DisposeBag()`).
///
/// Backed by ReactiveCore's `DisposeBag` (one mechanism): thread-safe, disposes in insertion
/// order.
public final class DisposeBag: @unchecked Sendable {
  private let bag = ReactiveCore.DisposeBag()

  /// An empty bag.
  public init() {}

  /// A bag holding `disposables`.
  public convenience init(disposing disposables: Disposable...) {
    self.init(disposing: disposables)
  }

  /// A bag holding `disposables`.
  public convenience init(disposing disposables: [Disposable]) {
    self.init()
    for disposable in disposables { insert(disposable) }
  }

  /// A bag holding the disposables the closure lists, one per line:
  ///
  /// ```swift
  /// let bag = DisposeBag {
  ///   name.bind(to: label.rx.text)
  ///   save.subscribe(onNext: { model.save() })
  /// }
  /// ```
  public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
    self.init(disposing: builder())
  }

  /// Adds `disposable`, disposed with the bag.
  public func insert(_ disposable: Disposable) {
    bag.add(disposable.asReactiveCoreDisposable)
  }

  /// Adds each of `disposables`.
  public func insert(_ disposables: Disposable...) {
    insert(disposables)
  }

  /// Adds each of `disposables`.
  public func insert(_ disposables: [Disposable]) {
    for disposable in disposables { insert(disposable) }
  }

  /// Adds each of the disposables the closure lists, one per line.
  public func insert(@DisposableBuilder builder: () -> [Disposable]) {
    insert(builder())
  }

  /// Lists disposables one per line for `DisposeBag { … }` and `insert { … }`.
  @resultBuilder
  public enum DisposableBuilder {
    /// The disposables of the block, in order.
    public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
      disposables
    }
  }

  deinit {
    bag.dispose()
  }
}

extension Disposable {
  /// Adds this disposable to `bag`, to be disposed when the bag is deinitialized.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }
}
