import ReactiveCore

extension PagedList {
  /// The loop's writing effect: sends each row's change with the closure for its kind, one
  /// request per row at a time (different rows side by side), and delivers each answer on
  /// `scheduler` as `writeSucceeded` or `writeFailed`.
  ///
  /// `insert` and `update` answer the row as the server keeps it (its id, for an insert);
  /// `remove` answers nothing. A kind left out fails at once, saying it is not possible here.
  /// A producer that completes without a value confirms what was sent.
  public static func writing(
    insert: (@Sendable (Item) -> SignalProducer<Item, FeatureError>)? = nil,
    update: (@Sendable (Item) -> SignalProducer<Item, FeatureError>)? = nil,
    remove: (@Sendable (Item) -> SignalProducer<Void, FeatureError>)? = nil,
    on scheduler: DateScheduler
  ) -> Feedback<PagedList, Event> {
    Feedback(
      requests: { $0.writes.requests },
      effects: { request -> SignalProducer<Event, Never> in
        let answer: SignalProducer<Item?, FeatureError>?
        switch request.write {
        case let .insert(item, _): answer = insert.map { $0(item).map(Optional.some) }
        case let .update(item): answer = update.map { $0(item).map(Optional.some) }
        case let .remove(item): answer = remove.map { $0(item).map { Item?.none } }
        }
        let number = request.number
        return (answer ?? SignalProducer(error: notPossible(request.write.kind)))
          .take(first: 1)
          .collect()
          .map { Event.writeSucceeded(request: number, saved: $0.first ?? nil) }
          .flatMapError { SignalProducer(value: Event.writeFailed(request: number, $0)) }
          .observe(on: scheduler)
      })
  }

  private static func notPossible(_ kind: RowWriteKind) -> FeatureError {
    FeatureError(message: "This list cannot \(kind.verb) rows.", isRetryable: false)
  }
}
