import ReactiveCore

extension ObservableType {
  /// For each subscription, shares one subscription of this observable through a subject
  /// `subjectSelector` makes, with the observable `selector` builds from the shared one: the
  /// source is subscribed once however many times `selector` uses it, and it is connected after
  /// the result was subscribed, so nothing is missed (RxSwift's `multicast(_:selector:)`; a
  /// throwing closure fails the subscription).
  ///
  /// ```swift
  /// // One request, two uses of its answer.
  /// request.multicast({ PublishSubject<User>() }) { user in
  ///   Observable.zip(user.map(\.name), user.map(\.email))
  /// }
  /// ```
  @inlinable
  public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
  ) -> Observable<Result> where Subject.Observer.Element == Element {
    Observable.create { observer in
      do {
        let connectable = multicast(try subjectSelector())
        let subscription = try selector(connectable.asObservable()).subscribe(observer)
        let connection = connectable.connect()
        return Disposables.create(subscription, connection)
      } catch {
        observer.onError(error)
        return Disposables.create()
      }
    }
  }
}
