import Foundation
import ReactiveCoreRx
import TerminalUI
import TerminalUIRx
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The RxSwift sign-in article: two text fields bound to relays, the button enabled by a
// combineLatest, taps turned into a request with withLatestFrom + flatMapLatest, the result
// driven to a label. UIKit's views are TerminalUI's; the rest is the article's code.

struct Credentials: Equatable, Sendable {
  let username: String
  let password: String
}

struct LoginResponse: Decodable {
  let accessToken: String
}

final class AuthService {
  let baseURL: URL

  init(baseURL: URL) {
    self.baseURL = baseURL
  }

  func login(with credentials: Credentials) -> Observable<String> {
    var request = URLRequest(url: baseURL.appendingPathComponent("auth/login"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try? JSONEncoder().encode(["username": credentials.username, "password": credentials.password])
    return URLSession.shared.rx.data(request: request)
      .map { data in try JSONDecoder().decode(LoginResponse.self, from: data).accessToken }
  }
}

/// The activity tracker RxSwift articles add to their projects (after RxExample's): `true`
/// while at least one tracked sequence is subscribed, as a Driver for a spinner.
final class ActivityIndicator: SharedSequenceConvertibleType {
  typealias Element = Bool
  typealias SharingStrategy = DriverSharingStrategy

  private let lock = NSRecursiveLock()
  private let running = BehaviorRelay(value: 0)
  private let loading: SharedSequence<SharingStrategy, Bool>

  init() {
    loading = running.asDriver()
      .map { $0 > 0 }
      .distinctUntilChanged()
  }

  fileprivate func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
    // The article's spelling: a closure argument, then a trailing closure.
    // swift-format-ignore: OnlyOneTrailingClosureArgument
    Observable.using({ () -> ActivityToken<Source.Element> in
      self.changeCount(by: 1)
      return ActivityToken(source: source.asObservable(), whenDone: { self.changeCount(by: -1) })
    }) { token in
      token.asObservable()
    }
  }

  private func changeCount(by delta: Int) {
    lock.lock()
    running.accept(running.value + delta)
    lock.unlock()
  }

  func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
    loading
  }
}

/// One tracked subscription: the sequence, and what disposing it undoes.
private struct ActivityToken<E>: ObservableConvertibleType, Disposable {
  private let source: Observable<E>
  private let done: Cancelable

  init(source: Observable<E>, whenDone: @escaping () -> Void) {
    self.source = source
    done = Disposables.create(with: whenDone)
  }

  func dispose() {
    done.dispose()
  }

  func asObservable() -> Observable<E> {
    source
  }
}

extension ObservableConvertibleType {
  func trackActivity(_ activityIndicator: ActivityIndicator) -> Observable<Element> {
    activityIndicator.track(self)
  }
}

final class LoginViewModel {
  let username = BehaviorRelay<String>(value: "")
  let password = BehaviorRelay<String>(value: "")
  let loginTaps = PublishRelay<Void>()

  let isValid: Observable<Bool>
  let status: Driver<String>
  let signingIn: Driver<Bool>

  init(service: AuthService) {
    let credentials = Observable.combineLatest(username.asObservable(), password.asObservable()) {
      Credentials(username: $0, password: $1)
    }
    isValid = credentials.map { !$0.username.isEmpty && $0.password.count >= 6 }
    let activity = ActivityIndicator()
    signingIn = activity.asDriver()
    status = loginTaps.asObservable()
      .withLatestFrom(credentials)
      .flatMapLatest { credentials in
        service.login(with: credentials)
          .trackActivity(activity)
          .map { _ in "Welcome, \(credentials.username)" }
          .catch { error in .just("Sign-in failed: \(error)") }
      }
      .asDriver(onErrorJustReturn: "")
  }
}

@MainActor
final class LoginViewController {
  let usernameField = TextField(placeholder: "user name")
  let passwordField = TextField(placeholder: "password", secure: true)
  let loginButton = Button(title: "Sign in")
  let statusLabel = Label()
  let spinner = Spinner()
  let disposeBag = DisposeBag()
  let viewModel: LoginViewModel

  init(viewModel: LoginViewModel) {
    self.viewModel = viewModel
  }

  func viewDidLoad() {
    usernameField.rx.text.orEmpty.bind(to: viewModel.username).disposed(by: disposeBag)
    passwordField.rx.text.orEmpty.bind(to: viewModel.password).disposed(by: disposeBag)
    viewModel.isValid.bind(to: loginButton.rx.isEnabled).disposed(by: disposeBag)
    loginButton.rx.tap.bind(to: viewModel.loginTaps).disposed(by: disposeBag)
    viewModel.status.drive(statusLabel.rx.text).disposed(by: disposeBag)
    viewModel.signingIn.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
  }

  func type(_ text: String, into field: TextField) {
    for character in text { _ = field.handle(.character(character)) }
  }
}
