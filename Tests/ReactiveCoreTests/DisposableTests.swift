import ReactiveCore
import ReactiveCoreTesting
import Testing

@Suite("Disposables and Lifetime")
struct DisposableTests {
  @Test("AnyDisposable runs its action once, whoever disposes first")
  func anyDisposableOnce() {
    var runs = 0
    let disposable = AnyDisposable { runs += 1 }
    #expect(!disposable.isDisposed)
    disposable.dispose()
    disposable.dispose()
    #expect(runs == 1 && disposable.isDisposed)
    let wrapper = AnyDisposable(AnyDisposable { runs += 1 })
    wrapper.dispose()
    #expect(runs == 2)
  }

  @Test("CompositeDisposable disposes members in order; late members at once; handles remove")
  func composite() {
    var order: [Int] = []
    let composite = CompositeDisposable()
    composite += AnyDisposable { order.append(1) }
    let handle = composite.add(AnyDisposable { order.append(2) })
    composite += { order.append(3) }
    handle?.dispose()
    composite.dispose()
    #expect(order == [1, 3])
    composite += { order.append(4) }
    #expect(order == [1, 3, 4])
    #expect(composite.add(nil) == nil)
    let fromSequence = CompositeDisposable([AnyDisposable { order.append(5) }] as [Disposable])
    fromSequence.dispose()
    #expect(order.last == 5)
  }

  @Test("SerialDisposable disposes what it replaces, and anything set after disposal")
  func serial() {
    var disposed: [String] = []
    let serial = SerialDisposable(AnyDisposable { disposed.append("a") })
    serial.inner = AnyDisposable { disposed.append("b") }
    #expect(disposed == ["a"])
    serial.dispose()
    #expect(disposed == ["a", "b"])
    serial.inner = AnyDisposable { disposed.append("c") }
    #expect(disposed == ["a", "b", "c"] && serial.isDisposed)
  }

  @Test("ScopedDisposable disposes its inner disposable on deinit")
  func scoped() {
    var disposed = false
    var scoped: ScopedDisposable<AnyDisposable>? = ScopedDisposable(AnyDisposable { disposed = true })
    #expect(scoped?.inner.isDisposed == false)
    scoped = nil
    #expect(disposed)
    let composite = ScopedDisposable(CompositeDisposable())
    var added = false
    composite += { added = true }
    composite.dispose()
    #expect(added)
  }

  @Test("DisposeBag disposes everything, stays reusable, and disposes on deinit")
  func disposeBag() {
    var disposed: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    AnyDisposable { disposed.append(1) }.dispose(in: bag!)
    bag! += AnyDisposable { disposed.append(2) }
    #expect(bag!.count == 2)
    bag!.dispose()
    bag!.dispose()
    #expect(disposed == [1, 2] && bag!.isEmpty)
    AnyDisposable { disposed.append(3) }.dispose(in: bag!)
    bag = nil
    #expect(disposed == [1, 2, 3])
  }

  @Test("a lifetime ends when its token is released or disposed; observers run once")
  func lifetimeToken() {
    var (lifetime, token): (Lifetime, Lifetime.Token?) = Lifetime.make()
    var ended = 0
    lifetime.observeEnded { ended += 1 }
    let endedSignal = lifetime.ended.record()
    #expect(!lifetime.hasEnded)
    token = nil
    #expect(lifetime.hasEnded && ended == 1)
    expectEvents(endedSignal, [.completed])
    lifetime.observeEnded { ended += 1 }
    #expect(ended == 2, "observing an ended lifetime runs at once")
    #expect(Lifetime.empty.hasEnded && !Lifetime.persistent.hasEnded)
    _ = token
  }

  @Test("Lifetime += attaches a disposable; the returned handle detaches it")
  func lifetimeAttach() {
    let (lifetime, token) = Lifetime.make()
    var disposed: [Int] = []
    lifetime += AnyDisposable { disposed.append(1) }
    let handle = (lifetime += AnyDisposable { disposed.append(2) })
    handle?.dispose()
    token.dispose()
    #expect(disposed == [1])
  }
}
