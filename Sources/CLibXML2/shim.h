// Debian's libxml2 is built with ICU, so its encoding.h includes ICU's headers; Foundation brings
// an ICU of its own, and clang refuses the two definitions of UErrorCode in one Swift module (a
// clean build fails). forte never touches libxml2's ICU fields: keep ICU's headers out and declare
// the two types encoding.h names.
#define UCNV_H
#include <stdint.h>
typedef struct UConverter UConverter;
typedef uint16_t UChar;

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

// libxml2 prints some errors (a failed encoding conversion) straight to stderr through its generic error
// handler, a variadic function Swift cannot define; the parser reports them itself, so it silences that one.
static void forte_ignore_libxml2_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

/// Silences libxml2's generic error output on the calling thread (libxml2 keeps that handler per thread).
static inline void forte_silence_libxml2_errors(void) {
    xmlSetGenericErrorFunc(NULL, forte_ignore_libxml2_error);
}

// xmlParserVersion is a macro over a per-thread global, which Swift cannot import: the version of the
// libxml2 loaded at run time (`21207` for 2.12.7).
static inline const char *forte_libxml2_version(void) {
    return xmlParserVersion;
}
