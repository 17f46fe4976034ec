#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// libcurl's functions that forte calls, found when it is opened.
static struct {
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    const char *(*easy_strerror)(CURLcode);
    const struct curl_easyoption *(*easy_option_by_id)(CURLoption);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    curl_version_info_data *(*version_info)(CURLversion);
} curl;

static pthread_once_t opened = PTHREAD_ONCE_INIT;
static char open_error[512];

static void open_curl(void) {
    // The soname libcurl has had since 7.16 (2006); RTLD_LOCAL keeps its symbols (and its libraries') to itself.
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(open_error, sizeof open_error, "%s", dlerror());
        return;
    }
#define FIND(field, name)                                                                                             \
    if (!(curl.field = dlsym(library, name))) {                                                                       \
        snprintf(open_error, sizeof open_error, "libcurl.so.4 has no %s", name);                                      \
        return;                                                                                                       \
    }
    FIND(easy_init, "curl_easy_init")
    FIND(easy_cleanup, "curl_easy_cleanup")
    FIND(easy_perform, "curl_easy_perform")
    FIND(easy_setopt, "curl_easy_setopt")
    FIND(easy_strerror, "curl_easy_strerror")
    FIND(easy_option_by_id, "curl_easy_option_by_id")
    FIND(slist_append, "curl_slist_append")
    FIND(slist_free_all, "curl_slist_free_all")
    FIND(version_info, "curl_version_info")
#undef FIND
}

const char *forte_curl_open_error(void) {
    pthread_once(&opened, open_curl);
    return open_error[0] ? open_error : NULL;
}

CURL *forte_curl_easy_init(void) { return forte_curl_open_error() ? NULL : curl.easy_init(); }

const char *forte_curl_version(void) {
    return forte_curl_open_error() ? NULL : curl.version_info(CURLVERSION_NOW)->version;
}

void forte_curl_easy_cleanup(CURL *handle) { curl.easy_cleanup(handle); }
CURLcode forte_curl_easy_perform(CURL *handle) { return curl.easy_perform(handle); }
const char *forte_curl_easy_strerror(CURLcode code) { return curl.easy_strerror(code); }
const struct curl_easyoption *forte_curl_easy_option_by_id(CURLoption option) {
    return curl.easy_option_by_id(option);
}
struct curl_slist *forte_curl_slist_append(struct curl_slist *list, const char *text) {
    return curl.slist_append(list, text);
}
void forte_curl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }

CURLcode forte_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode forte_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode forte_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl.easy_setopt(handle, option, value);
}
CURLcode forte_curl_setopt_write_function(CURL *handle, size_t (*function)(char *, size_t, size_t, void *)) {
    return curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, function);
}
CURLcode forte_curl_setopt_read_function(CURL *handle, size_t (*function)(char *, size_t, size_t, void *)) {
    return curl.easy_setopt(handle, CURLOPT_READFUNCTION, function);
}
CURLcode forte_curl_setopt_header_function(CURL *handle, size_t (*function)(char *, size_t, size_t, void *)) {
    return curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, function);
}
CURLcode forte_curl_setopt_xferinfo_function(
    CURL *handle, int (*function)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
    return curl.easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, function);
}
CURLcode forte_curl_setopt_prereq_function(CURL *handle, int (*function)(void *, char *, char *, int, int)) {
    return curl.easy_setopt(handle, CURLOPT_PREREQFUNCTION, function);
}
CURLcode forte_curl_setopt_debug_function(
    CURL *handle, int (*function)(CURL *, curl_infotype, char *, size_t, void *)) {
    return curl.easy_setopt(handle, CURLOPT_DEBUGFUNCTION, function);
}
