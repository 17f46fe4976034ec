#include <chafa.h>

// What chafa prints, as bytes Swift can copy, and then freed: GString's fields and g_string_free, which
// newer GLib defines as a macro.
static inline const char *forte_gstring_bytes(GString *string) { return string->str; }
static inline size_t forte_gstring_length(GString *string) { return string->len; }
static inline void forte_gstring_free(GString *string) { g_string_free(string, TRUE); }
