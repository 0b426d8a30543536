import ReactiveCore

extension ObservableType {
  /// Transforms each element; a throwing transform ends the sequence with its error.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    Observable(asSignalProducer().attemptMap(transform))
  }

  /// Transforms each element, dropping `nil` results; a throwing transform ends the sequence.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
    Observable(asSignalProducer().attemptMap(transform).compactMap { $0 })
  }

  /// Forwards the elements for which `predicate` is true; a throwing predicate ends the
  /// sequence.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    Observable(asSignalProducer().attemptMap { element in try predicate(element) ? element : nil }.compactMap { $0 })
  }
}
