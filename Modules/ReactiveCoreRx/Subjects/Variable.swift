import ReactiveCore

/// RxSwift's deprecated `Variable`, kept because older articles use it: a settable `value`
/// whose observable sends the current value, then every change, and completes when the
/// variable is deinitialized. Deprecated in RxSwift (not marked here, so code typed from older
/// articles builds without warnings); new code wants `BehaviorRelay`.
public final class Variable<Element>: @unchecked Sendable {
  @usableFromInline let subject: BehaviorSubject<Element>

  /// A variable holding `value`.
  @inlinable
  public init(_ value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// The current value; setting it sends the new value to every subscriber.
  @inlinable
  public var value: Element {
    get {
      // Never fails: the subject is private and only ends in deinit.
      (try? subject.value())!
    }
    set { subject.onNext(newValue) }
  }

  /// The current value, then every change; completes when the variable is deinitialized.
  @inlinable
  public func asObservable() -> Observable<Element> {
    subject
  }

  deinit {
    subject.onCompleted()
  }
}

/// A variable takes values as a relay does, so RxCocoa 4's `bind(to: variable)` and
/// `drive(variable)` (also into a variable of optionals) work through the relay forms.
extension Variable: RelayType {
  /// Subscribes `observer` to the current value, then every change, then the completion when
  /// the variable is deinitialized.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// Sets `value` to `event`.
  @inlinable
  public func accept(_ event: Element) {
    value = event
  }
}
