import Foundation
import XCTest
@testable import LabelFitCheck
@testable import LabelFitCore
@testable import LabelFitServer
import LabelFitTestSupport

/// The real server on an ephemeral loopback port, spoken to over raw sockets so every byte (bad
/// UTF-8, oversized bodies, slow clients) is under the test's control.
final class ServerTests: XCTestCase {
    /// One server for the suite, made on first use.
    static let server: HTTPServer = {
        var config = CheckConfiguration()
        config.fonts = ["en": "Roboto", "ar": "Roboto, Noto Naskh Arabic UI"]
        let registry = try! FontRegistry(bundledDirectory: Fixtures.fonts)
        var limits = ServerLimits()
        limits.maxBodyBytes = 64 * 1024
        limits.maxStringLength = 200
        limits.maxBatch = 50
        limits.connectionTimeoutSeconds = 2
        limits.maxConnections = 48
        limits.maxConnectionsPerAddress = 8
        let handler = APIHandler(config: config, registry: registry, limits: limits, version: "test")
        return try! HTTPServer(host: "127.0.0.1", port: 0, handler: handler, limits: limits, threads: 2)
    }()

    struct Reply { var status: Int; var headers: [String: String]; var body: Data
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends raw bytes and reads the whole reply (the server closes or answers with Content-Length).
    func send(_ raw: [UInt8], timeout: Int = 5) throws -> Reply {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        var tv = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = ServerTests.server.port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        XCTAssertEqual(connected, 0)
        var sent = 0
        while sent < raw.count {
            let n = raw[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            sent += n
        }
        shutdown(fd, Int32(SHUT_WR))
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            data.append(contentsOf: buffer[0..<n])
        }
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { return Reply(status: 0, headers: [:], body: data) }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).split(separator: "\r\n")
        let status = Int(head.first?.split(separator: " ")[1] ?? "0") ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            if let c = line.firstIndex(of: ":") { headers[line[..<c].lowercased()] = line[line.index(after: c)...].trimmingCharacters(in: .whitespaces) }
        }
        return Reply(status: status, headers: headers, body: data[split.upperBound...])
    }

    func request(_ method: String, _ path: String, body: [UInt8]? = nil, headers: [String] = []) throws -> Reply {
        // The server's own name and port (RequestAdmission); uploads are octet streams, the rest JSON.
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(ServerTests.server.port)\r\nConnection: close\r\n"
        let type = path.hasPrefix("/v1/catalog/") ? "application/octet-stream" : "application/json"
        if let body { head += "Content-Type: \(type)\r\nContent-Length: \(body.count)\r\n" }
        for h in headers { head += h + "\r\n" }
        return try send(Array((head + "\r\n").utf8) + (body ?? []))
    }

    func post(_ path: String, _ json: String) throws -> Reply { try request("POST", path, body: Array(json.utf8)) }

    func testHealthProfilesFontsAndThePage() throws {
        XCTAssertEqual(try request("GET", "/healthz").json["status"] as? String, "ok")
        let profiles = try request("GET", "/v1/profiles").json["profiles"] as! [[String: Any]]
        XCTAssertEqual(profiles.map { $0["name"] as! String }, ["web", "android", "compose", "uikit", "flutter"])
        let fonts = try request("GET", "/v1/fonts").json["fonts"] as! [[String: Any]]
        XCTAssertTrue(fonts.contains { $0["family"] as? String == "Amiri" })
        XCTAssertFalse(try request("GET", "/v1/fonts").text.contains("/"), "no file paths leak")
        let page = try request("GET", "/")
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(page.headers["content-type"]!.hasPrefix("text/html"))
        XCTAssertTrue(page.text.contains("dir=\"auto\""))
    }

    func testMeasureReturnsTheCLISchemaWithNumbersFromHBShape() throws {
        let r = try post("/v1/measure", #"{"en":"Delete","ar":"حذف","font":"Noto Naskh Arabic UI","size":17,"line_height":1.2}"#)
        XCTAssertEqual(r.status, 200, r.text)
        let result = r.json["result"] as! [String: Any]
        let target = result["target"] as! [String: Any]
        let expected = try HBShape.width(font: Fixtures.font("NotoNaskhArabicUI-Regular.ttf"), text: "حذف", upem: 1000, size: 17)
        XCTAssertEqual(target["width_px"] as! Double, expected, accuracy: 0.01)
        for key in ["ink", "line_box", "clip", "min_line_height", "verdict", "fonts_used", "lines", "line_texts", "visible_text", "dropped_words", "row_height_px"] {
            XCTAssertNotNil(target[key], key)
        }
        XCTAssertEqual(result["growth_chars"] as? Double, 0.5)
    }

    func testCheckAndRender() throws {
        let check = try post("/v1/check", #"{"pairs":[{"key":"home","en":"Add to Home Screen","ar":"إضافة إلى الشاشة الرئيسية"},{"key":"del","en":"Delete","ar":"حذف"}],"max_growth":1.0,"row":{"inline_size_px":400}}"#)
        XCTAssertEqual(check.status, 200, check.text)
        let strings = try ServerTests.dechunked(check)["strings"] as! [[String: Any]]
        XCTAssertEqual(strings.map { $0["key"] as! String }, ["home", "del"])
        XCTAssertEqual(((strings[0]["findings"] as! [[String: Any]]).first?["rule"] as? String), "growth")
        let svg = try post("/v1/render", #"{"ar":"إضافة إلى الشاشة الرئيسية","row":{"inline_size_px":120}}"#)
        XCTAssertEqual(svg.status, 200)
        XCTAssertTrue(svg.headers["content-type"]!.hasPrefix("image/svg+xml"))
        XCTAssertTrue(svg.text.hasPrefix("<svg "))
        XCTAssertGreaterThanOrEqual(svg.text.components(separatedBy: "class=\"line-box\"").count - 1, 2)
    }

    func testBadRequestsGetJSONErrors() throws {
        func error(_ r: Reply) -> String { (r.json["error"] as? [String: Any])?["message"] as? String ?? r.text }
        let malformed = try post("/v1/measure", #"{"ar": "حذف""#)
        XCTAssertEqual(malformed.status, 400)
        XCTAssertEqual(error(malformed), "request:1:16: unterminated object (opened on line 1)")  // after the 15 bytes sent
        let invalidUTF8 = try request("POST", "/v1/measure", body: Array(#"{"ar":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8))
        XCTAssertEqual(invalidUTF8.status, 400)
        XCTAssertEqual(error(invalidUTF8), "request:1:8: invalid UTF-8")
        XCTAssertEqual(try post("/v1/measure", #"{"ar":"x","font":"No Such Font"}"#).status, 400)
        let path = try post("/v1/measure", #"{"ar":"x","target_font":"Roboto, /etc/fonts/x.ttf"}"#)
        XCTAssertEqual(path.status, 400)
        XCTAssertEqual(error(path), "font '/etc/fonts/x.ttf': requests name font families, not files")
        XCTAssertEqual(error(try post("/v1/measure", #"{"ar":"x","profile":"windows"}"#)), "profile: 'windows' is not one of web, android, compose, uikit, flutter")
        XCTAssertEqual(try post("/v1/measure", #"{"ar":"x","size":-4}"#).status, 400)
        XCTAssertEqual(try post("/v1/measure", "{}").status, 400)
        XCTAssertEqual(try post("/v1/measure", "").status, 400)
        XCTAssertEqual(try post("/v1/measure", #"{"ar":"x","line_height":"tall"}"#).status, 400)
        XCTAssertEqual(try post("/v1/measure", String(repeating: "[", count: 200)).status, 400)
    }

    func testHTTPStatusesForRoutesAndMethods() throws {
        XCTAssertEqual(try request("GET", "/nope").status, 404)
        let wrong = try request("GET", "/v1/measure")
        XCTAssertEqual(wrong.status, 405)
        XCTAssertEqual(wrong.headers["allow"], "POST")
        XCTAssertEqual(try request("DELETE", "/healthz").status, 405)
        XCTAssertEqual(try request("HEAD", "/healthz").status, 200)
    }

    func testLimits() throws {
        let big = try request("POST", "/v1/measure", body: Array(repeating: UInt8(ascii: " "), count: 70 * 1024))
        XCTAssertEqual(big.status, 413)
        let long = try post("/v1/measure", #"{"ar":""# + String(repeating: "ب", count: 201) + #""}"#)
        XCTAssertEqual(long.status, 413)
        XCTAssertTrue(long.text.contains("more than the limit of 200"), long.text)
        let pairs = (0..<51).map { #"{"en":"a","ar":"ب","key":"k\#($0)"}"# }.joined(separator: ",")
        let batch = try post("/v1/check", #"{"pairs":[\#(pairs)]}"#)
        XCTAssertEqual(batch.status, 413)
        XCTAssertTrue(batch.text.contains("51 pairs is more than the limit of 50"), batch.text)
    }

    func testASlowClientDoesNotHoldAWorkerForever() throws {
        // Open a connection and send half a request, then nothing: the server drops it after its timeout
        // (2 s here) while other requests are answered meanwhile.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = ServerTests.server.port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        let partial = Array("POST /v1/measure HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"ar\":".utf8)
        _ = partial.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        XCTAssertEqual(try request("GET", "/healthz").status, 200, "others are served while it waits")
        var tv = timeval(tv_sec: 6, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 1024)
        let start = Date()
        let n = read(fd, &buffer, buffer.count)
        XCTAssertLessThanOrEqual(n, 0, "the server closed the connection")
        XCTAssertLessThan(Date().timeIntervalSince(start), 5.5)
    }

    func testServeCommandListensOnLoopbackAndStopsCleanlyOnSIGTERM() throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CLI.binary)
        p.arguments = ["serve", "--port", "0"]
        p.currentDirectoryURL = Fixtures.root
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=no"
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        // If anything below fails, the server must not outlive the test.
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        var line = ""
        let handle = err.fileHandleForReading
        while !line.contains("listening on") {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            line += String(decoding: chunk, as: UTF8.self)
        }
        XCTAssertTrue(line.contains("listening on http://127.0.0.1:"), line)
        kill(p.processIdentifier, SIGTERM)
        // A server that ignores SIGTERM fails the test instead of hanging it.
        let pid = p.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 15) { kill(pid, SIGKILL) }
        p.waitUntilExit()
        XCTAssertEqual(p.terminationReason, .exit, "killed by the watchdog: SIGTERM was not handled")
        XCTAssertEqual(p.terminationStatus, 0)
    }
}
