import Foundation
import LabelFitCore

/// Runs headless Chromium once on a page in a temporary folder and returns what `--dump-dom` prints,
/// killed past the time limit. `--virtual-time-budget` makes headless Chromium wait until the page is
/// idle (the script's awaits resolved) before it dumps the DOM (`//headless` "virtual time",
/// https://chromium.googlesource.com/chromium/src/+/main/headless/README.md); the network is mapped to
/// nothing (`--host-resolver-rules`). The profile folder is inside the temporary folder, removed with it.
///
/// The page is a `file://` URL of its own file, loaded without `--allow-file-access-from-files`: a
/// file page may then fetch no other file (each file is its own origin to XHR and fetch), and the page
/// needs none, its fonts coming as bytes in its data. A `data:` URL page would hold no file origin at
/// all but cannot carry the page: up to `ChromiumPage.maxPageBytes`, past the 128 KB one command-line
/// argument may hold on Linux (`MAX_ARG_STRLEN`).
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

    static func arguments(page: URL, folder: URL, timeoutSeconds: Int) -> [String] {
        ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check", "--disable-extensions",
         "--disable-background-networking", "--disable-dev-shm-usage", "--mute-audio", "--block-new-web-contents",
         "--host-resolver-rules=MAP * ~NOTFOUND", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
         "--virtual-time-budget=\(timeoutSeconds * 1000)", "--dump-dom", page.absoluteString]
    }

    static func run(binary: String, page: URL, folder: URL, timeoutSeconds: Int) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = arguments(page: page, folder: folder, timeoutSeconds: timeoutSeconds)
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
}
