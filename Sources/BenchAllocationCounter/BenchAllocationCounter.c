// Counts heap allocations for onward-bench by defining malloc, calloc and realloc in the
// executable: the dynamic linker binds every library's calls to them, and they forward to
// glibc's own. Only the bench links this; with another C library, nothing is counted. The count is
// a plain global: the rows count work on one thread while the others are idle.
#include "BenchAllocationCounter.h"
#include <stdlib.h>

#if defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

static int counting;
static long allocations;

void *malloc(size_t size) {
    if (counting) allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    if (counting) allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    if (counting) allocations++;
    return __libc_realloc(pointer, size);
}

void bench_allocations_start(void) {
    allocations = 0;
    counting = 1;
}

long bench_allocations_stop(void) {
    counting = 0;
    return allocations;
}

#else

void bench_allocations_start(void) {}

long bench_allocations_stop(void) { return -1; }

#endif
