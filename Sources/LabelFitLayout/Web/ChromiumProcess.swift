import Foundation
import LabelFitCore

/// Runs headless Chromium once on a page in a temporary folder and returns what `--dump-dom` prints,
/// killed past the time limit. `--virtual-time-budget` makes headless Chromium wait until the page is
/// idle (the script's awaits resolved) before it dumps the DOM (`//headless` "virtual time",
/// https://chromium.googlesource.com/chromium/src/+/main/headless/README.md); the network is mapped to
/// nothing (`--host-resolver-rules`), so the page loads only its own folder. The profile folder is
/// inside the temporary folder, removed with it.
enum ChromiumProcess {
    /// What stdout may hold: the DOM is replaced by the readings before the dump.
    static let maxOutputBytes = 256 << 20

    struct Failure: Error { var reason: String }

    final class Output: @unchecked Sendable {
        let lock = NSLock()
        var data = Data()
        var overflowed = false
        func append(_ d: Data) {
            lock.lock(); defer { lock.unlock() }
            if data.count + d.count > ChromiumProcess.maxOutputBytes { overflowed = true; return }
            data.append(d)
        }
    }

    static func run(binary: String, page: URL, folder: URL, timeoutSeconds: Int) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                       "--disable-background-networking", "--disable-dev-shm-usage", "--mute-audio", "--allow-file-access-from-files",
                       "--host-resolver-rules=MAP * ~NOTFOUND", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                       "--virtual-time-budget=\(timeoutSeconds * 1000)", "--dump-dom", page.absoluteString]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = FileHandle.nullDevice
        let output = Output()
        let readDone = DispatchSemaphore(value: 0)
        let handle = out.fileHandleForReading
        DispatchQueue.global().async {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                output.append(chunk)
            }
            readDone.signal()
        }
        let exited = DispatchSemaphore(value: 0)
        p.terminationHandler = { _ in exited.signal() }
        do { try p.run() } catch { throw Failure(reason: "\(binary) could not be started: \(error.localizedDescription)") }
        if exited.wait(timeout: .now() + .seconds(timeoutSeconds)) == .timedOut {
            // Foundation's Process makes the child a process group leader (posix_spawn with
            // POSIX_SPAWN_SETPGROUP): the group is the browser and the processes it forked.
            let group = -p.processIdentifier
            kill(group, SIGTERM)
            if exited.wait(timeout: .now() + .seconds(2)) == .timedOut { kill(group, SIGKILL); _ = exited.wait(timeout: .now() + .seconds(5)) }
            kill(group, SIGKILL)
            _ = readDone.wait(timeout: .now() + .seconds(5))
            throw Failure(reason: "\(binary) did not finish within \(timeoutSeconds) s (--chromium-timeout) and was killed")
        }
        _ = readDone.wait(timeout: .now() + .seconds(10))
        if output.overflowed { throw Failure(reason: "\(binary) printed more than \(maxOutputBytes) bytes") }
        if p.terminationStatus != 0 { throw Failure(reason: "\(binary) exited with status \(p.terminationStatus)") }
        return String(decoding: output.data, as: UTF8.self)
    }

    /// The readings JSON out of the dumped DOM: `<pre id="labelfit-result">…</pre>`.
    static func result(in dom: String) throws -> [[[Any]]] {
        guard let start = dom.range(of: "<pre id=\"labelfit-result\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Failure(reason: "Chromium's page printed no result")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        guard text != "pending" else { throw Failure(reason: "Chromium dumped the page before the measuring script finished") }
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[[Any]]] else {
            throw Failure(reason: "Chromium's page reported: \(text.prefix(300))")
        }
        return parsed
    }
}
