// libFuzzer's entry point for a program that has its own `main` (the fuzz target's Swift
// entry point): it parses libFuzzer's flags from the command line and fuzzes `callback`.
// Defined by libFuzzer's runtime, which `-sanitize=fuzzer` links.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
