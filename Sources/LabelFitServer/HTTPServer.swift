import CMicroHTTPD
import Foundation
import LabelFitCore

/// `labelfit serve`: GNU libmicrohttpd with a pool of polling threads; each request's body is gathered
/// per connection (bounded), checked (`RequestAdmission`), then answered: `GET`s on the polling
/// thread, `POST`s — the routes that measure, check, draw and read uploads — by a fixed set of worker
/// threads (`RequestWorkers`) while the connection is suspended, so the polling threads are always
/// free to answer `/healthz` and the page however long a request's work takes.
///
/// What keeps it up for everyone: connection slots shared fairly among client addresses
/// (`ConnectionSlots`), a deadline for a request's arrival and one for the whole exchange
/// (`RequestDeadlines`: a request still waiting for a worker or still working at it is answered 503,
/// a slow reader is cut off), bodies over the limit read to their end and discarded before the 413 is
/// sent (answering early and closing would reset the connection under a client still sending, which
/// then never reads why), and big answers streamed.
public final class HTTPServer: @unchecked Sendable {
    public let host: String
    public let limits: ServerLimits
    let handler: APIHandler
    let deadlines: RequestDeadlines
    let slots: ConnectionSlots
    let workers: RequestWorkers
    private let allowedHosts: [String]
    private let admissionLock = NSLock()
    private var admissionRules: RequestAdmission
    /// Requests handed to a worker, by connection (suspended until answered).
    private var suspended: [OpaquePointer: Request] = [:]
    private let suspendedLock = NSLock()
    private var daemon: OpaquePointer?
    public private(set) var port: UInt16 = 0

    /// `allowedHosts`: names a request's `Host` may give besides the listening address and the
    /// loopback names (`serve --allowed-host`).
    public init(host: String, port: UInt16, handler: APIHandler, limits: ServerLimits, threads: Int, allowedHosts: [String] = []) throws {
        self.host = host
        self.limits = limits
        self.handler = handler
        self.allowedHosts = allowedHosts
        self.deadlines = RequestDeadlines(arrivalSeconds: TimeInterval(limits.connectionTimeoutSeconds),
                                          exchangeSeconds: TimeInterval(limits.exchangeTimeoutSeconds))
        let total = limits.effectiveMaxConnections
        let perAddress = max(1, min(limits.maxConnectionsPerAddress, total))
        self.slots = ConnectionSlots(total: total, perAddress: perAddress)
        self.workers = RequestWorkers(count: max(1, threads))
        self.admissionRules = RequestAdmission(listening: host, port: port, allowed: allowedHosts)
        let context = Unmanaged.passUnretained(self).toOpaque()
        daemon = lf_mhd_start(host, port, UInt32(max(1, threads)), UInt32(limits.connectionTimeoutSeconds),
                              // The library's own buffer per connection; bodies are kept in Swift.
                              64 * 1024, UInt32(total), UInt32(perAddress),
                              acceptPolicy, context, accessHandler, context, completedHandler, context, connectionHandler, context)
        guard let daemon else {
            throw LabelFitError.usage("cannot listen on \(host):\(port) (the address must be a numeric IP; is the port taken?)")
        }
        self.port = lf_mhd_port(daemon)
        // With port 0 the port is known only now (and announced only after this returns).
        admissionLock.withLock { admissionRules = RequestAdmission(listening: host, port: self.port, allowed: allowedHosts) }
        deadlines.isSuspended = { [unowned self] c in self.suspendedLock.withLock { self.suspended[c] != nil } }
        deadlines.late = { [unowned self] c in
            self.abandon(c, status: 503, "the request took longer than its deadline of \(limits.exchangeTimeoutSeconds) s")
        }
    }

    var admission: RequestAdmission { admissionLock.withLock { admissionRules } }

    /// Stops accepting, lets in-flight requests finish (up to `grace` seconds), answers 503 to those
    /// still waiting for a worker, then stops.
    public func stop(grace: TimeInterval = 10) {
        guard let d = daemon else { return }
        _ = MHD_quiesce_daemon(d)
        let deadline = Date().addingTimeInterval(grace)
        while lf_mhd_connections(d) > 0 && Date() < deadline { usleep(20_000) }
        // libmicrohttpd must not be stopped with a connection suspended (microhttpd.h,
        // MHD_suspend_connection): each is answered and resumed first.
        for c in suspendedLock.withLock({ Array(suspended.keys) }) { _ = abandon(c, status: 503, "the server is stopping") }
        let flushed = Date().addingTimeInterval(1)
        while suspendedLock.withLock({ !suspended.isEmpty }) && Date() < flushed { usleep(10_000) }
        MHD_stop_daemon(d)
        daemon = nil
        workers.stop()
    }

    deinit { stop(grace: 0) }

    /// One connection's request while its body arrives and while a worker answers it.
    final class Request {
        var body: [UInt8] = []
        /// Why the request is refused once its body has been read to the end (413, or the admission's answer).
        var refused: HTTPResponse?
        /// A worker's answer (or the deadline's), queued when libmicrohttpd calls back after the resume.
        var response: HTTPResponse?
        /// Given to a worker; once answered (by the worker or the deadline) the other finds it done.
        var pending = false
        let lock = NSLock()
    }

    fileprivate func respond(_ connection: OpaquePointer, _ r: HTTPResponse) -> MHD_Result {
        if let stream = r.stream {
            stream.deadline = deadlines.exchangeDeadline(connection)
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

    /// Hands the request to a worker and suspends its connection until the answer is ready.
    fileprivate func dispatch(_ connection: OpaquePointer, _ request: Request, method: String, path: String) {
        request.pending = true
        suspendedLock.withLock { suspended[connection] = request }
        MHD_suspend_connection(connection)
        let body = request.body
        request.body = []
        workers.run { [self] in
            // Waited past its deadline for a worker: answered already, not worked at.
            guard request.lock.withLock({ request.pending }) else { return }
            let response = handler.handle(method: method, path: path, body: body)
            finish(connection, request, response)
        }
    }

    /// Gives `response` to a suspended request and resumes it, unless it was answered already.
    private func finish(_ connection: OpaquePointer, _ request: Request, _ response: HTTPResponse) {
        let first = request.lock.withLock { () -> Bool in
            guard request.pending else { return false }
            request.pending = false
            request.response = response
            return true
        }
        guard first else { return }
        suspendedLock.withLock { _ = suspended.removeValue(forKey: connection) }
        MHD_resume_connection(connection)
    }

    /// Answers a suspended request at once (deadline, shutdown); false when `c` is not suspended.
    @discardableResult
    func abandon(_ c: OpaquePointer, status: Int, _ message: String) -> Bool {
        guard let request = suspendedLock.withLock({ suspended[c] }) else { return false }
        var r = HTTPResponse.error(status, message)
        r.closesConnection = true
        finish(c, request, r)
        return true
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
    return Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue().slots.admit(Array(bytes[0..<n])) ? .YES : .NO
}

/// MHD calls this several times per request: first with no body (set up state), then once per body
/// chunk, then with an empty chunk when the body is complete (answer), and once more after a
/// suspended connection is resumed.
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, uploadData, uploadSize, state in
    guard let cls, let connection, let state, let uploadSize else { return .NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    let limit = server.limits.maxBodyBytes
    let methodName = method.map { String(cString: $0) } ?? ""
    let path = url.map { String(cString: $0) } ?? "/"
    if state.pointee == nil {
        let request = HTTPServer.Request()
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
    let request = Unmanaged<HTTPServer.Request>.fromOpaque(state.pointee!).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        if request.refused == nil, let uploadData {
            if request.body.count + uploadSize.pointee > limit {
                request.refused = .error(413, "request body is larger than the limit of \(limit) bytes")
                request.body = []
            } else {
                request.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee))
            }
        } else {
            request.body = []
        }
        uploadSize.pointee = 0  // consumed, or read and discarded past the limit (within the request deadline)
        return .YES
    }
    if let response = request.lock.withLock({ () -> HTTPResponse? in defer { request.response = nil }; return request.response }) {
        return server.respond(connection, response)  // a worker's answer, after the resume
    }
    if request.lock.withLock({ request.pending }) { return .YES }
    server.deadlines.arrived(connection)
    if let refused = request.refused {
        return server.respond(connection, refused)
    }
    if methodName == "GET" || methodName == "HEAD" {
        return server.respond(connection, server.handler.handle(method: methodName, path: path, body: []))
    }
    server.dispatch(connection, request, method: methodName, path: path)
    return .YES
}

/// Frees the per-connection request state when MHD is done with the request.
private let completedHandler: MHD_RequestCompletedCallback = { cls, connection, state, _ in
    if let cls, let connection {
        Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue().deadlines.answered(connection)
    }
    guard let state, let pointer = state.pointee else { return }
    Unmanaged<HTTPServer.Request>.fromOpaque(pointer).release()
    state.pointee = nil
}

/// Connections opening and closing, for the deadlines and the slots.
private let connectionHandler: MHD_NotifyConnectionCallback = { cls, connection, _, event in
    guard let cls, let connection else { return }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
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
