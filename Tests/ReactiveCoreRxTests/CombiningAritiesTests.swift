import ReactiveCoreRx
import Testing

@Suite struct CombiningAritiesTests {
  @Test func combineLatestOfFourFieldsValidatesASignUpForm() {
    let username = BehaviorRelay(value: "")
    let email = BehaviorRelay(value: "")
    let password = BehaviorRelay(value: "")
    let repeated = BehaviorRelay(value: "")
    var enabled: [Bool] = []
    _ = Observable.combineLatest(
      username.asObservable(), email.asObservable(), password.asObservable(), repeated.asObservable()
    ) { name, email, password, repeated in
      !name.isEmpty && email.contains("@") && password.count >= 6 && password == repeated
    }
    .distinctUntilChanged()
    .subscribe(onNext: { enabled.append($0) })
    username.accept("emilys")
    email.accept("emily@example.com")
    password.accept("emilyspass")
    repeated.accept("emilyspass")
    repeated.accept("emilyspas")
    #expect(enabled == [false, true, false])
  }

  @Test func combineLatestAndZipOfMoreSourcesAsTuples() {
    let a = PublishSubject<Int>()
    let b = PublishSubject<String>()
    let c = PublishSubject<Bool>()
    let d = PublishSubject<Double>()
    let e = PublishSubject<Character>()
    var latest: [String] = []
    var zipped: [String] = []
    _ = Observable.combineLatest(a, b, c, d, e).subscribe(onNext: { latest.append("\($0)\($1)\($2)\($3)\($4)") })
    _ = Observable.zip(a, b, c, d, e).subscribe(onNext: { zipped.append("\($0)\($1)\($2)\($3)\($4)") })
    a.onNext(1)
    a.onNext(2)
    b.onNext("b")
    c.onNext(true)
    d.onNext(0.5)
    #expect(latest.isEmpty && zipped.isEmpty)  // one source has not sent yet
    e.onNext("e")
    #expect(latest == ["2btrue0.5e"])  // the latest of each
    #expect(zipped == ["1btrue0.5e"])  // the first of each
    let sources = (1...8).map { Observable.just($0) }
    let eight = Observable.zip(
      sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6], sources[7]
    ) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
    var sums: [Int] = []
    _ = eight.subscribe(onNext: { sums.append($0) })
    #expect(sums == [36])
  }
}
