/* What both tracers (trace.c for the driver, nvml_trace.c for NVML) need of the process: the
 * log file and reads of memory that may not be mapped. */
#ifndef LUPINE_TRACE_IO_H
#define LUPINE_TRACE_IO_H

#include <stddef.h>

/* The descriptor of LUPINE_TRACE_FILE (%p replaced by the process id), opened for appending
 * and close-on-exec; 2 (stderr) when the variable is unset or the file cannot be opened. */
int lt_trace_fd(void);

/* Copies up to n bytes at p into out without faulting on a bad pointer (process_vm_readv);
 * a read that crosses into an unmapped page is cut at the page end. Returns the bytes read:
 * 0 for an unreadable address or one below 64 KiB. */
size_t lt_safe_read(const void *p, void *out, size_t n);

/* This process's command line (/proc/self/cmdline) as one line for a log's header: arguments
 * joined by spaces, every control character (a newline inside `python -c` code) a space, cut
 * to cap - 1 bytes; "" when it cannot be read. */
void lt_command_line(char *out, size_t cap);

#endif
