/* TLS for LUPINE connections (OpenSSL), used by the shim, the client NVML and lupine-server.
 *
 * After the TCP connection is made (client) or accepted (server), the TLS handshake runs on
 * it; then the descriptor is registered as a TLS one and `*app_fd` is the same descriptor: the
 * socket functions of protocol.h (lp_write_all, lp_writev_all, lp_read_all, lp_rbuf_*) move
 * its plaintext through TLS on the calling thread, so the transport code above (frames,
 * heartbeats, timeouts, several threads reading and writing) is the same in clear and in TLS.
 * OpenSSL forbids using one SSL object from two threads at once: every SSL call is made under
 * the connection's lock, on a non-blocking socket, and a thread waiting for the socket waits
 * without the lock (poll, with the socket's SO_RCVTIMEO/SO_SNDTIMEO as its timeout). A
 * socket a thread waits in poll() for may hold decrypted bytes already: lp_pending says so.
 *
 * The client verifies the server: its certificate chain against `ca_file` (PEM; NULL: the
 * system's trust store) and its name against `host` (RFC 6125 rules as OpenSSL's
 * X509_check_host applies them; an IP address is checked against the certificate's IP SANs).
 * TLS 1.2 or later. Each function returns 0, or -1 with a message in `err`. Built without
 * OpenSSL's libssl, they return -1 and say so. */
#ifndef LUPINE_TLS_H
#define LUPINE_TLS_H

#include <stddef.h>

/* first: when the handshake fails, the first 5 bytes the server sent (zeros if none): a
 * server that does not speak TLS answers in clear, and only those 5 of its bytes were read. */
int lp_tls_client(int fd, const char *host, const char *ca_file, int *app_fd,
                  unsigned char first[5], char *err, size_t errlen);
int lp_tls_server(int fd, const char *cert_file, const char *key_file, int *app_fd, char *err,
                  size_t errlen);
/* 0 when cert_file and key_file load and match (the server checks them before it listens). */
int lp_tls_check_server_files(const char *cert_file, const char *key_file, char *err,
                              size_t errlen);
/* fd is no longer a TLS connection (before closing it, or in a forked child that must not use
 * its parent's): its TLS state is freed; notify: send close_notify first. */
void lp_tls_forget(int fd, int notify);

#endif
