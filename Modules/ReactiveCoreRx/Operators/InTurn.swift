import ReactiveCore
import Synchronization

/// What `inTurn` does with a source's terminal event.
@usableFromInline enum InTurnDecision {
  /// Pass the event on: the result ends with it.
  case forward
  /// Subscribe to the next source; `error` is what the result fails with if there is none.
  case next(after: Swift.Error?)
}

/// Subscribes to the sources of `sequence` one at a time, reading it lazily (the next source
/// is made only when `decide` moves on), forwarding elements; when the sequence runs out the
/// result completes, or fails with the error the last move was for. What `concat` and
/// `catch(sequence:)` of a sequence share.
///
/// A source that ends during its own subscription does not nest the next subscription inside
/// it: moves are counted and run by one loop, so a long sequence of synchronous sources does
/// not grow the stack. With `flattening`, a source that is a `Concatenation` is read in place:
/// its iterator goes on a stack of iterators and its sources come next, which is the same
/// sequence of subscriptions and events as subscribing to it (for `concat` only: an empty
/// `catch(sequence:)` completes, so it could not be read in place).
@inlinable func inTurn<Sources: Sequence, Element>(
  _ sequence: Sources, flattening: Bool = false,
  decide: @escaping (ReactiveCore.Signal<Element, Swift.Error>.Event) -> InTurnDecision
) -> SignalProducer<Element, Swift.Error> where Sources.Element == Observable<Element> {
  SignalProducer { observer, lifetime in
    let turn = Turn(sequence.makeIterator())
    lifetime += turn.current
    func nextSource() -> Observable<Element>? {
      while true {
        let candidate: Observable<Element>?
        if turn.nested.isEmpty {
          candidate = turn.remaining.next()
        } else {
          candidate = turn.nested[turn.nested.count - 1].next()
          if candidate == nil {
            turn.nested.removeLast()
            continue
          }
        }
        guard let source = candidate else { return nil }
        guard flattening, let concatenation = source as? Concatenation<Element> else { return source }
        turn.nested.append(concatenation.makeSources())
      }
    }
    func moveOn(after error: Swift.Error?) {
      turn.lastError = error
      guard turn.requests.add(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
      repeat {
        guard !lifetime.hasEnded else { return }
        guard let source = nextSource() else {
          if let error = turn.lastError { observer.send(error: error) } else { observer.sendCompleted() }
          return
        }
        turn.current.inner = source.producer.start { event in
          guard case .value = event else {
            switch decide(event) {
            case .forward: observer.send(event)
            case let .next(error): moveOn(after: error)
            }
            return
          }
          observer.send(event)
        }
      } while turn.requests.subtract(1, ordering: .acquiringAndReleasing).newValue > 0
    }
    moveOn(after: nil)
  }
}

/// The state of one `inTurn` subscription. Only the loop that won `requests` touches
/// `remaining`, `nested` and `lastError` (a move is recorded before it is counted).
@usableFromInline final class Turn<Sources: IteratorProtocol>: @unchecked Sendable {
  @usableFromInline var remaining: Sources
  /// The sources of nested concatenations being read in place, innermost last.
  @usableFromInline var nested: [AnyIterator<Sources.Element>] = []
  @usableFromInline var lastError: Swift.Error?
  @usableFromInline let requests = Synchronization.Atomic<Int>(0)
  @usableFromInline let current = ReactiveCore.SerialDisposable()

  @inlinable init(_ remaining: Sources) {
    self.remaining = remaining
  }
}
