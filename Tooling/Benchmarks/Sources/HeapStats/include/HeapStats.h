#ifndef HEAP_STATS_H
#define HEAP_STATS_H
#include <stddef.h>

/// Starts counting heap allocations (malloc, calloc, realloc, the aligned forms) from zero.
void allocation_counting_start(void);

/// Stops counting and returns how many allocations were made since the start, on any thread.
long allocation_counting_stop(void);

/// The bytes the blocks allocated since the start hold, minus those of blocks freed since (any
/// thread), each block counted whole: its usable size and its size word, mmap-served blocks
/// included. Read it after `allocation_counting_stop`.
long allocation_counting_net_bytes(void);

/// 1 where allocations can be counted (glibc), else 0.
int allocation_counting_available(void);

#endif
