/// A subject: an observable you can also send to, through the observer `asObserver()` returns.
/// `multicast` accepts any of them.
public protocol SubjectType: ObservableType {
  /// What receives the events the subject then sends on (for this module's subjects, an
  /// `AnyObserver` forwarding to the subject).
  associatedtype Observer: ObserverType

  /// The subject's input side.
  func asObserver() -> Observer
}
