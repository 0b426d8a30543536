#ifndef HEAP_STATS_H
#define HEAP_STATS_H
#include <stddef.h>

/// Bytes the C heap has handed out and not taken back (glibc `mallinfo2().uordblks`): what a
/// program holds on the heap, unlike its resident memory, which keeps freed pages. 0 where
/// glibc's `mallinfo2` is missing.
size_t heap_bytes_in_use(void);

/// Starts counting heap allocations (malloc, calloc, realloc, the aligned forms) from zero.
void allocation_counting_start(void);

/// Stops counting and returns how many allocations were made since the start, on any thread.
long allocation_counting_stop(void);

/// 1 where allocations can be counted (glibc), else 0.
int allocation_counting_available(void);

#endif
