#ifndef LF_PRIMITIVES_H
#define LF_PRIMITIVES_H
/* The memory primitives LabelFit's caches use, and nothing else: each is earned by a figure in
 * Benchmarks/RESULTS.md and used behind one small Swift type (GlyphExtentsCache, GlyphAdvanceCache,
 * WordShapeCache). */
#include <stdint.h>
/* Relaxed atomic slots for the glyph-extents cache that shaping threads fill lazily. The builtins
 * work on plain uint64_t, which Swift imports; C11 _Atomic types it does not. */
static inline uint64_t lf_atomic_load_u64(const uint64_t *slot) { return __atomic_load_n(slot, __ATOMIC_ACQUIRE); }
static inline void lf_atomic_store_u64(uint64_t *slot, uint64_t value) { __atomic_store_n(slot, value, __ATOMIC_RELEASE); }
static inline uint8_t lf_atomic_load_u8(const uint8_t *slot) { return __atomic_load_n(slot, __ATOMIC_RELAXED); }
static inline void lf_atomic_store_u8(uint8_t *slot, uint8_t value) { __atomic_store_n(slot, value, __ATOMIC_RELAXED); }

/* Asks for the cache line at `p` without waiting for it (the word cache's lookups of a run's words). */
static inline void lf_prefetch(const void *p) { __builtin_prefetch(p); }

#endif
