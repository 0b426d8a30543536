import Foundation
import ReactiveCoreRx
import TerminalUI
import TerminalUIRx
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The RxSwift + RxCocoa beer list as the article writes it: a service returning observables
// from URLSession, a view model turning the search text into beers, and a controller binding
// both to the views. UIKit's types are TerminalUI's (TableView, TableViewCell, SearchBar); the
// rest is the article's code.

struct Beer: Decodable, Equatable, Sendable {
  let id: Int
  let name: String
  let tagline: String
}

final class PunkService {
  let baseURL: URL

  init(baseURL: URL) {
    self.baseURL = baseURL
  }

  func beers(named name: String) -> Observable<[Beer]> {
    var components = URLComponents(url: baseURL.appendingPathComponent("v2/beers"), resolvingAgainstBaseURL: false)!
    components.queryItems = name.isEmpty ? nil : [URLQueryItem(name: "beer_name", value: name)]
    return URLSession.shared.rx.data(request: URLRequest(url: components.url!))
      .map { data in try JSONDecoder().decode([Beer].self, from: data) }
  }
}

final class BeerListViewModel {
  let searchText = BehaviorRelay<String>(value: "")
  let beers: Driver<[Beer]>

  init(service: PunkService, scheduler: SchedulerType = MainScheduler.instance) {
    beers = searchText.asObservable()
      .debounce(.milliseconds(300), scheduler: scheduler)
      .distinctUntilChanged()
      .flatMapLatest { query in service.beers(named: query).catchAndReturn([]) }
      .asDriver(onErrorJustReturn: [])
  }
}

final class BeerCell: TableViewCell {}

@MainActor
final class BeerListViewController {
  let searchBar = SearchBar(placeholder: "Search beers")
  let tableView = TableView()
  let disposeBag = DisposeBag()
  let viewModel: BeerListViewModel

  init(viewModel: BeerListViewModel) {
    self.viewModel = viewModel
  }

  func viewDidLoad() {
    searchBar.rx.text.orEmpty
      .bind(to: viewModel.searchText)
      .disposed(by: disposeBag)

    searchBar.rx.searchButtonClicked
      .subscribe(onNext: { [weak self] in self?.searches += 1 })
      .disposed(by: disposeBag)

    viewModel.beers
      .drive(tableView.rx.items(cellIdentifier: "BeerCell", cellType: BeerCell.self)) { _, beer, cell in
        cell.text = beer.name
        cell.detailText = beer.tagline
      }
      .disposed(by: disposeBag)

    tableView.rx.modelSelected(Beer.self)
      .subscribe(onNext: { [weak self] beer in self?.chosen.append(beer.name) })
      .disposed(by: disposeBag)
  }

  var chosen: [String] = []
  var searches = 0
}
