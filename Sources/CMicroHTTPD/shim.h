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
 * thread per connection, an idle-connection timeout in seconds, a per-connection memory
 * limit, a connection limit in all and one per client address, a policy deciding each accepted
 * connection, and a callback told when each connection opens and closes. Returns NULL when the
 * address is invalid or binding fails. */
static inline struct MHD_Daemon *lf_mhd_start(const char *host, uint16_t port, unsigned timeout,
                                              size_t memory_limit, unsigned connection_limit, unsigned per_address_limit,
                                              MHD_AcceptPolicyCallback policy, void *policy_cls,
                                              MHD_AccessHandlerCallback handler, void *handler_cls,
                                              MHD_RequestCompletedCallback completed, void *completed_cls,
                                              MHD_NotifyConnectionCallback notify, void *notify_cls) {
    struct sockaddr_in v4;
    struct sockaddr_in6 v6;
    struct sockaddr *addr;
    /* A thread per connection (poll(2) in each; epoll and a thread pool are for the other mode): a
     * request's work blocks only its own connection, so /healthz never waits behind another, and a
     * handler's answer is queued before the library reads on (a client that half-closes after its
     * request still reads the answer). ITC lets MHD_quiesce_daemon stop the listening thread. How
     * many requests are worked at once is bounded by LabelFit (WorkPermits), not by threads. */
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL | MHD_USE_ITC;
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
    return MHD_start_daemon(flags, port, policy, policy_cls, handler, handler_cls,
                            MHD_OPTION_SOCK_ADDR, addr,
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

static inline void lf_mhd_add_headers(struct MHD_Response *response, const char *content_type, const char *allow, int close) {
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, content_type);
    MHD_add_response_header(response, "X-Content-Type-Options", "nosniff");
    MHD_add_response_header(response, "Cache-Control", "no-store");
    MHD_add_response_header(response, "Content-Security-Policy",
                            "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data:; connect-src 'self'");
    if (allow) MHD_add_response_header(response, MHD_HTTP_HEADER_ALLOW, allow);
    /* libmicrohttpd closes the connection after a response carrying "Connection: close"
     * (connection.c, keepalive_possible: MHD_RAF_HAS_CONNECTION_CLOSE). */
    if (close) MHD_add_response_header(response, MHD_HTTP_HEADER_CONNECTION, "close");
}

/* Queues a response whose body is made as it is sent (chunked): `reader` fills at most `block`
 * bytes at a time and returns -1 at the end or -2 on an error (then the connection is closed
 * without the last chunk, so a client never takes a cut answer for a whole one). */
static inline int lf_mhd_respond_stream(struct MHD_Connection *connection, unsigned status, const char *content_type,
                                        size_t block, MHD_ContentReaderCallback reader, void *cls,
                                        MHD_ContentReaderFreeCallback release) {
    struct MHD_Response *response = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, block, reader, cls, release);
    if (!response) { release(cls); return MHD_NO; }
    lf_mhd_add_headers(response, content_type, NULL, 0);
    int ok = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return ok;
}

/* Queues a complete response (the body is copied) with the content type and LabelFit's fixed headers;
 * `close` ends the connection after it. */
static inline int lf_mhd_respond(struct MHD_Connection *connection, unsigned status, const char *content_type,
                                 const void *body, size_t length, const char *allow, int close) {
    struct MHD_Response *response = MHD_create_response_from_buffer(length, (void *)body, MHD_RESPMEM_MUST_COPY);
    if (!response) return MHD_NO;
    lf_mhd_add_headers(response, content_type, allow, close);
    int ok = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return ok;
}

/* A client address as bytes (4 for IPv4, 16 for IPv6; an IPv4-mapped IPv6 address as its IPv4 one),
 * the key connection slots are counted by. Returns the length, 0 for another family. */
static inline int lf_address_bytes(const struct sockaddr *addr, uint8_t out[16]) {
    static const uint8_t mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    if (!addr) return 0;
    if (addr->sa_family == AF_INET) {
        memcpy(out, &((const struct sockaddr_in *)addr)->sin_addr, 4);
        return 4;
    }
    if (addr->sa_family == AF_INET6) {
        const uint8_t *b = ((const struct sockaddr_in6 *)addr)->sin6_addr.s6_addr;
        if (memcmp(b, mapped, 12) == 0) { memcpy(out, b + 12, 4); return 4; }
        memcpy(out, b, 16);
        return 16;
    }
    return 0;
}

/* The connection's client address as `lf_address_bytes` gives it. */
static inline int lf_mhd_client_address(struct MHD_Connection *connection, uint8_t out[16]) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info ? lf_address_bytes(info->client_addr, out) : 0;
}

/* Calls `iterator` for every request header line as received (repeated names included, in order). */
static inline int lf_mhd_headers(struct MHD_Connection *connection, MHD_KeyValueIterator iterator, void *cls) {
    return MHD_get_connection_values(connection, MHD_HEADER_KIND, iterator, cls);
}

static inline const char *lf_mhd_header(struct MHD_Connection *connection, const char *name) {
    return MHD_lookup_connection_value(connection, MHD_HEADER_KIND, name);
}

