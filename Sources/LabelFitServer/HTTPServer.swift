import CMicroHTTPD
import Foundation
import LabelFitCore

/// `labelfit serve`: GNU libmicrohttpd with a pool of polling threads; each request's body is gathered
/// per connection (bounded), then handed to `APIHandler` on the same thread.
///
/// What keeps it up for everyone: a cap on connections in all (below the file limit) and per client
/// address, a deadline for the whole request (`RequestDeadlines`), bodies over the limit read to their
/// end and discarded before the 413 is sent (answering early and closing would reset the connection
/// under a client still sending, which then never reads why), and big answers streamed.
public final class HTTPServer: @unchecked Sendable {
    public let host: String
    public let limits: ServerLimits
    let handler: APIHandler
    let deadlines: RequestDeadlines
    private var daemon: OpaquePointer?
    public private(set) var port: UInt16 = 0

    public init(host: String, port: UInt16, handler: APIHandler, limits: ServerLimits, threads: Int) throws {
        self.host = host
        self.limits = limits
        self.handler = handler
        self.deadlines = RequestDeadlines(seconds: TimeInterval(limits.connectionTimeoutSeconds))
        let context = Unmanaged.passUnretained(self).toOpaque()
        let total = limits.effectiveMaxConnections
        daemon = lf_mhd_start(host, port, UInt32(max(1, threads)), UInt32(limits.connectionTimeoutSeconds),
                              // The library's own buffer per connection; bodies are kept in Swift.
                              64 * 1024, UInt32(total), UInt32(max(1, min(limits.maxConnectionsPerAddress, total))),
                              accessHandler, context, completedHandler, context, connectionHandler, context)
        guard let daemon else {
            throw LabelFitError.usage("cannot listen on \(host):\(port) (the address must be a numeric IP; is the port taken?)")
        }
        self.port = lf_mhd_port(daemon)
    }

    /// Stops accepting, lets in-flight requests finish (up to `grace` seconds), then stops.
    public func stop(grace: TimeInterval = 10) {
        guard let d = daemon else { return }
        _ = MHD_quiesce_daemon(d)
        let deadline = Date().addingTimeInterval(grace)
        while lf_mhd_connections(d) > 0 && Date() < deadline { usleep(20_000) }
        MHD_stop_daemon(d)
        daemon = nil
    }

    deinit { stop(grace: 0) }

    /// One connection's request while its body arrives.
    final class Request {
        var body: [UInt8] = []
        /// Why the request is refused once its body has been read to the end (413).
        var tooLarge: String?
    }

    fileprivate func respond(_ connection: OpaquePointer, _ r: HTTPResponse) -> MHD_Result {
        if let stream = r.stream {
            let cls = Unmanaged.passRetained(stream).toOpaque()
            return lf_mhd_respond_stream(connection, UInt32(r.status), r.contentType, 64 * 1024, streamReader, cls, streamRelease) == 1 ? .YES : .NO
        }
        let ok = r.body.withUnsafeBytes { buffer in
            lf_mhd_respond(connection, UInt32(r.status), r.contentType, buffer.baseAddress, buffer.count, r.allow)
        }
        return ok == 1 ? .YES : .NO
    }
}

/// MHD calls this several times per request: first with no body (set up state), then once per body
/// chunk, then with an empty chunk when the body is complete (answer).
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, uploadData, uploadSize, state in
    guard let cls, let connection, let state, let uploadSize else { return .NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    let limit = server.limits.maxBodyBytes
    if state.pointee == nil {
        let request = HTTPServer.Request()
        if let header = lf_mhd_header(connection, "Content-Length"), let length = Int(String(cString: header)), length > limit {
            request.tooLarge = "request body of \(length) bytes is larger than the limit of \(limit)"
            // A client that waits for "100 Continue" has sent nothing yet: it can be told at once.
            if let expect = lf_mhd_header(connection, "Expect"), String(cString: expect).lowercased() == "100-continue" {
                server.deadlines.arrived(connection)
                state.pointee = Unmanaged.passRetained(request).toOpaque()
                return server.respond(connection, .error(413, request.tooLarge!))
            }
        }
        state.pointee = Unmanaged.passRetained(request).toOpaque()
        return .YES
    }
    let request = Unmanaged<HTTPServer.Request>.fromOpaque(state.pointee!).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        if request.tooLarge == nil, let uploadData {
            if request.body.count + uploadSize.pointee > limit {
                request.tooLarge = "request body is larger than the limit of \(limit) bytes"
                request.body = []
            } else {
                request.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee))
            }
        }
        uploadSize.pointee = 0  // consumed, or read and discarded past the limit (within the request deadline)
        return .YES
    }
    server.deadlines.arrived(connection)
    if let reason = request.tooLarge {
        return server.respond(connection, .error(413, reason))
    }
    let response = server.handler.handle(method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/",
                                         body: request.body)
    request.body = []
    return server.respond(connection, response)
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

/// Connections opening and closing, for the request deadline.
private let connectionHandler: MHD_NotifyConnectionCallback = { cls, connection, _, event in
    guard let cls, let connection else { return }
    let deadlines = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue().deadlines
    if event.rawValue == 0 {  // MHD_CONNECTION_NOTIFY_STARTED (1 is CLOSED)
        deadlines.opened(connection) } else { deadlines.closed(connection) }
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
