import Foundation
import XCTest
@testable import LabelFitServer
import LabelFitTestSupport

/// What keeps the service up for everyone: slow clients from one address cannot take every slot, a
/// request must arrive whole within its deadline, a body over the limit is read to its end so its
/// sender reads the 413, and a check's answer is streamed in chunks: complete, or visibly cut.
extension ServerTests {
    /// The JSON of a chunked body (RFC 9112 §7.1), failing when the last chunk is missing.
    static func dechunked(_ r: Reply) throws -> [String: Any] {
        guard r.headers["transfer-encoding"]?.lowercased() == "chunked" else {
            return try JSONSerialization.jsonObject(with: r.body) as! [String: Any]
        }
        var body = Data(), rest = r.body[...]
        while true {
            guard let eol = rest.range(of: Data("\r\n".utf8)) else { XCTFail("chunked body ends without its last chunk"); return [:] }
            let size = Int(String(decoding: rest[..<eol.lowerBound], as: UTF8.self).split(separator: ";")[0], radix: 16) ?? -1
            XCTAssertGreaterThanOrEqual(size, 0)
            let start = eol.upperBound
            if size == 0 { break }
            body.append(rest[start..<(start + size)])
            rest = rest[(start + size + 2)...]
        }
        return try JSONSerialization.jsonObject(with: body) as! [String: Any]
    }

    /// A TCP connection from `source` (any 127.0.0.0/8 address) to the suite's server.
    func openConnection(from source: String) -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        _ = withUnsafePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = ServerTests.server.port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        return fd
    }

    func testSlowClientsFromOneAddressDoNotLockOthersOut() throws {
        // Three times the whole connection cap, each sending the first bytes of a request and then nothing.
        let slow = (0..<(3 * ServerTests.server.limits.maxConnections)).map { _ in openConnection(from: "127.0.0.2") }
        defer { slow.forEach { close($0) } }
        for fd in slow { _ = "POST /v1/measure HTTP/1.1\r\nHo".withCString { write(fd, $0, 30) } }
        let start = Date()
        let reply = try request("GET", "/healthz")  // from 127.0.0.1, 5 s socket timeout
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(reply.status, 200, "a client on another address is answered while \(slow.count) slow ones wait")
        print("healthz answered in \(String(format: "%.3f", seconds)) s beside \(slow.count) slow connections from 127.0.0.2")
    }

    func testARequestTricklingInIsClosedAtItsDeadline() throws {
        // One byte every half second keeps libmicrohttpd's idle timer (2 s here) from ever firing; the
        // request deadline (also 2 s) closes it all the same, long before the 40 bytes are out.
        let fd = openConnection(from: "127.0.0.1")
        defer { close(fd) }
        signal(SIGPIPE, SIG_IGN)
        let bytes = Array("POST /v1/measure HTTP/1.1\r\nHost: x\r\nX: y".utf8)
        var closedAfter: Int?
        for (i, b) in bytes.enumerated() {
            var byte = b
            if Glibc.send(fd, &byte, 1, Int32(MSG_NOSIGNAL)) != 1 { closedAfter = i; break }
            var probe = [UInt8](repeating: 0, count: 16)
            if recv(fd, &probe, probe.count, Int32(MSG_DONTWAIT)) == 0 { closedAfter = i; break }
            usleep(500_000)
        }
        XCTAssertNotNil(closedAfter, "the server kept a connection open for all \(bytes.count) bytes (20 s)")
    }

    func testAnOversizeBodyIsReadToItsEndAndAnswered413() throws {
        // 2 MiB against the suite's 64 KiB limit, sent without waiting for "100 Continue": the client
        // writes all of it and then reads the 413 (closing early resets the connection instead).
        signal(SIGPIPE, SIG_IGN)
        let body = [UInt8](repeating: UInt8(ascii: " "), count: 2 << 20)
        let reply = try request("POST", "/v1/measure", body: body)
        XCTAssertEqual(reply.status, 413, reply.text)
        XCTAssertTrue(reply.text.contains("larger than the limit"), reply.text)
    }

    func testACheckAnswerIsStreamedWhole() throws {
        let pairs = (0..<50).map { #"{"key":"k\#($0)","en":"Delete item \#($0)","ar":"حذف العنصر \#($0)"}"# }.joined(separator: ",")
        let r = try post("/v1/check", #"{"pairs":[\#(pairs)]}"#)
        XCTAssertEqual(r.status, 200)
        XCTAssertEqual(r.headers["transfer-encoding"]?.lowercased(), "chunked")
        let json = try ServerTests.dechunked(r)
        let strings = json["strings"] as! [[String: Any]]
        XCTAssertEqual(strings.map { $0["key"] as! String }, (0..<50).map { "k\($0)" })
        XCTAssertEqual((json["summary"] as! [String: Any])["strings"] as? Int, 50)
    }
}

extension ServerTests {
    func testACatalogFileIsReadIntoPairsByTheCheckReaders() throws {
        let po = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent("Corpus/gettext/ar.po")))
        // The keys, counted from the file's own msgctxt lines.
        let contexts = String(decoding: po, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("msgctxt \"") }
            .map { String($0.dropFirst("msgctxt \"".count).dropLast()) }
        XCTAssertFalse(contexts.isEmpty)
        // More entries than the suite's batch limit (50): refused whole, never cut to the limit.
        XCTAssertGreaterThan(contexts.count, ServerTests.server.limits.maxBatch)
        let r = try request("POST", "/v1/catalog/po", body: po)
        XCTAssertEqual(r.status, 413, r.text)
        let few = try request("POST", "/v1/catalog/po", body: Array("msgctxt \"del\"\nmsgid \"Delete\"\nmsgstr \"حذف\"\n".utf8))
        XCTAssertEqual(few.status, 200, few.text)
        XCTAssertEqual((few.json["pairs"] as! [[String: Any]]).map { $0["en"] as! String }, ["Delete"])
        let csv = try request("POST", "/v1/catalog/csv", body: Array("key,en,ar\ndelete,Delete,حذف\n".utf8))
        XCTAssertEqual(csv.status, 200, csv.text)
        let pairs = csv.json["pairs"] as! [[String: Any]]
        XCTAssertEqual(pairs.first?["key"] as? String, "delete")
        XCTAssertEqual(pairs.first?["ar"] as? String, "حذف")
        XCTAssertEqual(try request("POST", "/v1/catalog/exe", body: [1]).status, 400)
        XCTAssertEqual(try request("GET", "/v1/catalog/po").status, 405)
    }
}
