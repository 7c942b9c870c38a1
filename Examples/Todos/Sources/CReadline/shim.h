// GNU readline and its history, for the Todos REPL (Debian: libreadline-dev).
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
