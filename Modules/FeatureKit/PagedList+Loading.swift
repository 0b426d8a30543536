import ReactiveCore

extension PagedList {
  /// The loop's loading effect: loads the page the state asks for with `load`, delivering on
  /// `scheduler`. Each value `load` sends shows at once (`itemsArrived`: a catalogue streamed as
  /// it loads sends several); its completion ends the page with the last one (`pageArrived`).
  /// A new page to load (a refresh) cancels the request in flight; so does the end of loading.
  /// A page asked for again as it arrives (the server removed rows while it loaded, so it may
  /// hold a row that moved in) is loaded again.
  ///
  /// For a list whose pages depend on a query beside it (a search, a filter), use `QueriedList`:
  /// this effect sees only the list, so it would keep a request made for the query before.
  public static func loading(
    pages load: @escaping @Sendable (_ page: Int) -> SignalProducer<ListPage<Item>, FeatureError>,
    on scheduler: DateScheduler
  ) -> Feedback<PagedList, Event> {
    loading(
      list: { $0 }, key: { _ in true }, listEvent: { $0 }, pages: { _, page in load(page) },
      answer: { _, event in event }, on: scheduler)
  }

  /// The loading effect of a list inside a bigger state (`list`), whose pages depend on `key` of
  /// that state as well as on the page: a request is for a key and a page, and a new key cancels
  /// the request in flight and asks again, even for the same page. `listEvent` reads the list's
  /// event out of the state's (`nil` for others); `answer` wraps what loading sends with the key
  /// it was asked for, so a late answer for another key can be told apart.
  static func loading<State, StateEvent: Sendable, Key: Equatable & Sendable>(
    list: @escaping (State) -> PagedList,
    key: @escaping (State) -> Key,
    listEvent: @escaping (StateEvent) -> Event?,
    pages load: @escaping @Sendable (Key, _ page: Int) -> SignalProducer<ListPage<Item>, FeatureError>,
    answer: @escaping @Sendable (Key, Event) -> StateEvent,
    on scheduler: DateScheduler
  ) -> Feedback<State, StateEvent> {
    Feedback(events: { transitions, output in
      transitions
        .scan(PageRequest<Key>?.none) { request, transition in
          let (state, event) = transition
          return PageRequest.following(request, in: list(state), for: key(state), after: event.flatMap(listEvent))
        }
        .skipRepeats()
        .flatMap(.latest) { request -> SignalProducer<Never, Never> in
          guard let request else { return .empty }
          return events(loading: request.page, with: { load(request.key, $0) })
            .map { answer(request.key, $0) }
            .observe(on: scheduler)
            .enqueue(to: output)
        }
    })
  }

  /// The events of loading `page` with `load`: each part as it comes, then the page.
  private static func events(
    loading page: Int, with load: (_ page: Int) -> SignalProducer<ListPage<Item>, FeatureError>
  ) -> SignalProducer<Event, Never> {
    load(page)
      .materialize()
      .scan((last: ListPage<Item>?.none, event: Event?.none)) { loaded, event in
        switch event {
        case let .value(part): (part, .itemsArrived(page: page, part.items))
        case .completed:
          (loaded.last, .pageArrived(page: page, loaded.last ?? ListPage(items: [], isLastPage: true)))
        case let .failed(error): (loaded.last, .failed(error))
        case .interrupted: (loaded.last, nil)
        }
      }
      .compactMap(\.event)
  }
}

/// One request of the loading effect: the key (a query) and page it asks for, and a number that
/// tells it apart from the request before it.
private struct PageRequest<Key: Equatable & Sendable>: Equatable, Sendable {
  var key: Key
  var page: Int
  var number: Int

  /// The request a transition leaves running: none when nothing loads; the same one while the
  /// same page loads for the same key; a new one when another page or key loads, or when the
  /// page that arrived is asked for again by the same transition.
  static func following<Item>(
    _ request: PageRequest?, in state: PagedList<Item>, for key: Key, after event: PagedList<Item>.Event?
  ) -> PageRequest? {
    guard let page = state.loadingPage else { return nil }
    if let request, request.page == page, request.key == key {
      guard case let .pageArrived(arrived, _) = event, arrived == page else { return request }
    }
    return PageRequest(key: key, page: page, number: (request?.number ?? 0) + 1)
  }
}
