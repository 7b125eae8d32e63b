/* The C tests' check: a failed condition is reported with its file and line and counted in
 * failures, and the test goes on (main returns failures != 0). */
#ifndef LUPINE_TESTS_CHECK_H
#define LUPINE_TESTS_CHECK_H

#include <stdio.h>

static int failures;
#define CHECK(cond)                                                                          \
    do {                                                                                     \
        if (!(cond)) {                                                                       \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond);         \
            failures++;                                                                      \
        }                                                                                    \
    } while (0)

#endif
