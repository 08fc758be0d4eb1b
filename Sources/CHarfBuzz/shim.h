#include <hb.h>
#include <hb-ot.h>

#include <stdint.h>
/* Relaxed atomic slots for the glyph-extents cache that shaping threads fill lazily. The builtins
 * work on plain uint64_t, which Swift imports; C11 _Atomic types it does not. */
static inline uint64_t lf_atomic_load_u64(const uint64_t *slot) { return __atomic_load_n(slot, __ATOMIC_ACQUIRE); }
static inline void lf_atomic_store_u64(uint64_t *slot, uint64_t value) { __atomic_store_n(slot, value, __ATOMIC_RELEASE); }
