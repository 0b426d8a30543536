import ReactiveCore

extension PagedList {
  /// The loop's loading effect: loads the page the state asks for with `load`, delivering on
  /// `scheduler`. Each value `load` sends shows at once (`itemsArrived`: a catalogue streamed as
  /// it loads sends several); its completion ends the page with the last one (`pageArrived`).
  /// A new page to load (a refresh) cancels the request in flight; so does the end of loading.
  /// A page asked for again as it arrives (the server removed rows while it loaded, so it may
  /// hold a row that moved in) is loaded again.
  public static func loading(
    pages load: @escaping @Sendable (_ page: Int) -> SignalProducer<ListPage<Item>, FeatureError>,
    on scheduler: DateScheduler
  ) -> Feedback<PagedList, Event> {
    Feedback(events: { transitions, output in
      transitions
        .scan(PageRequest?.none) { request, transition in PageRequest.following(request, after: transition) }
        .skipRepeats()
        .flatMap(.latest) { request -> SignalProducer<Never, Never> in
          guard let request else { return .empty }
          return events(loading: request.page, with: load).observe(on: scheduler).enqueue(to: output)
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

/// One request of the loading effect: the page, and a number that tells it apart from the
/// request before it for the same page.
private struct PageRequest: Equatable {
  var page: Int
  var number: Int

  /// The request a transition leaves running: none when nothing loads; the same one while the
  /// same page loads; a new one when another page loads, or when the page that arrived is
  /// asked for again by the same transition.
  static func following<Item>(
    _ request: PageRequest?, after transition: (PagedList<Item>, PagedList<Item>.Event?)
  ) -> PageRequest? {
    let (state, event) = transition
    guard let page = state.loadingPage else { return nil }
    if let request, request.page == page {
      guard case let .pageArrived(arrived, _) = event, arrived == page else { return request }
    }
    return PageRequest(page: page, number: (request?.number ?? 0) + 1)
  }
}
