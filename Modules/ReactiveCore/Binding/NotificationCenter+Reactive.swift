import Foundation

extension NotificationCenter: ReactiveExtensionsProvider {}

extension Reactive where Base: NotificationCenter {
  /// A signal of the notifications named `name` (all, if `nil`) posted by `object` (any, if
  /// `nil`). The observation is removed when the signal has no observers left and is released.
  public func notifications(forName name: Notification.Name?, object: AnyObject? = nil) -> Signal<Notification, Never> {
    let center = base
    return Signal { observer, lifetime in
      let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
        observer.send(value: notification)
      }
      let registration = UncheckedSendable((center, token))
      lifetime.observeEnded { registration.value.0.removeObserver(registration.value.1) }
    }
  }
}
