import ReactiveCore
import ReactiveCoreTesting
import Testing

/// `Result` as ReactiveSwift extends it: `value`, `error`, `ResultProtocol`.
@Suite("Parity: Result extensions")
struct ResultExtensionTests {
  @Test("value and error read a blocking result as ReactiveSwift code does")
  func valueAndError() {
    #expect(SignalProducer<Int, Never>([1, 2, 3]).collect().single()?.value == [1, 2, 3])
    #expect(SignalProducer<Int, Never>([1, 2]).last()?.value == 2)
    let failed = SignalProducer<Int, TestError>(error: TestError(4)).first()
    #expect(failed?.error == TestError(4))
    #expect(failed?.value == nil)
    #expect(Result<Int, TestError>.success(1).error == nil)
  }

  /// A helper a ReactiveSwift code base writes once for every stream of results.
  private func successes<R: ResultProtocol>(_ results: [R]) -> [R.Success] {
    results.compactMap { $0.result.value }
  }

  @Test("ResultProtocol: init(success:), init(failure:) and result, for code generic over results")
  func resultProtocol() {
    let results = [Result<Int, TestError>(success: 1), Result(failure: TestError(2)), .success(3)]
    #expect(successes(results) == [1, 3])
    #expect(results[1].error == TestError(2))
    let produced = SignalProducer<Int, TestError>.empty.then(.init(result: Result<String, TestError>(success: "done")))
    #expect(produced.single()?.value == "done")
  }
}
