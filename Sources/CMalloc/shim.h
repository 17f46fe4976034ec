#include <malloc.h>

// mallopt's options are macros Swift imports as plain integers: this says which one it sets.
static inline int forte_mallopt_mmap_threshold(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}
