import Foundation
import ReactiveCore

extension NotificationCenter: ReactiveCompatible {}

extension ReactiveCoreRx.Reactive where Base: NotificationCenter {
  /// RxCocoa's notification sequence: each subscription receives the notifications named `name`
  /// (any name, if `nil`) posted by `object` (by anyone, if `nil`) from the moment it subscribes
  /// until it is disposed, on the posting thread. It never ends by itself. ReactiveCore's
  /// `reactive.notifications(forName:object:)` does the observing, one per subscription.
  public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
    let center = base
    return Observable(
      SignalProducer<Notification, Never> { observer, lifetime in
        lifetime += center.reactive.notifications(forName: name, object: object).observe(observer)
      }.promoteError())
  }
}
