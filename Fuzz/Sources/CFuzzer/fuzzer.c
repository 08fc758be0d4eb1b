#include "lf_fuzzer.h"
