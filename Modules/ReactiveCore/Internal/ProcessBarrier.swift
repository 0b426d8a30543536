internal import CProcessBarrier

/// A memory barrier run by every thread of the process at once: the heavy half of the
/// asymmetric fences that let a serial context's owner take and leave its drain, and later any
/// drainer leave it, without a locked instruction (`DrainCounter`). Linux's `membarrier`
/// (private, expedited): about 0.2 µs alone and 7.5 µs with another thread running on this
/// machine (an interrupt to each CPU running the process), so it is paid at most twice per
/// context: by the first other thread that uses it, and by the first that finds it drained by
/// another.
@usableFromInline
enum ProcessBarrier {
  /// Whether `run()` works in this process (registered when the process loaded). False on other
  /// systems, kernels before 4.14 and under seccomp filters that refuse the call; every drainer
  /// then leaves with a full fence, as if its context had been contended from the start.
  @usableFromInline static var isAvailable: Bool { process_barrier_is_available() != 0 }

  /// Every running thread of the process executes a full memory barrier before this returns.
  @usableFromInline
  static func run() {
    precondition(isAvailable, "ProcessBarrier.run() needs a registered process")
    let result = process_barrier_run()
    precondition(result == 0, "membarrier failed after it was registered")
  }
}
