import CMicroHTTPD
import Foundation
import LabelFitCore

/// `labelfit serve`: GNU libmicrohttpd with a pool of polling threads; each request's body is gathered
/// per connection (bounded), then handed to `APIHandler` on the same thread.
public final class HTTPServer: @unchecked Sendable {
    public let host: String
    public let limits: ServerLimits
    let handler: APIHandler
    private var daemon: OpaquePointer?
    public private(set) var port: UInt16 = 0

    public init(host: String, port: UInt16, handler: APIHandler, limits: ServerLimits, threads: Int) throws {
        self.host = host
        self.limits = limits
        self.handler = handler
        let context = Unmanaged.passUnretained(self).toOpaque()
        daemon = lf_mhd_start(host, port, UInt32(max(1, threads)), UInt32(limits.connectionTimeoutSeconds),
                              // The library's own buffer per connection; bodies are kept in Swift.
                              64 * 1024, UInt32(limits.maxConnections), accessHandler, context, completedHandler, context)
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
        var tooLarge = false
    }

    fileprivate func respond(_ connection: OpaquePointer, _ r: HTTPResponse) -> MHD_Result {
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
    if state.pointee == nil {
        let request = HTTPServer.Request()
        // A declared length past the limit is refused before any of the body is read.
        if let header = lf_mhd_header(connection, "Content-Length"), let length = Int(String(cString: header)), length > server.limits.maxBodyBytes {
            request.tooLarge = true
        }
        state.pointee = Unmanaged.passRetained(request).toOpaque()
        if request.tooLarge {
            return server.respond(connection, .error(413, "request body of \(String(cString: lf_mhd_header(connection, "Content-Length")!)) bytes is larger than the limit of \(server.limits.maxBodyBytes)"))
        }
        return .YES
    }
    let request = Unmanaged<HTTPServer.Request>.fromOpaque(state.pointee!).takeUnretainedValue()
    if uploadSize.pointee > 0 {
        if !request.tooLarge, let uploadData {
            if request.body.count + uploadSize.pointee > server.limits.maxBodyBytes {
                request.tooLarge = true
                request.body = []
            } else {
                request.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: uploadSize.pointee))
            }
        }
        uploadSize.pointee = 0  // consumed (or discarded past the limit)
        return .YES
    }
    if request.tooLarge {
        return server.respond(connection, .error(413, "request body is larger than the limit of \(server.limits.maxBodyBytes) bytes"))
    }
    let response = server.handler.handle(method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/",
                                         body: request.body)
    return server.respond(connection, response)
}

/// Frees the per-connection request state when MHD is done with the request.
private let completedHandler: MHD_RequestCompletedCallback = { _, _, state, _ in
    guard let state, let pointer = state.pointee else { return }
    Unmanaged<HTTPServer.Request>.fromOpaque(pointer).release()
    state.pointee = nil
}
