// Counts heap allocations, for the deterministic allocation checks (A1 in the benchmarks).
//
// The benchmark executable defines the malloc family itself, so every allocation of the process
// (the Swift runtime's included) comes here first and goes on to glibc's own implementation
// (`__libc_malloc`…). Counting is off unless a measurement turned it on, so timed workloads pay
// one relaxed load per allocation. Linux with glibc only; elsewhere nothing is counted.
#include "HeapStats.h"
#include <stdlib.h>

#if defined(__GLIBC__)
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic long allocations = 0;
static _Atomic int counting = 0;

static inline void note_allocation(void) {
  if (atomic_load_explicit(&counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  }
}

void *malloc(size_t size) {
  note_allocation();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  note_allocation();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  note_allocation();
  return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
  note_allocation();
  return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  note_allocation();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  note_allocation();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void allocation_counting_start(void) {
  atomic_store_explicit(&allocations, 0, memory_order_relaxed);
  atomic_store_explicit(&counting, 1, memory_order_seq_cst);
}

long allocation_counting_stop(void) {
  atomic_store_explicit(&counting, 0, memory_order_seq_cst);
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

int allocation_counting_available(void) { return 1; }
#else
void allocation_counting_start(void) {}
long allocation_counting_stop(void) { return 0; }
int allocation_counting_available(void) { return 0; }
#endif
