// libedit's readline-compatible API. Include it as <editline/readline.h>: GNU readline's
// <readline/readline.h> is also installed on these machines, and is not what we link.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

// readline configures itself through global variables, which Swift 6 cannot touch without
// data-race diagnostics; these accessors are the only places that do. The shell calls
// them from one thread.

static inline void depplay_rl_configure(const char *name, rl_completion_func_t *complete,
                                        char *word_breaks) {
  rl_readline_name = name;
  rl_attempted_completion_function = complete;
  // libedit's completion splits words at rl_basic_word_break_characters (whose default
  // includes '$', so `$0.fu` would reach the completer as `0.fu`), not at
  // rl_completer_word_break_characters as GNU readline does: set both.
  rl_completer_word_break_characters = word_breaks;
  rl_basic_word_break_characters = word_breaks;
}

static inline const char *depplay_rl_line_buffer(void) { return rl_line_buffer; }

static inline void depplay_rl_completion_over(int append_character) {
  rl_attempted_completion_over = 1;
  rl_completion_append_character = append_character;
}
