/* GNU libmicrohttpd for Swift: MHD_start_daemon is variadic and several constants are macros, so the
 * calls LabelFit makes are wrapped here with fixed signatures. */
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <malloc.h>
#include <microhttpd.h>

/* Starts a daemon bound to `host` (an IPv4 or IPv6 literal) and `port` (0 = any free port), with a
 * pool of `threads` polling threads, an idle-connection timeout in seconds, a per-connection memory
 * limit, a connection limit in all and one per client address, and a callback told when each
 * connection opens and closes. Returns NULL when the address is invalid or binding fails. */
static inline struct MHD_Daemon *lf_mhd_start(const char *host, uint16_t port, unsigned threads, unsigned timeout,
                                              size_t memory_limit, unsigned connection_limit, unsigned per_address_limit,
                                              MHD_AccessHandlerCallback handler, void *handler_cls,
                                              MHD_RequestCompletedCallback completed, void *completed_cls,
                                              MHD_NotifyConnectionCallback notify, void *notify_cls) {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    struct sockaddr *addr;
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL;
    memset(&v4, 0, sizeof v4);
    memset(&v6, 0, sizeof v6);
    if (inet_pton(AF_INET, host, &v4.sin_addr) == 1) {
        v4.sin_family = AF_INET;
        v4.sin_port = htons(port);
        addr = (struct sockaddr *)&v4;
    } else if (inet_pton(AF_INET6, host, &v6.sin6_addr) == 1) {
        v6.sin6_family = AF_INET6;
        v6.sin6_port = htons(port);
        addr = (struct sockaddr *)&v6;
        flags |= MHD_USE_IPv6;
    } else {
        return NULL;
    }
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_cls,
                            MHD_OPTION_SOCK_ADDR, addr,
                            MHD_OPTION_THREAD_POOL_SIZE, threads,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_address_limit,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                            MHD_OPTION_NOTIFY_CONNECTION, notify, notify_cls,
                            MHD_OPTION_END);
}

static inline uint16_t lf_mhd_port(struct MHD_Daemon *d) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}

static inline unsigned lf_mhd_connections(struct MHD_Daemon *d) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info ? info->num_connections : 0;
}

/* The socket of a connection, for the request deadline (shut down, never closed, from outside). */
static inline int lf_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info ? info->connect_fd : -1;
}

/* Gives freed memory back to the system: after a big answer glibc keeps its arenas' pages, and a
 * server that answered twenty large checks at once would otherwise hold that peak for good. */
static inline void lf_release_free_memory(void) { malloc_trim(0); }

static inline void lf_mhd_add_headers(struct MHD_Response *response, const char *content_type, const char *allow) {
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, content_type);
    MHD_add_response_header(response, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(response, "Cache-Control", "no-store");
    MHD_add_response_header(response, "Content-Security-Policy",
                            "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'");
    if (allow) MHD_add_response_header(response, MHD_HTTP_HEADER_ALLOW, allow);
}

/* Queues a response whose body is made as it is sent (chunked): `reader` fills at most `block`
 * bytes at a time and returns -1 at the end or -2 on an error (then the connection is closed
 * without the last chunk, so a client never takes a cut answer for a whole one). */
static inline int lf_mhd_respond_stream(struct MHD_Connection *connection, unsigned status, const char *content_type,
                                        size_t block, MHD_ContentReaderCallback reader, void *cls,
                                        MHD_ContentReaderFreeCallback release) {
    struct MHD_Response *response = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, block, reader, cls, release);
    if (!response) { release(cls); return MHD_NO; }
    lf_mhd_add_headers(response, content_type, NULL);
    int ok = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return ok;
}

/* Queues a complete response (the body is copied) with the content type and LabelFit's fixed headers. */
static inline int lf_mhd_respond(struct MHD_Connection *connection, unsigned status, const char *content_type,
                                 const void *body, size_t length, const char *allow) {
    struct MHD_Response *response = MHD_create_response_from_buffer(length, (void *)body, MHD_RESPMEM_MUST_COPY);
    if (!response) return MHD_NO;
    lf_mhd_add_headers(response, content_type, allow);
    int ok = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return ok;
}

static inline const char *lf_mhd_header(struct MHD_Connection *connection, const char *name) {
    return MHD_lookup_connection_value(connection, MHD_HEADER_KIND, name);
}

