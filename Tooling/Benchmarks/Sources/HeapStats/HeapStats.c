#include "HeapStats.h"
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

size_t heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  return mallinfo2().uordblks;
#else
  return 0;
#endif
}
