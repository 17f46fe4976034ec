#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call:
// these typed wrappers are what Swift sees.
static inline CURLcode forte_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode forte_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode forte_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode forte_curl_setopt_write_function(CURL *handle, size_t (*function)(char *, size_t, size_t, void *)) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, function);
}
static inline CURLcode forte_curl_setopt_header_function(CURL *handle, size_t (*function)(char *, size_t, size_t, void *)) {
    return curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, function);
}
static inline CURLcode forte_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}
static inline CURLcode forte_curl_setopt_xferinfo_function(CURL *handle, int (*function)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, function);
}
static inline CURLcode forte_curl_setopt_prereq_function(CURL *handle, int (*function)(void *, char *, char *, int, int)) {
    return curl_easy_setopt(handle, CURLOPT_PREREQFUNCTION, function);
}
// CURLVERSION_NOW is a macro naming an enum case, which Swift cannot import: the version of the
// libcurl loaded at run time.
static inline const char *forte_curl_version(void) {
    return curl_version_info(CURLVERSION_NOW)->version;
}
static inline CURLcode forte_curl_setopt_read_function(CURL *handle, size_t (*function)(char *, size_t, size_t, void *)) {
    return curl_easy_setopt(handle, CURLOPT_READFUNCTION, function);
}
static inline CURLcode forte_curl_setopt_debug_function(CURL *handle, int (*function)(CURL *, curl_infotype, char *, size_t, void *)) {
    return curl_easy_setopt(handle, CURLOPT_DEBUGFUNCTION, function);
}
