#include <curl/curl.h>

// forte opens libcurl (dlopen) when it first makes a transfer, not at every start: linked, libcurl and the thirty
// libraries it needs are loaded and their symbols resolved by every command, which makes no transfer but a sync's, a
// cover's or an email's (docs/PERFORMANCE.md, "Process start"). Swift calls libcurl through these functions only.

// Opens libcurl, once: NULL when it is open, or the loader's words for why it cannot be.
const char *forte_curl_open_error(void);

// NULL when libcurl cannot be opened (forte_curl_open_error says why) or cannot allocate a handle.
CURL *forte_curl_easy_init(void);
// The version of the libcurl opened (not the one compiled against); NULL when it cannot be opened.
const char *forte_curl_version(void);

// The others take what forte_curl_easy_init made, so libcurl is open when they are called.
void forte_curl_easy_cleanup(CURL *handle);
CURLcode forte_curl_easy_perform(CURL *handle);
const char *forte_curl_easy_strerror(CURLcode code);
const struct curl_easyoption *forte_curl_easy_option_by_id(CURLoption option);
struct curl_slist *forte_curl_slist_append(struct curl_slist *list, const char *text);
void forte_curl_slist_free_all(struct curl_slist *list);

// curl_easy_setopt is variadic, which Swift cannot call: these typed wrappers are what Swift sees.
CURLcode forte_curl_setopt_long(CURL *handle, CURLoption option, long value);
CURLcode forte_curl_setopt_string(CURL *handle, CURLoption option, const char *value);
CURLcode forte_curl_setopt_pointer(CURL *handle, CURLoption option, void *value);
CURLcode forte_curl_setopt_write_function(CURL *handle, size_t (*function)(char *, size_t, size_t, void *));
CURLcode forte_curl_setopt_read_function(CURL *handle, size_t (*function)(char *, size_t, size_t, void *));
CURLcode forte_curl_setopt_header_function(CURL *handle, size_t (*function)(char *, size_t, size_t, void *));
CURLcode forte_curl_setopt_xferinfo_function(
    CURL *handle, int (*function)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t));
CURLcode forte_curl_setopt_prereq_function(CURL *handle, int (*function)(void *, char *, char *, int, int));
CURLcode forte_curl_setopt_debug_function(
    CURL *handle, int (*function)(CURL *, curl_infotype, char *, size_t, void *));
