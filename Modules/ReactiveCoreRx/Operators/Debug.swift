import Foundation
import ReactiveCore

extension ObservableType {
  /// Prints each subscription's life: `identifier -> subscribed`, every event, and
  /// `identifier -> isDisposed`, on standard output (RxSwift's `debug`, without the timestamp).
  /// The identifier defaults to the file and line of the call.
  @inlinable
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
    function: String = #function
  ) -> Observable<Element> {
    let name = identifier ?? "\(URL(fileURLWithPath: file).lastPathComponent):\(line) (\(function))"
    func show(_ text: String) {
      let shown = trimOutput && text.count > 40 ? String(text.prefix(40)) + "..." : text
      print("\(name) -> \(shown)")
    }
    return self.do(
      onNext: { show("Event next(\($0))") },
      onError: { show("Event error(\($0))") },
      onCompleted: { show("Event completed") },
      onSubscribe: { show("subscribed") },
      onDispose: { show("isDisposed") })
  }

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
