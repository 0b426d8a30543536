import Foundation
import ReactiveCore

extension ObservableType {
  /// Sends every element to each of `observers`. Bindings are for sequences that never fail: an
  /// error stops the program in debug builds and is reported on standard error in release ones
  /// (RxSwift's rule), because a binding that silently stops leaves a screen showing stale data.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
    bind(toEach: observers)
  }

  /// Sends every element, wrapped in an optional, to each of `observers`.
  @inlinable
  public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    map { $0 as Element? }.bind(toEach: observers)
  }

  /// Accepts every element into each of `relays` (a publish, behavior or replay relay);
  /// completion ends the binding only.
  @inlinable
  public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
    accept(intoEach: relays)
  }

  /// Accepts every element, wrapped in an optional, into each of `relays`.
  @inlinable
  public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
    map { $0 as Element? }.accept(intoEach: relays)
  }

  /// What the `bind(to:)` forms of observables and of `Infallible` do with their observers: each
  /// gets every element and the completion; an error is reported (see `bind(to:)`).
  @inlinable
  func bind<Observer: ObserverType>(toEach observers: [Observer]) -> Disposable where Observer.Element == Element {
    subscribe(
      onNext: { element in for observer in observers { observer.onNext(element) } },
      onError: { reportBindingError($0) },
      onCompleted: { for observer in observers { observer.onCompleted() } })
  }

  /// What the `bind(to:)` forms of observables and of `Infallible` do with their relays: each
  /// accepts every element; an error is reported (see `bind(to:)`).
  @inlinable
  func accept<Relay: RelayType>(intoEach relays: [Relay]) -> Disposable where Relay.Element == Element {
    subscribe(onNext: { element in for relay in relays { relay.accept(element) } }, onError: { reportBindingError($0) })
  }

  /// Passes this observable to `binder` and returns what it returns (for binders that take the
  /// whole sequence, like `tableView.rx.items(cellIdentifier:cellType:)`).
  @inlinable
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Passes this observable to a curried `binder`, then `curriedArgument` to what it returns: how
  /// `bind(to: tableView.rx.items(cellIdentifier:cellType:)) { row, element, cell in ... }`
  /// reads, the trailing closure being the argument.
  @inlinable
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// As `bind(to:curriedArgument:)`, for binders whose argument is a main-actor closure of three
  /// values (RxCocoa's `items(cellIdentifier:cellType:)` configure closure): the closure, or a
  /// main-actor method reference (`(configureCell)`), is typed from the binder. (Without this
  /// form, Swift 6.3's type checker fails on a trailing closure of a global-actor type.)
  @inlinable
  public func bind<A, B, C, Output, R2>(
    to binder: (Self) -> (@escaping @MainActor (A, B, C) -> Output) -> R2,
    curriedArgument: @escaping @MainActor (A, B, C) -> Output
  ) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Calls `onNext` with every element; an error is reported as in `bind(to:)`.
  @inlinable
  public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext, onError: { reportBindingError($0) })
  }

  /// As `bind(onNext:)`, with `object` passed to `onNext` while it exists (held weakly; the
  /// elements after it is gone are dropped).
  @inlinable
  public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
    bind(onNext: weaklyBound(object, onNext)!)  // never nil: `onNext` is not optional
  }
}

/// Reports an error that reached a binding: a programming error (bind only sequences that cannot
/// fail, like relays or `Driver`s). Stops a debug build with the error's description; a release
/// build writes it on standard error and goes on. UI modules' binders report through it.
public func reportBindingError(_ error: Swift.Error, file: StaticString = #file, line: UInt = #line) {
  let message = "A binding received an error, which bindings cannot handle: \(error)"
  #if DEBUG
    fatalError(message, file: file, line: line)
  #else
    FileHandle.standardError.write(Data((message + "\n").utf8))
  #endif
}
