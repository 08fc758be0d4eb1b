import Foundation
import LabelFitCore
import LabelFitReports

/// What a handler answers: a status, a content type and the bytes.
public struct HTTPResponse {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]
    var allow: String?
    /// Sent with `Connection: close`, and the connection closed after it (a request whose framing
    /// cannot be trusted: RFC 9112 §6.3).
    var closesConnection = false
    /// Set for an answer sent as it is made (chunked); `body` is then empty.
    var stream: ResponseStream?

    init(status: Int, contentType: String, body: [UInt8], allow: String? = nil, stream: ResponseStream? = nil) {
        self.status = status; self.contentType = contentType; self.body = body; self.allow = allow; self.stream = stream
    }

    /// The whole body, streamed or not.
    public func collectBody() throws -> [UInt8] { try stream?.collect() ?? body }

    static func json<T: Encodable>(_ value: T, status: Int = 200) -> HTTPResponse {
        let data = (try? JSONOutput.encoder(pretty: false).encode(value)) ?? Data("{}".utf8)
        return HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: [UInt8](data))
    }

    static func error(_ status: Int, _ message: String, allow: String? = nil) -> HTTPResponse {
        var r = json(APIError(error: .init(status: status, message: message)), status: status)
        r.allow = allow
        return r
    }
}

/// The JSON body of every error response.
struct APIError: Codable {
    struct Detail: Codable { var status: Int; var message: String }
    var error: Detail
}

/// A request that cannot be served, with the status that says why.
struct HTTPError: Error {
    public var status: Int
    var message: String

    static func badRequest(_ m: String) -> HTTPError { HTTPError(status: 400, message: m) }
    static func tooLarge(_ m: String) -> HTTPError { HTTPError(status: 413, message: m) }
}
