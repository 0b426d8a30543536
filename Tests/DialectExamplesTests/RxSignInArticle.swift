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

final class LoginViewModel {
  let username = BehaviorRelay<String>(value: "")
  let password = BehaviorRelay<String>(value: "")
  let loginTaps = PublishRelay<Void>()

  let isValid: Observable<Bool>
  let status: Driver<String>

  init(service: AuthService) {
    let credentials = Observable.combineLatest(username.asObservable(), password.asObservable()) {
      Credentials(username: $0, password: $1)
    }
    isValid = credentials.map { !$0.username.isEmpty && $0.password.count >= 6 }
    status = loginTaps.asObservable()
      .withLatestFrom(credentials)
      .flatMapLatest { credentials in
        service.login(with: credentials)
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
  }

  func type(_ text: String, into field: TextField) {
    for character in text { _ = field.handle(.character(character)) }
  }
}
