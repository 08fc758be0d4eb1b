import Foundation

/// What a request must say of itself before any handler sees it, so that a web page open in the
/// translator's browser cannot use the service (the page at `/` is the only page that may), and so
/// that a request's framing is never ambiguous:
///
/// - its body's length is stated once (RFC 9112 §6.3: conflicting `Content-Length`, or
///   `Transfer-Encoding` beside it or not ending in `chunked`, is a 400 and the connection is closed);
/// - `Host` names this server: the listening address, a loopback name, or one given with
///   `serve --allowed-host`, at the listening port (RFC 9112 §3.2: missing or repeated is a 400; a
///   name the server does not answer for is 421 Misdirected Request, RFC 9110 §15.5.20). A page on a
///   DNS-rebound name (`evil.example` resolving to 127.0.0.1) sends its own name and is refused;
/// - an `Origin`, when sent, is the server's own (`http://` + the `Host` admitted): a cross-origin page
///   gets 403 (browsers send `Origin` on every cross-origin request and on every POST: Fetch standard
///   §3.1 "`Origin` header"; `null` — sandboxed frames, `file:` pages — is foreign too);
/// - a POST under `/v1/` carries `Content-Type: application/json`, and a catalog upload
///   (`/v1/catalog/…`) `application/octet-stream`: neither is a CORS-safelisted type (Fetch standard
///   §2.2.2: only `application/x-www-form-urlencoded`, `multipart/form-data`, `text/plain`), so a
///   browser must ask first (preflight, `OPTIONS`), which this server never grants; anything else is 415.
struct RequestAdmission: Sendable {
    /// Host names (lowercased; IPv6 in brackets) a request's `Host` may give, with the port.
    let hosts: Set<String>
    let port: UInt16

    /// `listening` is the `--host` address; `allowed` the `--allowed-host` names.
    init(listening: String, port: UInt16, allowed: [String]) {
        var hosts: Set<String> = ["localhost", "127.0.0.1", "[::1]"]
        let wildcard = listening == "0.0.0.0" || listening == "::"
        if !wildcard { hosts.insert(listening.contains(":") ? "[\(listening.lowercased())]" : listening.lowercased()) }
        for name in allowed { hosts.insert(Self.bracketed(name.lowercased())) }
        self.hosts = hosts
        self.port = port
    }

    /// A refused request: the answer, and whether the connection must close without reading on
    /// (its body's end is unknown).
    struct Refusal {
        var response: HTTPResponse
        var framing: Bool
    }

    /// The checks, in order: framing, `Host`, `Origin`, `Content-Type`. `headers` are every header
    /// line as received (names in any case), repeated ones included.
    func refusal(method: String, path: String, headers: [(name: String, value: String)]) -> Refusal? {
        func values(_ name: String) -> [String] {
            headers.filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map { $0.value.trimmingCharacters(in: .whitespaces) }
        }
        if let reason = Self.framingError(contentLength: values("Content-Length"), transferEncoding: values("Transfer-Encoding")) {
            return Refusal(response: .error(400, reason), framing: true)
        }
        let host = values("Host")
        guard host.count == 1, let authority = Authority(host[0]) else {
            return Refusal(response: .error(400, host.isEmpty ? "the request has no Host header" : host.count > 1
                                            ? "the request has more than one Host header" : "Host '\(host[0])' is not a host and port"),
                           framing: false)
        }
        guard hosts.contains(authority.host), authority.port == port else {
            return Refusal(response: .error(421, "this server answers for \(hosts.sorted().map { "\($0):\(port)" }.joined(separator: ", ")), "
                                            + "not '\(host[0])' (serve --allowed-host adds a name)"), framing: false)
        }
        let origins = values("Origin")
        if !origins.isEmpty {
            let own = "http://\(authority.host):\(authority.port)"
            let given = origins.count == 1 ? Self.origin(origins[0]) : nil
            guard let given, given == own else {
                return Refusal(response: .error(403, "requests from the page at \(origins.joined(separator: ", ")) are refused: "
                                                + "only the server's own page (\(own)) may use it"), framing: false)
            }
        }
        if method == "POST", path.hasPrefix("/v1/") {
            let wanted = path.hasPrefix("/v1/catalog/") ? "application/octet-stream" : "application/json"
            let types = values("Content-Type")
            guard types.count == 1, Self.mediaType(types[0]) == wanted else {
                let given = types.isEmpty ? "none" : types.joined(separator: ", ")
                return Refusal(response: .error(415, "\(path.split(separator: "?")[0]) takes Content-Type: \(wanted) (given: \(given))"),
                               framing: false)
            }
        }
        return nil
    }

    /// RFC 9112 §6.3 (items 3–5) and RFC 9110 §8.6: a body's length is one decimal number, stated by
    /// one `Content-Length` value (repeated identical lines are that number) or by `Transfer-Encoding`
    /// ending in `chunked`, never by both.
    static func framingError(contentLength: [String], transferEncoding: [String]) -> String? {
        if !transferEncoding.isEmpty {
            if !contentLength.isEmpty { return "the request has both Transfer-Encoding and Content-Length" }
            let codings = transferEncoding.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard codings.last == "chunked" else { return "Transfer-Encoding '\(transferEncoding.joined(separator: ", "))' does not end in chunked" }
            return nil
        }
        let numbers = Set(contentLength.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { $0.trimmingCharacters(in: .whitespaces) })
        guard numbers.count <= 1 else { return "the request has conflicting Content-Length values (\(contentLength.joined(separator: ", ")))" }
        if let n = numbers.first, n.isEmpty || !n.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return "Content-Length '\(n)' is not a decimal number"
        }
        return nil
    }

    /// `type/subtype` of a `Content-Type` value, lowercased, parameters dropped (RFC 9110 §8.3.1: the
    /// type and subtype are case-insensitive; `charset=utf-8` and the like may follow).
    static func mediaType(_ value: String) -> String {
        (value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    }

    static func bracketed(_ host: String) -> String { host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host }

    /// `uri-host [":" port]` of RFC 9110 §7.2, port 80 when left out (the `http` scheme's default, §4.2.1).
    struct Authority: Equatable {
        var host: String
        var port: Int

        init?(_ text: String) {
            let t = text.lowercased()
            var hostPart = Substring(t), portPart: Substring?
            if t.hasPrefix("[") {
                guard let close = t.firstIndex(of: "]") else { return nil }
                hostPart = t[...close]
                let rest = t[t.index(after: close)...]
                if !rest.isEmpty { guard rest.first == ":" else { return nil }; portPart = rest.dropFirst() }
            } else if let colon = t.lastIndex(of: ":") {
                hostPart = t[..<colon]
                portPart = t[t.index(after: colon)...]
            }
            let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-._~[]:")
            guard !hostPart.isEmpty, hostPart.allSatisfy({ allowed.contains($0) }) else { return nil }
            host = String(hostPart)
            if let portPart {
                guard !portPart.isEmpty, portPart.count <= 5, portPart.allSatisfy(\.isASCII), let p = Int(portPart), p <= 65_535 else { return nil }
                port = p
            } else {
                port = 80
            }
        }
    }

    /// An `Origin` value (RFC 6454 §7: `scheme "://" host [":" port]`) written as `http://host:port`,
    /// or nil when it is not an `http` origin (`null`, `https:` to a plain-HTTP server, `file:`).
    static func origin(_ value: String) -> String? {
        let lower = value.lowercased()
        guard lower.hasPrefix("http://"), let authority = Authority(String(lower.dropFirst("http://".count))) else { return nil }
        return "http://\(authority.host):\(authority.port)"
    }
}
