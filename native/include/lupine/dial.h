/* Connecting to lupine-server as a client (common/dial.c), for the CUDA shim and the client
 * NVML alike. */
#ifndef LUPINE_DIAL_H
#define LUPINE_DIAL_H

#include <stddef.h>
#include <stdint.h>

/* Connects to `endpoint` ("host:port", "[v6]:port" or "host"): TCP within connect_timeout_s
 * seconds; TLS when lp_use_tls_fd says so (the certificate checked against LUPINE_TLS_CA,
 * else the system's trust store: lupine/tls.h); then LUPINE's hello (magic, protocol version,
 * the API hash, the token of LUPINE_TOKEN or LUPINE_TOKEN_FILE) and the server's welcome. On
 * success returns the descriptor, its SO_RCVTIMEO/SO_SNDTIMEO set to io_timeout_s (0: none),
 * and the server's protocol minor version in *minor (may be NULL); -1 with the reason in why
 * (an unreachable address, a TLS failure, "token refused", ...). */
int lp_client_connect(const char *endpoint, int connect_timeout_s, int io_timeout_s,
                      uint16_t *minor, char *why, size_t whylen);
/* LUPINE_TLS=1 or 0 says; unset, TLS unless fd's peer address is a loopback one. */
int lp_use_tls_fd(int fd);
/* The client's token: LUPINE_TOKEN, else the contents of LUPINE_TOKEN_FILE (trailing newlines
 * dropped), else none (*len 0). -1 with the reason in why when the file cannot be read or the
 * token is longer than cap. */
int lp_read_token(char *tok, size_t cap, size_t *len, char *why, size_t whylen);
/* SO_RCVTIMEO and SO_SNDTIMEO (0: none). */
void lp_set_timeouts(int fd, int seconds);

#endif
