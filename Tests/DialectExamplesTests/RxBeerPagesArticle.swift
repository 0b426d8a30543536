import Bindings
import Foundation
import ReactiveCoreRx
import TerminalUI
import TerminalUIRx

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The beer article's second half: the whole catalogue, a page at a time. When the last row is
// about to show (willDisplayCell), the next page is asked for; a chosen row is deselected after
// it is handled. The Punk API sends no total: an empty page means the end.

extension PunkService {
  func beers(page: Int, perPage: Int) -> Observable<[Beer]> {
    var components = URLComponents(url: baseURL.appendingPathComponent("v2/beers"), resolvingAgainstBaseURL: false)!
    components.queryItems = [
      URLQueryItem(name: "page", value: "\(page)"), URLQueryItem(name: "per_page", value: "\(perPage)"),
    ]
    return URLSession.shared.rx.data(request: URLRequest(url: components.url!))
      .map { data in try JSONDecoder().decode([Beer].self, from: data) }
  }
}

final class BeerPagesViewModel {
  let nextPageTrigger = PublishRelay<Void>()
  let beers: Driver<[Beer]>

  init(service: PunkService, pageSize: Int = 25) {
    beers = nextPageTrigger.asObservable()
      .startWith(())
      .scan(0) { page, _ in page + 1 }
      .concatMap { page in service.beers(page: page, perPage: pageSize) }
      .take(while: { !$0.isEmpty })
      .scan([]) { loaded, page in loaded + page }
      .asDriver(onErrorJustReturn: [])
  }
}

@MainActor
final class BeerPagesViewController {
  let tableView = TableView()
  let disposeBag = DisposeBag()
  let viewModel: BeerPagesViewModel
  var chosen: [String] = []

  init(viewModel: BeerPagesViewModel) {
    self.viewModel = viewModel
  }

  func viewDidLoad() {
    viewModel.beers
      .drive(tableView.rx.items(cellIdentifier: "BeerCell", cellType: BeerCell.self)) { _, beer, cell in
        cell.text = beer.name
      }
      .disposed(by: disposeBag)

    tableView.rx.willDisplayCell
      .filter { [tableView] _, indexPath in indexPath.row == tableView.numberOfRows(inSection: 0) - 1 }
      .map { _ in () }
      .bind(to: viewModel.nextPageTrigger)
      .disposed(by: disposeBag)

    tableView.rx.modelSelected(Beer.self)
      .subscribe(onNext: { [weak self] beer in self?.chosen.append(beer.name) })
      .disposed(by: disposeBag)

    tableView.rx.itemSelected
      .subscribe(onNext: { [weak self] indexPath in self?.tableView.deselectRow(at: indexPath, animated: true) })
      .disposed(by: disposeBag)
  }
}
