#ifndef GALLERY_CNCURSESW_SHIM_H
#define GALLERY_CNCURSESW_SHIM_H

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
static const int GALLERY_LC_CTYPE_MASK = LC_CTYPE_MASK;

// A control character set to this is disabled; a char-literal macro.
static const cc_t GALLERY_POSIX_VDISABLE = _POSIX_VDISABLE;

// Macros Swift cannot import (function-like, or built from other macros).
static const attr_t GALLERY_A_NORMAL = A_NORMAL;
static const attr_t GALLERY_A_BOLD = A_BOLD;
static const attr_t GALLERY_A_DIM = A_DIM;
static const attr_t GALLERY_A_UNDERLINE = A_UNDERLINE;
static const attr_t GALLERY_A_REVERSE = A_REVERSE;
static const attr_t GALLERY_A_ITALIC = A_ITALIC;

static const mmask_t GALLERY_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS;
static const mmask_t GALLERY_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t GALLERY_BUTTON1_RELEASED = BUTTON1_RELEASED;
static const mmask_t GALLERY_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t GALLERY_BUTTON1_DOUBLE_CLICKED = BUTTON1_DOUBLE_CLICKED;
static const mmask_t GALLERY_BUTTON1_TRIPLE_CLICKED = BUTTON1_TRIPLE_CLICKED;
static const mmask_t GALLERY_BUTTON2_PRESSED = BUTTON2_PRESSED;
static const mmask_t GALLERY_BUTTON2_RELEASED = BUTTON2_RELEASED;
static const mmask_t GALLERY_BUTTON2_CLICKED = BUTTON2_CLICKED;
static const mmask_t GALLERY_BUTTON3_PRESSED = BUTTON3_PRESSED;
static const mmask_t GALLERY_BUTTON3_RELEASED = BUTTON3_RELEASED;
static const mmask_t GALLERY_BUTTON3_CLICKED = BUTTON3_CLICKED;
static const mmask_t GALLERY_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t GALLERY_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t GALLERY_BUTTON_SHIFT = BUTTON_SHIFT;

// KEY_* codes are plain integer macros and import; the function keys are
// KEY_F(n), a function-like macro.
static inline int gallery_key_f(int n) { return KEY_F(n); }

// C globals are "not concurrency-safe" in the Swift 6 language mode; curses
// is used from one thread only, so reading them through functions is sound.
static inline WINDOW *gallery_stdscr(void) { return stdscr; }
static inline int gallery_cols(void) { return COLS; }
static inline int gallery_lines(void) { return LINES; }
static inline int gallery_colors(void) { return COLORS; }
static inline int gallery_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *gallery_stdout(void) { return stdout; }
static inline FILE *gallery_stdin(void) { return stdin; }

#endif
