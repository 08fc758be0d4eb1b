#include <stddef.h>
#include <stdint.h>
/* libFuzzer's driver (compiler-rt), which runs the fuzzing loop for a callback. */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
