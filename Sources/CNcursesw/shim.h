#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

// What curses and the C library offer that Swift cannot import as they are,
// made importable. Everything declared here is named for this module:
// constants CNCURSESW_<the C name> (CNCURSESW_A_BOLD), functions
// cncursesw_<the C name, in lowercase> (cncursesw_stdscr(), cncursesw_key_f(n)).

// SwiftPM drops the -D flags pkg-config gives (-D_XOPEN_SOURCE=600 and
// friends); without them curses.h hides the wide-character API.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// glibc declares wcwidth only under _XOPEN_SOURCE, which Swift's importer
// does not see.
extern int wcwidth(wchar_t);

// wcwidth answers for the calling thread's locale; the canvas measures in
// UTF-8 whatever the user's locale, so it switches to this one around calls.
static const int CNCURSESW_LC_CTYPE_MASK = LC_CTYPE_MASK;

// A control character set to this is disabled; a char-literal macro.
static const cc_t CNCURSESW_POSIX_VDISABLE = _POSIX_VDISABLE;

// Macros Swift cannot import (function-like, or built from other macros).
static const attr_t CNCURSESW_A_NORMAL = A_NORMAL;
static const attr_t CNCURSESW_A_BOLD = A_BOLD;
static const attr_t CNCURSESW_A_DIM = A_DIM;
static const attr_t CNCURSESW_A_UNDERLINE = A_UNDERLINE;
static const attr_t CNCURSESW_A_REVERSE = A_REVERSE;
static const attr_t CNCURSESW_A_ITALIC = A_ITALIC;

static const mmask_t CNCURSESW_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t CNCURSESW_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t CNCURSESW_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t CNCURSESW_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t CNCURSESW_BUTTON1_DOUBLE_CLICKED = BUTTON1_DOUBLE_CLICKED;
static const mmask_t CNCURSESW_BUTTON1_TRIPLE_CLICKED = BUTTON1_TRIPLE_CLICKED;
static const mmask_t CNCURSESW_BUTTON2_PRESSED = BUTTON2_PRESSED;
static const mmask_t CNCURSESW_BUTTON2_RELEASED = BUTTON2_RELEASED;
static const mmask_t CNCURSESW_BUTTON2_CLICKED = BUTTON2_CLICKED;
static const mmask_t CNCURSESW_BUTTON3_PRESSED = BUTTON3_PRESSED;
static const mmask_t CNCURSESW_BUTTON3_RELEASED = BUTTON3_RELEASED;
static const mmask_t CNCURSESW_BUTTON3_CLICKED = BUTTON3_CLICKED;
static const mmask_t CNCURSESW_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t CNCURSESW_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t CNCURSESW_BUTTON_SHIFT = BUTTON_SHIFT;

// KEY_* codes are plain integer macros and import; the function keys are
// KEY_F(n), a function-like macro.
static inline int cncursesw_key_f(int n) { return KEY_F(n); }

// C globals are "not concurrency-safe" in the Swift 6 language mode; curses
// is used from one thread only, so reading them through functions is sound.
static inline WINDOW *cncursesw_stdscr(void) { return stdscr; }
static inline int cncursesw_cols(void) { return COLS; }
static inline int cncursesw_lines(void) { return LINES; }
static inline int cncursesw_colors(void) { return COLORS; }
static inline int cncursesw_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *cncursesw_stdout(void) { return stdout; }
static inline FILE *cncursesw_stdin(void) { return stdin; }

#endif
