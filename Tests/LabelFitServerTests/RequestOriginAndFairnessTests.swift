import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitServer
import LabelFitTestSupport

/// A service that a web page cannot use and that one client cannot take from the others: `Host` must name the server, a foreign `Origin` is refused, API bodies must carry a
/// content type a browser cannot send without asking first, the body's length is stated once, slots
/// are shared among addresses, a slow reader is cut off at the exchange deadline, and `/healthz` is
/// answered while the heaviest requests run. Real servers on ephemeral loopback ports, raw sockets.
final class RequestOriginAndFairnessTests: XCTestCase {
    static func makeServer(threads: Int = 2, arrival: Int = 20, exchange: Int = 4, allowedHosts: [String] = ["labelfit.test"],
                           configure: (inout ServerLimits) -> Void = { _ in }) -> HTTPServer {
        var config = CheckConfiguration()
        config.fonts = ["en": "Roboto", "ar": "Roboto, Noto Naskh Arabic UI"]
        let registry = try! FontRegistry(bundledDirectory: Fixtures.fonts)
        var limits = ServerLimits()
        limits.connectionTimeoutSeconds = arrival
        limits.exchangeTimeoutSeconds = exchange
        limits.maxConnections = 48
        limits.maxConnectionsPerAddress = 8
        configure(&limits)
        let handler = APIHandler(config: config, registry: registry, limits: limits, version: "test")
        return try! HTTPServer(host: "127.0.0.1", port: 0, handler: handler, limits: limits, threads: threads, allowedHosts: allowedHosts)
    }

    static let server = makeServer()

    struct Reply {
        var raw: Data
        var status: Int { Int(String(decoding: raw.prefix(12), as: UTF8.self).split(separator: " ").dropFirst().first ?? "") ?? 0 }
        /// Status lines in the reply: one answer has one header block.
        var answers: Int { String(decoding: raw, as: UTF8.self).components(separatedBy: "HTTP/1.1 ").count - 1 }
        var body: Data { raw.range(of: Data("\r\n\r\n".utf8)).map { raw[$0.upperBound...] } ?? Data() }
        var message: String {
            ((try? JSONSerialization.jsonObject(with: body)) as? [String: Any]).flatMap { ($0["error"] as? [String: Any])?["message"] as? String } ?? ""
        }
    }

    /// A connected socket from `source` to `port` on 127.0.0.1, with a receive timeout.
    static func connect(_ port: UInt16, from source: String = "127.0.0.1", timeout: Int = 10, receiveBuffer: Int32? = nil) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var tv = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        if var size = receiveBuffer { setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size)) }
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        _ = withUnsafePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        return fd
    }

    /// Sends `raw` and reads until the server closes (or the timeout): everything it answered.
    static func exchange(_ raw: [UInt8], port: UInt16, from source: String = "127.0.0.1", timeout: Int = 10) -> Reply {
        signal(SIGPIPE, SIG_IGN)
        let fd = connect(port, from: source, timeout: timeout)
        defer { close(fd) }
        var sent = 0
        while sent < raw.count {
            let n = raw[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }
            sent += n
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        return Reply(raw: data)
    }

    /// A request with the given header lines (no `Connection: close`: a refused one must close itself).
    func send(_ method: String, _ path: String, _ headers: [String], body: String = "", server: HTTPServer = server) -> Reply {
        var head = "\(method) \(path) HTTP/1.1\r\n"
        for h in headers { head += h + "\r\n" }
        if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.utf8.count)\r\n" }
        return Self.exchange(Array((head + "\r\n" + body).utf8), port: server.port)
    }

    var host: String { "Host: 127.0.0.1:\(Self.server.port)" }
    let json = "Content-Type: application/json"
    let measure = #"{"en":"Delete","ar":"حذف"}"#

    func testHostMustNameThisServer() {
        let port = Self.server.port
        for name in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)", "labelfit.test:\(port)"] {
            let r = send("POST", "/v1/measure", ["Host: \(name)", json, "Connection: close"], body: measure)
            XCTAssertEqual(r.status, 200, "\(name): \(r.message)")
        }
        // A DNS-rebound name, the right name at another port (or none: port 80), and an address the
        // server does not listen on: 421 with a JSON error, the connection closed.
        for name in ["evil.example:\(port)", "127.0.0.1:\(port == 9 ? 10 : 9)", "127.0.0.1", "localhost.evil.example:\(port)", "10.0.0.1:\(port)"] {
            let r = send("POST", "/v1/measure", ["Host: \(name)", json], body: measure)
            XCTAssertEqual(r.status, 421, "\(name): \(String(decoding: r.raw, as: UTF8.self))")
            XCTAssertTrue(r.message.contains("not '\(name)'"), r.message)
            XCTAssertEqual(r.answers, 1)
        }
        let get = send("GET", "/v1/config", ["Host: evil.example:\(port)"])
        XCTAssertEqual(get.status, 421, "GETs too: a rebound page cannot read the configuration")
        // RFC 9112 §3.2: none, or more than one, is a 400.
        XCTAssertEqual(send("GET", "/healthz", []).status, 400)
        let two = send("GET", "/healthz", [host, "Host: evil.example:\(port)"])
        XCTAssertEqual(two.status, 400)
        XCTAssertEqual(two.message, "the request has more than one Host header")
    }

    func testAllowedHostNamesAreCheckedWhenGiven() throws {
        // A name with a port, a scheme or a space is a usage error (exit 2) naming the value; the
        // server never starts, so these runs end at once.
        for bad in ["evil.example:8080", "http://labelfit.test", "a b", "", "[::1", "x..y"] {
            let r = try CLI.run(["serve", "--port", "0", "--allowed-host", bad])
            XCTAssertEqual(r.status, 2, "\(bad): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("--allowed-host '\(bad)'"), r.stderr)
        }
    }

    func testAForeignOriginIsRefused() {
        let port = Self.server.port
        for origin in ["http://evil.example", "http://127.0.0.1:\(port == 9 ? 10 : 9)", "null", "https://127.0.0.1:\(port)", "http://localhost:\(port)"] {
            let r = send("POST", "/v1/measure", [host, json, "Origin: \(origin)"], body: measure)
            XCTAssertEqual(r.status, 403, "\(origin): \(String(decoding: r.raw, as: UTF8.self))")
            XCTAssertTrue(r.message.contains("only the server's own page (http://127.0.0.1:\(port))"), r.message)
        }
        // The page's own origin (the browser sends it on every POST), in any case, with the port spelled.
        for origin in ["http://127.0.0.1:\(port)", "HTTP://127.0.0.1:\(port)"] {
            XCTAssertEqual(send("POST", "/v1/measure", [host, json, "Origin: \(origin)", "Connection: close"], body: measure).status, 200, origin)
        }
        XCTAssertEqual(send("GET", "/", ["Host: localhost:\(port)", "Origin: http://localhost:\(port)", "Connection: close"]).status, 200)
        // A preflight from a foreign page is refused too (and never granted: no Access-Control-Allow-*).
        let preflight = send("OPTIONS", "/v1/measure", [host, "Origin: http://evil.example", "Access-Control-Request-Method: POST"])
        XCTAssertEqual(preflight.status, 403)
        XCTAssertFalse(String(decoding: preflight.raw, as: UTF8.self).lowercased().contains("access-control-allow"))
    }

    func testAPIBodiesNeedATypeABrowserMustAskBeforeSending() {
        // The three CORS-safelisted types (Fetch standard §2.2.2) a page may send without a preflight,
        // and none at all: 415.
        for type in ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", nil] {
            for path in ["/v1/measure", "/v1/check", "/v1/render"] {
                let r = send("POST", path, [host] + (type.map { ["Content-Type: \($0)"] } ?? []), body: measure)
                XCTAssertEqual(r.status, 415, "\(path) \(type ?? "none")")
                XCTAssertTrue(r.message.hasPrefix("\(path) takes Content-Type: application/json"), r.message)
            }
        }
        for type in ["application/json", "application/json; charset=utf-8", "Application/JSON"] {
            XCTAssertEqual(send("POST", "/v1/measure", [host, "Content-Type: \(type)", "Connection: close"], body: measure).status, 200, type)
        }
        let csv = "key,en,ar\ndelete,Delete,حذف\n"
        for type in ["text/csv", "text/plain", "application/json"] {
            let r = send("POST", "/v1/catalog/csv", [host, "Content-Type: \(type)"], body: csv)
            XCTAssertEqual(r.status, 415, type)
            XCTAssertTrue(r.message.contains("application/octet-stream"), r.message)
        }
        XCTAssertEqual(send("POST", "/v1/catalog/csv", [host, "Content-Type: application/octet-stream", "Connection: close"], body: csv).status, 200)
        XCTAssertEqual(send("GET", "/healthz", [host, "Connection: close"]).status, 200, "GETs need no type")
    }

    func testTheBodyLengthIsStatedOnceOrTheRequestIsRefused() {
        let body = measure
        let n = body.utf8.count
        // Two lengths: the first (5) used to be taken, the rest of the body read as a second request
        // on the same connection (two answers). Now one 400 and the connection closed.
        for lengths in [["5", "\(n)"], ["\(n)", "0"]] {
            let head = "POST /v1/measure HTTP/1.1\r\n\(host)\r\n\(json)\r\n" + lengths.map { "Content-Length: \($0)\r\n" }.joined()
            let r = Self.exchange(Array((head + "\r\n" + body).utf8), port: Self.server.port)
            XCTAssertEqual(r.status, 400, "\(lengths): \(String(decoding: r.raw, as: UTF8.self))")
            XCTAssertEqual(r.answers, 1, "one answer, one header block: \(String(decoding: r.raw, as: UTF8.self))")
            XCTAssertTrue(r.message.contains("conflicting Content-Length"), r.message)
        }
        // The same length twice is that length (RFC 9110 §8.6).
        let same = "POST /v1/measure HTTP/1.1\r\n\(host)\r\n\(json)\r\nConnection: close\r\nContent-Length: \(n)\r\nContent-Length: \(n)\r\n\r\n\(body)"
        XCTAssertEqual(Self.exchange(Array(same.utf8), port: Self.server.port).status, 200)
        // Transfer-Encoding beside Content-Length (RFC 9112 §6.3 item 3: the classic smuggling shape).
        let both = "POST /v1/measure HTTP/1.1\r\n\(host)\r\n\(json)\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n"
        let r = Self.exchange(Array(both.utf8), port: Self.server.port)
        XCTAssertEqual(r.status, 400)
        XCTAssertEqual(r.answers, 1)
        XCTAssertEqual(r.message, "the request has both Transfer-Encoding and Content-Length")
        // A length that is not a number never reaches LabelFit: libmicrohttpd refuses it itself (400,
        // connection closed). Its 0.9.75 writes that answer's header block twice (see docs/reliability.md).
        for length in ["abc", "\(n), 5", "-1"] {
            let word = Self.exchange(Array("POST /v1/measure HTTP/1.1\r\n\(host)\r\n\(json)\r\nContent-Length: \(length)\r\n\r\n\(body)".utf8), port: Self.server.port)
            XCTAssertEqual(word.status, 400, length)
        }
    }

    func testSlotsAreSharedAmongAddressesSoANewcomerGetsIn() {
        // Eight other loopback addresses, each opening twice the per-address cap of slow connections
        // (the first bytes of a request, then nothing): 8 × 8 = 64 would fill all 48 slots at the fixed cap.
        let server = Self.server
        let addresses = (2...9).map { "127.0.0.\($0)" }
        var slow: [Int32] = []
        defer { slow.forEach { close($0) } }
        for _ in 0..<(2 * server.limits.maxConnectionsPerAddress) {
            for a in addresses {
                let fd = Self.connect(server.port, from: a, timeout: 5)
                _ = "POST /v1/measure HTTP/1.1\r\nHo".withCString { write(fd, $0, 30) }
                slow.append(fd)
            }
        }
        usleep(200_000)  // the accepts are the server's; let its threads take them
        let held = addresses.map { a in server.slots.count(Array(a.split(separator: ".").map { UInt8($0)! })) }
        // Reserve: max(2 × 2, 48 / 8) = 6 slots. Opened round-robin, every address holds one after the
        // first round, so each one's share is (48 − 6) / 8 = 5 (under the cap of 8); none of them may
        // take the reserve once it holds 2.
        XCTAssertEqual(server.slots.reserve, 6)
        XCTAssertTrue(held.allSatisfy { $0 <= 5 }, "\(held)")
        XCTAssertLessThanOrEqual(held.reduce(0, +), 48 - 6, "\(held)")
        let start = Date()
        let health = send("GET", "/healthz", [host, "Connection: close"])
        XCTAssertEqual(health.status, 200, "a newcomer is answered beside \(held.reduce(0, +)) slow connections from 8 addresses: \(held)")
        print("healthz answered in \(String(format: "%.3f", Date().timeIntervalSince(start))) s beside slow connections \(held)")
    }

    func testASlowReaderOfAStreamedCheckIsCutOffAtTheExchangeDeadline() {
        // 1,000 pairs of 60-character strings: an answer of about 6 MB (4.7 MB for 30 characters, measured),
        // more than the sockets' buffers hold (tcp_wmem's largest is 4 MB). The client reads 4 KB every
        // half second. libmicrohttpd's idle timeout is the arrival deadline (20 s here), far past the
        // 12 s the test reads for: only the exchange deadline (4 s) can end it.
        let server = Self.server
        func text(_ unit: String, _ i: Int) -> String { String(String(repeating: "\(unit) \(i) ", count: 20).prefix(60)) }
        let pairs = (0..<1000).map { #"{"key":"k\#($0)","en":"\#(text("Delete item", $0))","ar":"\#(text("حذف العنصر", $0))"}"# }.joined(separator: ",")
        let body = #"{"pairs":[\#(pairs)]}"#
        let fd = Self.connect(server.port, timeout: 5, receiveBuffer: 4096)
        defer { close(fd) }
        let request = Array("POST /v1/check HTTP/1.1\r\n\(host)\r\n\(json)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
        XCTAssertEqual(request.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }, request.count)
        var received = Data(), ended = false
        var buffer = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<24 {  // at most 12 s of reading
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { ended = true; break }
            received.append(contentsOf: buffer[0..<n])
            usleep(500_000)
        }
        XCTAssertTrue(ended, "the server kept a slow reader for all 12 s (\(received.count) bytes read)")
        XCTAssertEqual(server.slots.count([127, 0, 0, 1]), 0, "its slot is free")
        XCTAssertTrue(String(decoding: received.prefix(15), as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        XCTAssertFalse(received.suffix(7).elementsEqual(Array("\r\n0\r\n\r\n".utf8)), "cut, so without the last chunk")
        XCTAssertEqual(send("GET", "/healthz", [host, "Connection: close"]).status, 200)
    }

    func testBodiesHeldAtOnceAreBoundedAcrossConnections() {
        // Four bodies of 60 KiB, each one byte short of complete, hold 245,756 bytes of a 256 KiB
        // budget; a fifth body cannot be held as well (245,756 + 61,440 > 262,144): read to its end,
        // discarded, 503. Once the four go away the budget is free again.
        let server = Self.makeServer { $0.maxBodyBytes = 64 * 1024; $0.maxBufferedBodyBytes = 256 * 1024 }
        defer { server.stop(grace: 0) }
        let text = #"{"ar":"حذف","en":"Delete"}"#  // JSON white space pads it to 60 KiB
        let body = String(text.dropLast()) + String(repeating: " ", count: 60 * 1024 - text.utf8.count) + "}"
        XCTAssertEqual(body.utf8.count, 60 * 1024)
        let request = Array("POST /v1/measure HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\(json)\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
        var held: [Int32] = []
        for _ in 0..<4 {
            let fd = Self.connect(server.port, timeout: 5)
            _ = request.dropLast().withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            held.append(fd)
        }
        for _ in 0..<50 where server.bodies.used < 4 * (60 * 1024 - 1) { usleep(20_000) }  // at most 1 s for them to arrive
        XCTAssertEqual(server.bodies.used, 4 * (60 * 1024 - 1))
        let refused = Self.exchange(request, port: server.port)
        XCTAssertEqual(refused.status, 503, String(decoding: refused.raw.prefix(300), as: UTF8.self))
        XCTAssertTrue(refused.message.contains("262144 bytes"), refused.message)
        held.forEach { close($0) }
        for _ in 0..<50 where server.bodies.used > 0 { usleep(20_000) }
        XCTAssertEqual(server.bodies.used, 0, "every body given back")
        XCTAssertEqual(Self.exchange(request, port: server.port).status, 200)
    }

    func testHealthzIsAnsweredWhileTheHeaviestRequestsRun() throws {
        // Eight uploads of a 320 KB XLIFF whose one internal entity is referenced 4,000 times (each took
        // 2.2 s of one core in a debug build, on the thread that also answered /healthz), with two work
        // permits: on main /healthz waited 7 s and five of the uploads were dropped unanswered.
        let server = Self.makeServer(threads: 2, arrival: 10, exchange: 4)
        defer { server.stop(grace: 0) }
        let entity = String(repeating: "A", count: 300_000)
        let xliff = #"<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY big "\#(entity)">]><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file source-language="en" target-language="ar" datatype="plaintext" original="x"><body><trans-unit id="u"><source>Hello</source><target>\#(String(repeating: "&big;", count: 4000))</target></trans-unit></body></file></xliff>"#
        let upload = Array("POST /v1/catalog/xlf HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\nContent-Type: application/octet-stream\r\nContent-Length: \(xliff.utf8.count)\r\n\r\n\(xliff)".utf8)
        let heavy = 8
        final class Statuses: @unchecked Sendable {
            let lock = NSLock()
            var all: [Int] = []
            func add(_ s: Int) { lock.withLock { all.append(s) } }
        }
        let statuses = Statuses()
        let group = DispatchGroup()
        for _ in 0..<heavy {
            DispatchQueue.global().async(group: group) { statuses.add(Self.exchange(upload, port: server.port, timeout: 30).status) }
        }
        usleep(300_000)  // the uploads are in
        var latencies: [Double] = []
        for _ in 0..<5 {
            let start = Date()
            let r = Self.exchange(Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nConnection: close\r\n\r\n".utf8), port: server.port, timeout: 5)
            latencies.append(Date().timeIntervalSince(start))
            XCTAssertEqual(r.status, 200, "healthz while \(heavy) uploads run")
            usleep(200_000)
        }
        print("healthz beside \(heavy) heavy uploads: " + latencies.map { String(format: "%.3f s", $0) }.joined(separator: ", "))
        XCTAssertEqual(group.wait(timeout: .now() + 40), .success, "every upload answered")
        let answers = statuses.lock.withLock { statuses.all }
        XCTAssertEqual(answers.count, heavy)
        // Done within the deadline (200, or a 4xx once entity expansion is bounded), answered 503 at it
        // while waiting for a permit, or cut at it while being worked at (no status): never left open.
        XCTAssertTrue(answers.allSatisfy { $0 == 200 || $0 == 503 || $0 == 0 || (400..<500).contains($0) }, "\(answers)")
        // A cut one keeps its thread (and slot) until its work ends — at most one per permit; then free.
        XCTAssertLessThanOrEqual(server.slots.count([127, 0, 0, 1]), server.permits.count)
        for _ in 0..<300 where server.slots.count([127, 0, 0, 1]) > 0 { usleep(100_000) }  // at most 30 s
        XCTAssertEqual(server.slots.count([127, 0, 0, 1]), 0, "every upload's connection has ended")
        print("uploads answered: \(Array(answers))")
    }
}
