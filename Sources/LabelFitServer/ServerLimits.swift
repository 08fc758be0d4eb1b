import Foundation

/// Bounds on what one request may ask, each with a documented default (docs/api.md "Errors and limits").
public struct ServerLimits: Sendable {
    /// Largest request body (1 MiB).
    public var maxBodyBytes = 1 << 20
    /// Bytes of request bodies held at once across all connections; nil is 64 bodies' worth
    /// (`maxBodyBytes` × 64: 64 MiB by default).
    public var maxBufferedBodyBytes: Int?
    /// Longest string in a request, in characters.
    public var maxStringLength = 2_000
    /// Most pairs in one `/v1/check` request.
    public var maxBatch = 1_000
    /// Seconds a whole request (headers and body) may take to arrive, and an idle connection may stay
    /// open: a client sending a byte every few seconds is closed at this deadline all the same.
    public var connectionTimeoutSeconds = 10
    /// Seconds a whole exchange may take — the request's arrival, waiting for a work permit, the work and
    /// sending the answer — before it is answered 503 (still waiting or working) or cut off (still
    /// sending: a slow reader). Set below `connectionTimeoutSeconds`, it bounds the arrival too.
    public var exchangeTimeoutSeconds = 60
    /// Simultaneous connections in all (lowered to fit the process's file limit with headroom).
    public var maxConnections = 512
    /// Simultaneous connections from one client address at most: one client holding many slow
    /// connections cannot take the slots everyone else needs. The share each address may hold also
    /// shrinks as more addresses connect (`ConnectionSlots`).
    public var maxConnectionsPerAddress = 64

    public init() {}

    var effectiveMaxBufferedBodyBytes: Int { maxBufferedBodyBytes ?? maxBodyBytes.multipliedReportingOverflow(by: 64).partialValue }

    /// The total cap actually used: `maxConnections`, but never so many that the sockets would take
    /// the file descriptors fonts, catalogs and the listening socket need (64 kept free).
    var effectiveMaxConnections: Int {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < rlim_t(Int32.max) else { return maxConnections }
        return max(1, min(maxConnections, Int(limit.rlim_cur) - 64))
    }
}
