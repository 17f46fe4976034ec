#include <sqlite3.h>

// sqlite3_config is variadic, which Swift cannot call: this typed wrapper is what Swift sees.
static inline int forte_sqlite3_config_memstatus(int isOn) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, isOn);
}

static inline int forte_sqlite3_config_uri(int isOn) {
    return sqlite3_config(SQLITE_CONFIG_URI, isOn);
}
