#ifndef BENCH_ALLOCATION_COUNTER_H
#define BENCH_ALLOCATION_COUNTER_H

/// Starts counting the heap blocks the process allocates (malloc, calloc, realloc), from 0.
void bench_allocations_start(void);

/// Stops counting, and returns how many blocks were allocated since the start; -1 where they
/// cannot be counted (a C library other than glibc).
long bench_allocations_stop(void);

#endif
