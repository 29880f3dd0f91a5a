// The C side of the terminal backend: the wide-character ncurses API, plus small inline
// accessors for ncurses' C globals, which Swift 6 rejects as shared mutable state.
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <signal.h>
#include <langinfo.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>
// Debian and most Linux distributions put the wide library's headers under ncursesw/; macOS
// and the BSDs ship one ncurses with the wide API in the plain headers.
#if __has_include(<ncursesw/ncurses.h>)
#include <ncursesw/ncurses.h>
#include <ncursesw/term.h>
#else
#include <ncurses.h>
#include <term.h>
#endif

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline FILE *cn_stdout(void) { return stdout; }
static inline FILE *cn_stdin(void) { return stdin; }

/// The window size the kernel reports for `fd`; 0 on success, -1 when it has none.
static inline int cn_window_size(int fd, int *rows, int *cols) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
  *rows = size.ws_row;
  *cols = size.ws_col;
  return 0;
}

/// The C library's column count for a wide character (-1 when it does not know it); declared
/// here because glibc hides it unless _XOPEN_SOURCE is set before any header.
extern int wcwidth(wchar_t c);
static inline int cn_wcwidth(wchar_t c) { return wcwidth(c); }

/// Whether the current C locale encodes text as UTF-8.
static inline int cn_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}
/// The first and last real-time signal; functions in glibc, so Swift cannot import the macros.
#ifdef SIGRTMIN
static inline int cn_sigrtmin(void) { return SIGRTMIN; }
static inline int cn_sigrtmax(void) { return SIGRTMAX; }
#endif

/// The most rows or columns ncurses can hold: its coordinates are NCURSES_SIZE_T (a short).
static inline int cn_largest_side(void) {
  return (int)((1UL << (8 * sizeof(NCURSES_SIZE_T) - 1)) - 1);
}
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_color_pairs(void) { return COLOR_PAIRS; }
static inline void cn_set_escdelay(int ms) { set_escdelay(ms); }
static inline int cn_key_resize(void) { return KEY_RESIZE; }
static inline int cn_key_f(int n) { return KEY_F(n); }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_normal(void) { return A_NORMAL; }

/// A terminfo string with one or two numeric parameters filled in (tiparm, which Swift cannot
/// call: it is variadic); NULL when the capability is missing. The result lives in ncurses'
/// own buffer until the next call.
static inline const char *cn_tiparm1(const char *capability, int a) {
  if (capability == NULL || capability == (char *)-1) return NULL;
  return tiparm(capability, a);
}
static inline const char *cn_tiparm2(const char *capability, int a, int b) {
  if (capability == NULL || capability == (char *)-1) return NULL;
  return tiparm(capability, a, b);
}

/// Whether the terminal has a boolean terminfo capability (an extended one such as AX too).
static inline int cn_tigetflag(const char *name) { return tigetflag(name) > 0; }

/// Reads one terminfo numeric capability; -1 when the terminal lacks it.
static inline int cn_tigetnum(const char *name) { return tigetnum(name); }

/// Reads one terminfo string capability; NULL when the terminal lacks it.
static inline const char *cn_tigetstr(const char *name) {
  char *value = tigetstr(name);
  if (value == NULL || value == (char *)-1) return NULL;
  return value;
}

#endif
