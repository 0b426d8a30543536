#ifndef HEAP_STATS_H
#define HEAP_STATS_H
#include <stddef.h>

/// Bytes the C heap has handed out and not taken back (glibc `mallinfo2().uordblks`): what a
/// program holds on the heap, unlike its resident memory, which keeps freed pages. 0 where
/// glibc's `mallinfo2` is missing.
size_t heap_bytes_in_use(void);

#endif
