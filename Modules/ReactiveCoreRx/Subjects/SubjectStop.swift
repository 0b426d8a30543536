import ReactiveCore

/// Why a subject stopped.
@usableFromInline
enum SubjectStop {
  case failed(Swift.Error)
  case completed
  case disposed

  /// The event that ends a subscription to a subject stopped this way: its error or completion;
  /// for a disposed subject, `RxError.disposed` (naming `subject`) when the subscription is being
  /// answered, and a silent end (`interrupted`) for a subscriber that was already there.
  @inlinable
  func terminal<Element>(
    answeringSubscription: Bool, subject: @autoclosure () -> AnyObject
  ) -> ReactiveCore.Signal<Element, Swift.Error>.Event {
    switch self {
    case let .failed(error): .failed(error)
    case .completed: .completed
    case .disposed: answeringSubscription ? .failed(RxError.disposed(object: subject())) : .interrupted
    }
  }
}
