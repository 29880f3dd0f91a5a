// The system SQLite library (Debian libsqlite3-dev), plus what Swift cannot import from it:
// SQLITE_TRANSIENT is a macro that casts -1 to a function pointer.
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>
#include <sys/file.h>

/// Tells sqlite3_bind_text/blob to copy the bytes before the call returns.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
