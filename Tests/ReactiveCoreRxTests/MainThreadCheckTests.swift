import Dispatch
import Foundation
import ReactiveCoreRx
import Testing

/// RxSwift's guards for code that must run on the main queue or thread: they pass there and stop
/// the process anywhere else (checked in a child process).
@Suite struct MainThreadCheckTests {
  @MainActor
  @Test func onTheMainQueueBothChecksPass() {
    MainScheduler.ensureExecutingOnScheduler()
    MainScheduler.ensureRunningOnMainThread(errorMessage: "not reached")
  }

  @Test func offTheMainQueueTheSchedulerCheckStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      let finished = DispatchSemaphore(value: 0)
      Thread {
        MainScheduler.ensureExecutingOnScheduler()
        finished.signal()
      }.start()
      finished.wait()
    }
  }

  @Test func offTheMainThreadTheThreadCheckStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      let finished = DispatchSemaphore(value: 0)
      Thread {
        MainScheduler.ensureRunningOnMainThread(errorMessage: "a binder ran off the main thread")
        finished.signal()
      }.start()
      finished.wait()
    }
  }
}
