import ReactiveCore

extension PagedList {
  /// The loop's loading effect: loads the page the state asks for with `load`, delivering on
  /// `scheduler`. Each value `load` sends shows at once (`itemsArrived`: a catalogue streamed as
  /// it loads sends several); its completion ends the page with the last one (`pageArrived`).
  /// A new page to load (a refresh) cancels the request in flight.
  public static func loading(
    pages load: @escaping @Sendable (_ page: Int) -> SignalProducer<ListPage<Item>, FeatureError>,
    on scheduler: DateScheduler
  ) -> Feedback<PagedList, Event> {
    Feedback(
      skippingRepeated: { $0.loadingPage },
      effects: { page -> SignalProducer<Event, Never> in
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
          .observe(on: scheduler)
      })
  }
}
