import ReactiveCore

/// An observable with a promise about how many elements it sends, RxSwift's one type behind
/// `Single` (one element or an error), `Maybe` (at most one) and `Completable` (none). The
/// trait is a type parameter, so an extension can serve one kind
/// (`extension PrimitiveSequence where Trait == SingleTrait, Element == Data`) or all of them.
///
/// The operators every kind shares (`delay`, `timeout`, `retry`, `catch`, `observe(on:)`, …)
/// keep the kind; the others are on each kind.
public struct PrimitiveSequence<Trait, Element>: PrimitiveSequenceType, ObservableConvertibleType {
  @usableFromInline let source: Observable<Element>

  @inlinable init(_ source: Observable<Element>) {
    self.source = source
  }

  /// Itself.
  @inlinable
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }

  /// The sequence as an observable: a single's element then completion, a maybe's element (if
  /// any) then completion, a completable's completion; or the error.
  @inlinable
  public func asObservable() -> Observable<Element> {
    source
  }
}

/// What `PrimitiveSequence` is, for constraining extensions and generic code to traits.
public protocol PrimitiveSequenceType {
  /// `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
  associatedtype Trait
  /// The type of the element (`Never` for a completable).
  associatedtype Element

  /// The sequence as a `PrimitiveSequence`.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

/// The trait of a sequence that sends exactly one element or an error.
public enum SingleTrait {}
/// The trait of a sequence that sends at most one element, then completes, or an error.
public enum MaybeTrait {}
/// The trait of a sequence that only completes or fails.
public enum CompletableTrait {}

/// A sequence of exactly one element or an error: a request, a computation (RxSwift's trait).
/// Subscribe with `onSuccess`/`onFailure`; `asObservable()` and `observable.asSingle()` convert.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// A sequence of at most one element: a cache lookup, an optional step (RxSwift's trait).
/// Subscribe with `onSuccess`/`onError`/`onCompleted`; `ifEmpty(default:)` turns it into a
/// `Single`; `observable.asMaybe()` and `single.asMaybe()` convert.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// Work that finishes or fails and sends no element: a save, a sign-out, a cache flush
/// (RxSwift's trait). Subscribe with `onCompleted`/`onError`; chain the next step with
/// `andThen`; `observable.asCompletable()` ignores an observable's elements.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>
