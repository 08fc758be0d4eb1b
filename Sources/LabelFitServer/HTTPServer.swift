import CMicroHTTPD
import Foundation
import LabelFitCore

/// `labelfit serve`: GNU libmicrohttpd with a thread per connection; each request's body is gathered
/// per connection (bounded), checked (`RequestAdmission`), then answered on its connection's thread:
/// `GET`s at once, `POST`s — the routes that measure, check, draw and read uploads — once they hold
/// one of `--threads` work permits (`WorkPermits`), so `/healthz` and the page are answered however
/// many heavy requests are in.
///
/// What keeps it up for everyone: connection slots shared fairly among client addresses
/// (`ConnectionSlots`), a deadline for a request's arrival and one for the whole exchange
/// (`RequestDeadlines`: a request still waiting for a permit at it is answered 503, one still being
/// worked at or sent is cut off), bodies over the limit read to their end and discarded before the
/// 413 is sent (answering early and closing would reset the connection under a client still sending,
/// which then never reads why), and big answers streamed.
public final class HTTPServer: @unchecked Sendable {
    public let host: String
    /// What libmicrohttpd's callbacks use. The daemon holds its own reference to it from start until
    /// `MHD_stop_daemon` has returned, so a callback's temporary reference is never the last one.
    /// (Were the callbacks to use the server itself, an owner dropping the server while a connection's
    /// thread is inside a callback would run `deinit` on that thread, which would then join the
    /// polling thread that is joining it, and libmicrohttpd panics: "Failed to join a thread".)
    let core: ServerCore
    private let lifecycle = NSLock()
    private var daemon: OpaquePointer?
    private var context: Unmanaged<ServerCore>?
    public private(set) var port: UInt16 = 0

    public var limits: ServerLimits { core.limits }
    var handler: APIHandler { core.handler }
    var deadlines: RequestDeadlines { core.deadlines }
    var slots: ConnectionSlots { core.slots }
    var permits: WorkPermits { core.permits }
    var bodies: BodyBudget { core.bodies }
    var admission: RequestAdmission { core.admission }

    /// `allowedHosts`: names a request's `Host` may give besides the listening address and the
    /// loopback names (`serve --allowed-host`).
    public init(host: String, port: UInt16, handler: APIHandler, limits: ServerLimits, threads: Int, allowedHosts: [String] = []) throws {
        self.host = host
        let core = ServerCore(host: host, port: port, handler: handler, limits: limits, threads: threads, allowedHosts: allowedHosts)
        self.core = core
        let total = limits.effectiveMaxConnections
        let perAddress = max(1, min(limits.maxConnectionsPerAddress, total))
        let context = Unmanaged.passRetained(core)
        let pointer = context.toOpaque()
        daemon = lf_mhd_start(host, port, UInt32(limits.connectionTimeoutSeconds),
                              // The library's own buffer per connection; bodies are kept in Swift.
                              64 * 1024, UInt32(total), UInt32(perAddress),
                              acceptPolicy, pointer, accessHandler, pointer, completedHandler, pointer, connectionHandler, pointer)
        guard let daemon else {
            context.release()
            throw LabelFitError.usage("cannot listen on \(host):\(port) (the address must be a numeric IP; is the port taken?)")
        }
        self.context = context
        self.port = lf_mhd_port(daemon)
        // With port 0 the port is known only now (and announced only after this returns).
        core.listen(on: self.port)
    }

    /// Stops accepting, lets in-flight requests finish (up to `grace` seconds), then stops. Safe to
    /// call more than once and from several threads: the first call stops, the others wait for it.
    public func stop(grace: TimeInterval = 10) {
        lifecycle.lock()
        defer { lifecycle.unlock() }
        guard let d = daemon else { return }
        // The listening socket is handed back to the caller to close, and with internal threads only
        // after MHD_stop_daemon (microhttpd.h, MHD_quiesce_daemon: "must not be closed until AFTER
        // MHD_stop_daemon has been called"); left open, it keeps accepting into its backlog and leaks.
        let listening = MHD_quiesce_daemon(d)
        let deadline = Date().addingTimeInterval(grace)
        while lf_mhd_connections(d) > 0 && Date() < deadline { usleep(20_000) }
        MHD_stop_daemon(d)
        if listening >= 0 { close(listening) }
        daemon = nil
        // No thread of the daemon is left to use it.
        context?.release()
        context = nil
    }

    deinit { stop(grace: 0) }
}

/// What a running server's callbacks use: the handler, the limits, and the shared bookkeeping of
/// connection slots, deadlines, work permits and buffered bodies.
final class ServerCore: @unchecked Sendable {
    let limits: ServerLimits
    let handler: APIHandler
    let deadlines: RequestDeadlines
    let slots: ConnectionSlots
    let permits: WorkPermits
    let bodies: BodyBudget
    private let host: String
    private let allowedHosts: [String]
    private let admissionLock = NSLock()
    private var admissionRules: RequestAdmission

    init(host: String, port: UInt16, handler: APIHandler, limits: ServerLimits, threads: Int, allowedHosts: [String]) {
        self.limits = limits
        self.handler = handler
        self.deadlines = RequestDeadlines(arrivalSeconds: TimeInterval(limits.connectionTimeoutSeconds),
                                          exchangeSeconds: TimeInterval(limits.exchangeTimeoutSeconds))
        let total = limits.effectiveMaxConnections
        let perAddress = max(1, min(limits.maxConnectionsPerAddress, total))
        self.slots = ConnectionSlots(total: total, perAddress: perAddress)
        self.permits = WorkPermits(count: threads)
        self.bodies = BodyBudget(limit: limits.effectiveMaxBufferedBodyBytes)
        self.host = host
        self.allowedHosts = allowedHosts
        self.admissionRules = RequestAdmission(listening: host, port: port, allowed: allowedHosts)
    }

    /// The port the daemon listens on, known once it has started (port 0 asks for any free one).
    func listen(on port: UInt16) {
        admissionLock.withLock { admissionRules = RequestAdmission(listening: host, port: port, allowed: allowedHosts) }
    }

    var admission: RequestAdmission { admissionLock.withLock { admissionRules } }

    /// One connection's request while its body arrives.
    final class Request {
        var body: [UInt8] = []
        /// Bytes of `BodyBudget` this request holds (its body's size until it is taken for work).
        var budgeted = 0
        /// Why the request is refused once its body has been read to the end (413, or the admission's answer).
        var refused: HTTPResponse?
    }

    fileprivate func respond(_ connection: OpaquePointer, _ r: HTTPResponse) -> MHD_Result {
        if let stream = r.stream {
            stream.deadline = deadlines.exchangeDeadline(connection)
            stream.cancellation = deadlines.cancellation(connection)
            stream.permits = permits
            // Called from libmicrohttpd's content reader, so while the descriptor is still this connection's.
            let fd = lf_mhd_connection_fd(connection)
            stream.cut = { RequestDeadlines.resetOnClose(fd) }
            let cls = Unmanaged.passRetained(stream).toOpaque()
            return lf_mhd_respond_stream(connection, UInt32(r.status), r.contentType, 64 * 1024, streamReader, cls, streamRelease) == 1 ? .YES : .NO
        }
        let ok = r.body.withUnsafeBytes { buffer in
            lf_mhd_respond(connection, UInt32(r.status), r.contentType, buffer.baseAddress, buffer.count, r.allow, r.closesConnection ? 1 : 0)
        }
        return ok == 1 ? .YES : .NO
    }

    /// A POST's answer, worked at once a permit is free; 503 when none came before the exchange deadline.
    fileprivate func work(_ connection: OpaquePointer, method: String, path: String, body: [UInt8]) -> HTTPResponse {
        let deadline = deadlines.exchangeDeadline(connection) ?? Date().addingTimeInterval(TimeInterval(limits.exchangeTimeoutSeconds))
        // Given up a little before the deadline (a tenth of it, at most 1 s: the watchdog's tick), so
        // the 503 is on its way before the watchdog would cut the connection; a 503 is small enough
        // for the socket's buffer, so sending it needs no deadline of its own.
        let margin = min(1, deadlines.exchangeSeconds / 10)
        if let r = permits.run(before: deadline.addingTimeInterval(-margin), { handler.handle(method: method, path: path, body: body) }) { return r }
        deadlines.exempt(connection)
        var busy = HTTPResponse.error(503, "the server was busy with other requests until this one's deadline (\(limits.exchangeTimeoutSeconds) s)")
        busy.closesConnection = true
        return busy
    }
}

/// Every header line of the request as received (libmicrohttpd keeps repeated ones apart).
private func requestHeaders(_ connection: OpaquePointer) -> [(name: String, value: String)] {
    var headers: [(name: String, value: String)] = []
    withUnsafeMutablePointer(to: &headers) { pointer in
        _ = lf_mhd_headers(connection, { cls, _, key, value in
            guard let cls, let key else { return .YES }
            cls.assumingMemoryBound(to: [(name: String, value: String)].self).pointee
                .append((String(cString: key), value.map { String(cString: $0) } ?? ""))
            return .YES
        }, pointer)
    }
    return headers
}

/// Decides each accepted connection by its client address (`ConnectionSlots`).
private let acceptPolicy: MHD_AcceptPolicyCallback = { cls, addr, _ in
    guard let cls else { return .NO }
    var bytes = [UInt8](repeating: 0, count: 16)
    let n = Int(lf_address_bytes(addr, &bytes))
    return Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue().slots.admit(Array(bytes[0..<n])) ? .YES : .NO
}

/// MHD calls this several times per request: first with no body (set up state), then once per body
/// chunk, then with an empty chunk when the body is complete (answer).
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, uploadData, uploadSize, state in
    guard let cls, let connection, let state, let uploadSize else { return .NO }
    let server = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
    let limit = server.limits.maxBodyBytes
    let methodName = method.map { String(cString: $0) } ?? ""
    let path = url.map { String(cString: $0) } ?? "/"
    if state.pointee == nil {
        let request = ServerCore.Request()
        state.pointee = Unmanaged.passRetained(request).toOpaque()
        let expectsContinue = lf_mhd_header(connection, "Expect").map { String(cString: $0).lowercased() == "100-continue" } ?? false
        if let refusal = server.admission.refusal(method: methodName, path: path, headers: requestHeaders(connection)) {
            var response = refusal.response
            response.closesConnection = true  // nothing more is taken from a client refused at the door
            // A body whose end is unknown cannot be read to its end: answered now, connection closed.
            // A client waiting for "100 Continue" has sent nothing yet: it can be told at once.
            if refusal.framing || expectsContinue {
                server.deadlines.arrived(connection)
                return server.respond(connection, response)
            }
            request.refused = response
            return .YES
        }
        if let header = lf_mhd_header(connection, "Content-Length"), let length = Int(String(cString: header)), length > limit {
            request.refused = .error(413, "request body of \(length) bytes is larger than the limit of \(limit)")
            if expectsContinue {
                server.deadlines.arrived(connection)
                return server.respond(connection, request.refused!)
            }
        }
        return .YES
    }
    let request = Unmanaged<ServerCore.Request>.fromOpaque(state.pointee!).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        if request.refused == nil, let uploadData {
            if request.body.count + uploadSize.pointee > limit {
                request.refused = .error(413, "request body is larger than the limit of \(limit) bytes")
                request.body = []
            } else if !server.bodies.take(uploadSize.pointee) {
                var busy = HTTPResponse.error(503, "the server holds as many request bodies as it may (\(server.bodies.limit) bytes); send again shortly")
                busy.closesConnection = true
                request.refused = busy
                request.body = []
            } else {
                request.budgeted += uploadSize.pointee
                request.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee))
            }
            if request.body.isEmpty { server.bodies.give(request.budgeted); request.budgeted = 0 }
        } else {
            request.body = []
        }
        uploadSize.pointee = 0  // consumed, or read and discarded past the limit (within the request deadline)
        return .YES
    }
    server.deadlines.arrived(connection)
    if let refused = request.refused {
        return server.respond(connection, refused)
    }
    if methodName == "GET" || methodName == "HEAD" {
        return server.respond(connection, server.handler.handle(method: methodName, path: path, body: []))
    }
    let body = request.body
    request.body = []
    // The body is the handler's now, and the handler runs only with a permit: bounded by --threads.
    server.bodies.give(request.budgeted)
    request.budgeted = 0
    return server.respond(connection, server.work(connection, method: methodName, path: path, body: body))
}

/// Frees the per-connection request state when MHD is done with the request.
private let completedHandler: MHD_RequestCompletedCallback = { cls, connection, state, _ in
    if let cls, let connection {
        Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue().deadlines.answered(connection)
    }
    guard let state, let pointer = state.pointee else { return }
    if let cls {  // a request ended before its body was taken (refused, or the client went away)
        let request = Unmanaged<ServerCore.Request>.fromOpaque(pointer).takeUnretainedValue()
        Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue().bodies.give(request.budgeted)
        request.budgeted = 0
    }
    Unmanaged<ServerCore.Request>.fromOpaque(pointer).release()
    state.pointee = nil
}

/// Connections opening and closing, for the deadlines and the slots.
private let connectionHandler: MHD_NotifyConnectionCallback = { cls, connection, _, event in
    guard let cls, let connection else { return }
    let server = Unmanaged<ServerCore>.fromOpaque(cls).takeUnretainedValue()
    if event.rawValue == 0 {  // MHD_CONNECTION_NOTIFY_STARTED (1 is CLOSED)
        server.deadlines.opened(connection)
    } else {
        server.deadlines.closed(connection)
        // The slot taken in the accept policy (every connection that started passed it).
        var bytes = [UInt8](repeating: 0, count: 16)
        let n = Int(lf_mhd_client_address(connection, &bytes))
        server.slots.release(Array(bytes[0..<n]))
    }
}

/// Fills the next piece of a streamed answer.
private let streamReader: MHD_ContentReaderCallback = { cls, _, buffer, max in
    guard let cls, let buffer else { return -2 }
    let stream = Unmanaged<ResponseStream>.fromOpaque(cls).takeUnretainedValue()
    return stream.read(into: UnsafeMutableRawPointer(buffer), max: max)
}

private let streamRelease: MHD_ContentReaderFreeCallback = { cls in
    guard let cls else { return }
    Unmanaged<ResponseStream>.fromOpaque(cls).release()
    lf_release_free_memory()
}
