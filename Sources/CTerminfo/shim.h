// terminfo through ncurses' low-level interface, for the terminal's capabilities only (forte draws
// the screen itself): setupterm, tigetstr, tigetnum.
#include <curses.h>
#include <term.h>
