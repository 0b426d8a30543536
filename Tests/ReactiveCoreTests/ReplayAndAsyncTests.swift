import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("Operators: replay and async bridges")
struct ReplayAndAsyncTests {
  @Test("replayLazily starts once and replays the latest values, then the live ones")
  func replay() {
    var starts = 0
    let (signal, input) = Signal<Int, Never>.pipe()
    let shared = SignalProducer<Int, Never> { observer, lifetime in
      starts += 1
      lifetime += signal.observe(observer)
    }.replayLazily(upTo: 2)
    #expect(starts == 0)
    let first = shared.record().recorder
    input.send(value: 1)
    input.send(value: 2)
    input.send(value: 3)
    let second = shared.record().recorder
    input.send(value: 4)
    #expect(starts == 1)
    #expect(first.values == [1, 2, 3, 4])
    #expect(second.values == [2, 3, 4])
    input.sendCompleted()
    let third = shared.record().recorder
    expectValues(third, [3, 4], then: .completed)
  }

  @Test("disposing one replay start leaves the shared start running for others")
  func replayDisposal() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let shared = SignalProducer(signal).replayLazily(upTo: 1)
    let (first, firstDisposable) = shared.record()
    let second = shared.record().recorder
    firstDisposable.dispose()
    input.send(value: 1)
    expectEvents(first, [.interrupted])
    #expect(second.values == [1])
  }

  @Test("for await iterates a producer's values; a failure is thrown")
  func asyncIteration() async throws {
    var values: [Int] = []
    for try await value in SignalProducer<Int, TestError>([1, 2, 3]).values { values.append(value) }
    #expect(values == [1, 2, 3])
    await #expect(throws: TestError(1)) {
      for try await _ in SignalProducer<Int, TestError>(error: TestError(1)).values {}
    }
    let neverFails: AsyncStream<Int> = SignalProducer<Int, Never>([4, 5]).values
    var collected: [Int] = []
    for await value in neverFails { collected.append(value) }
    #expect(collected == [4, 5])
    #expect(try await SignalProducer<Int, TestError>([9, 10]).first() == 9)
  }

  @Test("asyncStream and asyncThrowingStream, ReactiveSwift 7's names, iterate producers and signals")
  func reactiveSwiftStreamNames() async throws {
    var sum = 0
    for await number in SignalProducer<Int, Never>([1, 2, 3]).asyncStream { sum += number }
    for try await number in SignalProducer<Int, Never>([4, 5]).asyncThrowingStream { sum += number }
    #expect(sum == 15)
    #expect(await SignalProducer<String, Never>.empty.asyncStream.first { _ in true } == nil)
    let failing = SignalProducer<String, TestError>(error: TestError(4)).asyncThrowingStream
    await #expect(throws: TestError(4)) { try await failing.first { _ in true } }

    let (signal, input) = Signal<Int, TestError>.pipe()
    let stream = signal.asyncThrowingStream
    input.send(value: 6)
    input.send(error: TestError(6))
    var received: [Int] = []
    await #expect(throws: TestError(6)) { for try await value in stream { received.append(value) } }
    #expect(received == [6])
    let (quiet, quietInput) = Signal<Int, Never>.pipe()
    let values = quiet.asyncStream
    quietInput.send(value: 7)
    quietInput.sendInterrupted()
    #expect(await values.reduce(0, +) == 7)
  }

  @Test("cancelling the iterating task disposes the producer")
  func cancellingIterationDisposes() async {
    let disposed = AsyncStream<Void>.makeStream()
    let producer = SignalProducer<Int, Never> { observer, lifetime in
      observer.send(value: 1)
      lifetime.observeEnded { disposed.continuation.yield() }
    }
    let task = Task {
      let stream: AsyncStream<Int> = producer.values
      for await _ in stream {}
    }
    task.cancel()
    var iterator = disposed.stream.makeAsyncIterator()
    await iterator.next()
    #expect(task.isCancelled)
  }

  @Test("a producer from an async closure sends its result; disposal cancels the task")
  func producerFromAsync() async throws {
    let producer = SignalProducer<Int, TestError> { () async throws(TestError) -> Int in 42 }
    #expect(try await producer.first() == 42)
    let failing = SignalProducer<Int, TestError> { () async throws(TestError) -> Int in throw TestError(5) }
    await #expect(throws: TestError(5)) { _ = try await failing.first() }
    #expect(await failing.firstResult() == .failure(TestError(5)), "the failure comes back typed")
    #expect(await producer.firstResult() == .success(42))
    #expect(await SignalProducer<Int, TestError>.empty.firstResult() == nil)

    let cancelled = AsyncStream<Bool>.makeStream()
    let slow = SignalProducer<Int, Never> { () async -> Int in
      // Waits on a stream that never yields: only cancellation ends the wait.
      let (silence, keepOpen) = AsyncStream<Int>.makeStream()
      for await _ in silence {}
      cancelled.continuation.yield(Task.isCancelled)
      keepOpen.finish()
      return 0
    }
    slow.start().dispose()
    var iterator = cancelled.stream.makeAsyncIterator()
    #expect(await iterator.next() == true)
  }

  @Test("a producer from an async sequence forwards its elements")
  func producerFromAsyncSequence() async throws {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    var values: [Int] = []
    for try await value in SignalProducer(stream).values { values.append(value) }
    #expect(values == [1, 2])
  }
}
