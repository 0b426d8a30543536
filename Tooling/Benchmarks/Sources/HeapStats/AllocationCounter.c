// Counts heap allocations, for the deterministic allocation checks (A1 in the benchmarks), and
// the bytes they hold, for memory per observer (M1): every block counts, including the large
// ones glibc serves with mmap, which its own statistics (`mallinfo2().uordblks`) leave out.
//
// The benchmark executable defines the malloc family itself, so every allocation of the process
// (the Swift runtime's included) comes here first and goes on to glibc's own implementation
// (`__libc_malloc`…). Counting is off unless a measurement turned it on, so timed workloads pay
// one relaxed load per allocation. Linux with glibc only; elsewhere nothing is counted.
#include "HeapStats.h"
#include <stdlib.h>

#if defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic long allocations = 0;
static _Atomic long net_bytes = 0;
static _Atomic int counting = 0;

static inline int is_counting(void) { return atomic_load_explicit(&counting, memory_order_relaxed); }

// What a block takes from the heap: its usable size and the size word in front of it.
static inline long block_bytes(void *pointer) {
  return pointer == NULL ? 0 : (long)(malloc_usable_size(pointer) + sizeof(size_t));
}

static inline void *note_allocation(void *pointer) {
  if (is_counting() && pointer != NULL) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&net_bytes, block_bytes(pointer), memory_order_relaxed);
  }
  return pointer;
}

static inline void note_release(void *pointer) {
  if (is_counting() && pointer != NULL) {
    atomic_fetch_sub_explicit(&net_bytes, block_bytes(pointer), memory_order_relaxed);
  }
}

void *malloc(size_t size) { return note_allocation(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return note_allocation(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
  note_release(pointer);
  return note_allocation(__libc_realloc(pointer, size));
}

void free(void *pointer) {
  note_release(pointer);
  __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) { return note_allocation(__libc_memalign(alignment, size)); }

void *aligned_alloc(size_t alignment, size_t size) { return note_allocation(__libc_memalign(alignment, size)); }

int posix_memalign(void **result, size_t alignment, size_t size) {
  void *pointer = note_allocation(__libc_memalign(alignment, size));
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void allocation_counting_start(void) {
  atomic_store_explicit(&allocations, 0, memory_order_relaxed);
  atomic_store_explicit(&net_bytes, 0, memory_order_relaxed);
  atomic_store_explicit(&counting, 1, memory_order_seq_cst);
}

long allocation_counting_stop(void) {
  atomic_store_explicit(&counting, 0, memory_order_seq_cst);
  return atomic_load_explicit(&allocations, memory_order_relaxed);
}

long allocation_counting_net_bytes(void) { return atomic_load_explicit(&net_bytes, memory_order_relaxed); }

int allocation_counting_available(void) { return 1; }
#else
void allocation_counting_start(void) {}
long allocation_counting_stop(void) { return 0; }
long allocation_counting_net_bytes(void) { return 0; }
int allocation_counting_available(void) { return 0; }
#endif
