/* The receive window a TCP peer advertises (lupine/protocol.h: lp_peer_window), from the
 * kernel's TCP_INFO (struct tcp_info's tcpi_snd_wnd, Linux 5.4 and later). Its own file: the
 * kernel's <linux/tcp.h>, which has the field, cannot be included beside the C library's
 * <netinet/tcp.h>, which does not. */
#include <linux/tcp.h>
#include <netinet/in.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>

int64_t lp_peer_window(int fd)
{
    struct tcp_info ti;
    memset(&ti, 0, sizeof ti);
    socklen_t len = sizeof ti;
    if (getsockopt(fd, IPPROTO_TCP, TCP_INFO, &ti, &len) ||
        len < offsetof(struct tcp_info, tcpi_snd_wnd) + sizeof ti.tcpi_snd_wnd)
        return -1; /* not TCP, or a kernel that does not say */
    return ti.tcpi_snd_wnd;
}
