import Foundation
import ReactiveCoreRx
import ReactiveCoreRxTesting
import Testing

// The sign-in article's view model tested the way RxSwift articles test view models: RxTest's
// scheduler, hot observables as the user's typing, and a recording observer. This file imports
// only the Rx modules, as such a test does.

@Suite struct RxSignInViewModelRxTests {
  @Test func theButtonIsEnabledOnceBothFieldsAreFilledIn() {
    let scheduler = TestScheduler(initialClock: 0)
    // Nothing listens on this port: the test never taps, so no request is made.
    let viewModel = LoginViewModel(service: AuthService(baseURL: URL(string: "http://127.0.0.1:9")!))
    let usernames = scheduler.createHotObservable([.next(210, "emilys")])
    let passwords = scheduler.createHotObservable([.next(220, "emi"), .next(230, "emilyspass")])
    let bag = DisposeBag()
    usernames.bind(to: viewModel.username).disposed(by: bag)
    passwords.bind(to: viewModel.password).disposed(by: bag)

    let isValid = scheduler.start { viewModel.isValid }

    #expect(isValid.events == [.next(200, false), .next(210, false), .next(220, false), .next(230, true)])
    #expect(usernames.subscriptions == [Subscription(0)])
  }
}
