/// Bounds on what one request may ask, each with a documented default.
public struct ServerLimits: Sendable {
    /// Largest request body (1 MiB).
    public var maxBodyBytes = 1 << 20
    /// Longest string in a request, in characters.
    public var maxStringLength = 2_000
    /// Most pairs in one `/v1/check` request.
    public var maxBatch = 1_000
    /// Seconds an idle or slow connection may hold a worker.
    public var connectionTimeoutSeconds = 10
    /// Simultaneous connections.
    public var maxConnections = 512

    public init() {}
}
