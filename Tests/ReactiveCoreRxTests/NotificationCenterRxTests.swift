import Foundation
import ReactiveCoreRx
import Testing

/// RxCocoa's `NotificationCenter.rx.notification(_:object:)`, as its documentation and tests
/// describe it: a subscription sees the notifications posted while it lasts, of that name, from
/// that object if one is given.
@Suite struct NotificationCenterRxTests {
  let name = Notification.Name("NotificationCenterRxTests")

  @Test func aSubscriptionSeesTheNotificationsPostedWhileItLasts() {
    let center = NotificationCenter()
    var count = 0
    center.post(name: name, object: nil)
    let subscription = center.rx.notification(name).subscribe(onNext: { _ in count += 1 })
    #expect(count == 0, "nothing posted before the subscription is replayed")
    center.post(name: name, object: nil)
    center.post(name: name, object: NSObject())
    center.post(name: Notification.Name("another"), object: nil)
    #expect(count == 2, "any sender, this name only")
    subscription.dispose()
    center.post(name: name, object: nil)
    #expect(count == 2, "nothing after disposal")
  }

  @Test func anObjectLimitsTheSubscriptionToWhatThatObjectPosts() {
    let center = NotificationCenter()
    let target = NSObject()
    var count = 0
    let subscription = center.rx.notification(name, object: target).subscribe(onNext: { _ in count += 1 })
    center.post(name: name, object: target)
    center.post(name: name, object: nil)
    center.post(name: name, object: NSObject())
    #expect(count == 1)
    subscription.dispose()
  }

  @Test func eachSubscriptionObservesOnItsOwn() {
    let center = NotificationCenter()
    let notifications = center.rx.notification(nil)
    var first: [Notification.Name] = []
    var second: [Notification.Name] = []
    let one = notifications.subscribe(onNext: { first.append($0.name) })
    center.post(name: name, object: nil)
    let two = notifications.subscribe(onNext: { second.append($0.name) })
    center.post(name: Notification.Name("another"), object: nil)
    one.dispose()
    center.post(name: name, object: nil)
    two.dispose()
    #expect(first == [name, Notification.Name("another")])
    #expect(second == [Notification.Name("another"), name])
  }
}
