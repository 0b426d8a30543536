#include "CProcessBarrier.h"

#if defined(__linux__)
#include <linux/membarrier.h>
#include <sys/syscall.h>
#include <unistd.h>

static int available = 0;

__attribute__((constructor)) static void process_barrier_register(void) {
  long supported = syscall(__NR_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
  if (supported < 0 || !(supported & MEMBARRIER_CMD_PRIVATE_EXPEDITED)) return;
  available = syscall(__NR_membarrier, MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0) == 0;
}

int process_barrier_is_available(void) { return available; }

int process_barrier_run(void) {
  return syscall(__NR_membarrier, MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0) == 0 ? 0 : -1;
}
#else
int process_barrier_is_available(void) { return 0; }
int process_barrier_run(void) { return -1; }
#endif
