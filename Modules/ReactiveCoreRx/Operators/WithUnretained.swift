import ReactiveCore

extension ObservableType {
  /// Pairs each element with `object` while it exists, without keeping it alive; once it is gone
  /// the sequence completes (RxSwift's `withUnretained`, for `[weak self]`-free subscriptions).
  @inlinable
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
    withUnretained(object) { ($0, $1) }
  }

  /// As `withUnretained(_:)`, combining `object` and each element with `resultSelector`.
  @inlinable
  public func withUnretained<Object: AnyObject, Result>(
    _ object: Object, resultSelector: @escaping (Object, Element) -> Result
  ) -> Observable<Result> {
    map { [weak object] element -> Result? in object.map { resultSelector($0, element) } }
      .take(while: { $0 != nil })
      .map { $0! }
  }
}
