/* TLS for LUPINE connections (OpenSSL), used by the shim and lupine-server alike.
 *
 * After the TCP connection is made (client) or accepted (server), the TLS handshake runs on
 * it; then a pump thread owns the TLS connection and moves plaintext between it and one end of
 * a local socket pair, whose other end the caller gets back as `*app_fd`. The transport code
 * above (frames, heartbeats, timeouts, several threads reading and writing) uses that descriptor
 * exactly as it used the TCP socket: one thread alone ever touches the SSL object, which
 * OpenSSL requires, and no I/O path is written twice. When either side closes, the pump closes
 * the other.
 *
 * The client verifies the server: its certificate chain against `ca_file` (PEM; NULL: the
 * system's trust store) and its name against `host` (RFC 6125 rules as OpenSSL's
 * X509_check_host applies them; an IP address is checked against the certificate's IP SANs).
 * TLS 1.2 or later. Each function returns 0, or -1 with a message in `err`. Built without
 * OpenSSL's libssl, they return -1 and say so. */
#ifndef LUPINE_TLS_H
#define LUPINE_TLS_H

#include <stddef.h>

int lp_tls_client(int fd, const char *host, const char *ca_file, int *app_fd, char *err,
                  size_t errlen);
int lp_tls_server(int fd, const char *cert_file, const char *key_file, int *app_fd, char *err,
                  size_t errlen);
/* 0 when cert_file and key_file load and match (the server checks them before it listens). */
int lp_tls_check_server_files(const char *cert_file, const char *key_file, char *err,
                              size_t errlen);

#endif
