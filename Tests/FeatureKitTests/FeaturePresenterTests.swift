import FeatureKit
import Foundation
import ReactiveCore
import Testing

@MainActor
@Suite("FeaturePresenter: outputs reported on the main actor")
struct FeaturePresenterTests {
  enum Output: Equatable { case saved(Int) }

  @Test("a view model's results become outputs, also when sent from another thread; none once the presenter is gone")
  func reportsResults() async {
    var outputs: [Output] = []
    let (results, send) = Signal<Int, Never>.pipe()
    var presenter: FeaturePresenter<Output>? = FeaturePresenter(scheduler: TestScheduler()) { outputs.append($0) }
    presenter?.report(results, as: Output.saved)
    send.send(value: 1)
    #expect(outputs == [.saved(1)], "sent on the main queue: at once")
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        send.send(value: 2)
        DispatchQueue.main.async { done.resume() }
      }
    }
    #expect(outputs == [.saved(1), .saved(2)], "sent from another thread: on the main actor, in order")
    presenter = nil
    send.send(value: 3)
    #expect(outputs == [.saved(1), .saved(2)])
  }
}
