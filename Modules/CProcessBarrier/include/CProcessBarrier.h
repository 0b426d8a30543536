#ifndef C_PROCESS_BARRIER_H
#define C_PROCESS_BARRIER_H

/// A process-wide memory barrier: the heavy half of an asymmetric fence (ReactiveCore's
/// `ProcessBarrier`). Swift cannot make the `membarrier` system call itself: `syscall` is
/// variadic and glibc has no wrapper.

/// 1 when `process_barrier_run` works in this process, 0 when it does not (not Linux, a kernel
/// older than 4.14, or a seccomp filter that refuses the call). The process registers for
/// expedited barriers when it loads, while it has one thread and registering is cheap (2 µs
/// here), so this is a plain read.
int process_barrier_is_available(void);

/// Makes every running thread of the process execute a full memory barrier before it returns
/// (threads not running pass one when they are next scheduled). Returns 0, or -1 if the process
/// is not registered.
int process_barrier_run(void);

#endif
