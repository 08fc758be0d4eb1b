import Foundation
import XCTest
@testable import LabelFitCatalogs
import LabelFitTestSupport

/// Issue 24's discovery and output defects (D4–D7, D12–D14, D19, D24), each reproduced through the
/// `labelfit` binary as a user would meet it. Runs that hung before the fix are run under a watchdog
/// (`guarded`), so a regression fails the test instead of stalling the suite.
final class TreeAndOutputTests: XCTestCase {
    // MARK: fixtures

    /// An XLIFF 1.2 file of `count` strings ("Delete" → "حذف", keys k0…), target Arabic.
    static func xliff(_ count: Int, key: (Int) -> String = { "k\($0)" }, target: String = "حذف") -> String {
        var units = ""
        for i in 0..<count {
            units += "<trans-unit id=\"\(key(i))\"><source>Delete</source><target>\(target)</target></trans-unit>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="x" source-language="en" target-language="ar" datatype="plaintext"><body>
            \(units)</body></file></xliff>
            """
    }

    struct Run { var status: Int32; var reason: Process.TerminationReason; var stdout: String; var stderr: String }

    /// Runs `labelfit` with stdout and stderr to files (or the given handle), killed after `seconds`
    /// (a hang shows as `.uncaughtSignal` with SIGKILL, never as a stalled suite).
    func guarded(_ args: [String], seconds: Double = 120, stdout: FileHandle? = nil, stderr: FileHandle? = nil,
                 executable: String? = nil, env: [String: String] = [:], started: ((Process) -> Void)? = nil) throws -> Run {
        let dir = TempDir()
        let outPath = dir.write("stdout", Data()), errPath = dir.write("stderr", Data())
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable ?? CLI.binary)
        p.arguments = args
        p.currentDirectoryURL = Fixtures.root
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for (k, v) in env { environment[k] = v }
        p.environment = environment
        p.standardOutput = stdout ?? FileHandle(forWritingAtPath: outPath)
        p.standardError = stderr ?? FileHandle(forWritingAtPath: errPath)
        p.standardInput = FileHandle.nullDevice
        try p.run()
        let pid = p.processIdentifier
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
        started?(p)
        p.waitUntilExit()
        watchdog.cancel()
        return Run(status: p.terminationStatus, reason: p.terminationReason,
                   stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                   stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }

    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func summary(_ report: [String: Any]) -> [String: Any] { report["summary"] as? [String: Any] ?? [:] }
    func skipped(_ report: [String: Any]) -> [String: Int] { summary(report)["skipped_files"] as? [String: Int] ?? [:] }

    // MARK: D4 — symbolic links to folders

    /// `res/self -> .` and `res/up -> ..` reported each string once per path the links make (41
    /// times for the red team's tree); each folder is walked once now.
    func testALinkToItsOwnFolderOrAParentAddsNothing() throws {
        let dir = TempDir()
        dir.write("res/messages.ar.xlf", Self.xliff(3))
        try FileManager.default.createSymbolicLink(atPath: dir.path("res/self"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: dir.path("res/up"), withDestinationPath: "..")
        let r = try guarded(["check", dir.url.path, "--format", "json", "--no-progress"], seconds: 60)
        XCTAssertEqual(r.reason, .exit, "killed by the watchdog")
        let report = try json(r.stdout)
        // 3 trans-units written above, in one file.
        XCTAssertEqual(summary(report)["strings"] as? Int, 3, r.stderr)
        XCTAssertEqual(skipped(report)["folder already walked"], 2, r.stderr)
        XCTAssertEqual(try CatalogDiscovery().jobs(for: [dir.url.path]).map(\.target), [dir.path("res/messages.ar.xlf")])
    }

    /// Two links to `.` made the walk exponential (it never ended, for check and for init).
    func testTwoLinksToTheSameFolderDoNotHang() throws {
        let dir = TempDir()
        dir.write("messages.ar.xlf", Self.xliff(2))
        try FileManager.default.createSymbolicLink(atPath: dir.path("a"), withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: dir.path("b"), withDestinationPath: ".")
        let check = try guarded(["check", dir.url.path, "--format", "json", "--no-progress"], seconds: 60)
        XCTAssertEqual(check.reason, .exit, "check killed by the watchdog")
        XCTAssertEqual(summary(try json(check.stdout))["strings"] as? Int, 2, check.stderr)
        let initRun = try guarded(["init", dir.url.path, "--dry-run"], seconds: 60)
        XCTAssertEqual(initRun.reason, .exit, "init killed by the watchdog")
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
    }

    /// A link to `/` walked /proc and /sys; a link leading out of the tree is not followed.
    func testALinkToTheRootFolderIsNotFollowed() throws {
        let dir = TempDir()
        dir.write("messages.ar.xlf", Self.xliff(2))
        try FileManager.default.createSymbolicLink(atPath: dir.path("root"), withDestinationPath: "/")
        let r = try guarded(["check", dir.url.path, "--format", "json", "--no-progress"], seconds: 60)
        XCTAssertEqual(r.reason, .exit, "killed by the watchdog")
        let report = try json(r.stdout)
        XCTAssertEqual(summary(report)["strings"] as? Int, 2, r.stderr)
        XCTAssertEqual(skipped(report)["link outside the tree"], 1, r.stderr)
    }

    // MARK: D5 — links to files outside the tree

    /// A catalog-named link to a credentials file outside the tree put its values in every report.
    func testALinkToAFileOutsideTheTreeIsNamedAndNotRead() throws {
        let outside = TempDir(), dir = TempDir()
        let secret = outside.write("ar.json", #"{"password": "hunter2-d5-secret", "token": "tok-d5-secret"}"#)
        dir.write("messages.ar.xlf", Self.xliff(2))
        try FileManager.default.createSymbolicLink(atPath: dir.path("ar.json"), withDestinationPath: secret)
        for format in ["json", "csv", "html", "sarif", "junit", "table", "jsonl", "github"] {
            let r = try guarded(["check", dir.url.path, "--format", format, "--no-progress"], seconds: 60)
            XCTAssertEqual(r.reason, .exit)
            XCTAssertFalse(r.stdout.contains("d5-secret"), "\(format) report holds the linked file's values")
            XCTAssertTrue(r.stderr.contains("1 skipped (link outside the tree)"), r.stderr)
        }
        let (_, skipped) = try CatalogDiscovery().plan(for: [dir.url.path])
        let skip = try XCTUnwrap(skipped.first { $0.file == dir.path("ar.json") })
        XCTAssertEqual(skip.reason, .linkOutsideTree)
        XCTAssertTrue(skip.detail.contains(outside.url.lastPathComponent), skip.detail)
    }

    /// A source folder that is a link out of the tree is not read as the source either.
    func testALinkedSourceFolderOutsideTheTreeIsNotPaired() throws {
        let outside = TempDir(), dir = TempDir()
        outside.write("values/strings.xml", #"<resources><string name="a">Secret</string></resources>"#)
        dir.write("res/values-ar/strings.xml", #"<resources><string name="a">حذف</string></resources>"#)
        try FileManager.default.createSymbolicLink(atPath: dir.path("res/values"), withDestinationPath: outside.path("values"))
        let jobs = try CatalogDiscovery().jobs(for: [dir.url.path])
        XCTAssertEqual(jobs.count, 1)
        XCTAssertNil(jobs.first?.source, "read a source through a link leaving the tree")
    }

    // MARK: D4 — FIFOs and devices

    /// A FIFO with a catalog's name blocked `check` in open(2) for good; it is named and skipped, and
    /// one named on the command line is refused.
    func testAFIFOIsNotOpened() throws {
        let dir = TempDir()
        dir.write("messages.ar.xlf", Self.xliff(2))
        XCTAssertEqual(mkfifo(dir.path("pipe.ar.xlf"), 0o644), 0)
        let r = try guarded(["check", dir.url.path, "--format", "json", "--no-progress"], seconds: 60)
        XCTAssertEqual(r.reason, .exit, "killed by the watchdog: the FIFO was opened")
        let report = try json(r.stdout)
        XCTAssertEqual(summary(report)["strings"] as? Int, 2, r.stderr)
        XCTAssertEqual(skipped(report)["not a regular file"], 1, r.stderr)
        let named = try guarded(["check", dir.path("pipe.ar.xlf"), "--no-progress"], seconds: 60)
        XCTAssertEqual(named.reason, .exit, "killed by the watchdog: the FIFO was opened")
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("a FIFO (named pipe): only regular files are read"), named.stderr)
    }

    // MARK: D13 — unreadable folders

    /// A folder that cannot be listed was skipped without a word (exit 0). Root reads any folder,
    /// so the check runs as `nobody` (setpriv) on a folder of mode 000 beside a readable one.
    func testAnUnreadableFolderIsAnErrorAndTheOthersAreStillChecked() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { throw XCTSkip("setpriv(1) is not installed") }
        // A folder under / that nobody can enter: TempDir's parent is world-searchable.
        let dir = TempDir()
        chmod(dir.url.path, 0o755)
        dir.write("ok/messages.ar.xlf", Self.xliff(2))
        dir.write("locked/messages.ar.xlf", Self.xliff(5))
        chmod(dir.path("ok"), 0o755)
        chmod(dir.path("ok/messages.ar.xlf"), 0o644)
        chmod(dir.path("locked"), 0o000)
        defer { chmod(dir.path("locked"), 0o755) }
        let probe = try guarded(["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/ls", dir.path("ok")], executable: "/usr/bin/setpriv")
        guard probe.status == 0 else { throw XCTSkip("cannot run a child as nobody here: \(probe.stderr)") }
        let r = try guarded(["--reuid=65534", "--regid=65534", "--clear-groups", CLI.binary, "check", dir.url.path, "--format", "json", "--no-progress"],
                            seconds: 60, executable: "/usr/bin/setpriv", env: ["LABELFIT_FONTS": Fixtures.fonts.path])
        XCTAssertEqual(r.status, 2, r.stdout + r.stderr)
        let report = try json(r.stdout)
        // Only ok/'s 2 strings could be read.
        XCTAssertEqual(summary(report)["strings"] as? Int, 2)
        XCTAssertEqual(summary(report)["catalog_errors"] as? Int, 1)
        let findings = report["catalog_findings"] as? [[String: Any]] ?? []
        let messages = findings.map { "\($0)" }.joined()
        XCTAssertTrue(messages.contains("locked") && messages.contains("Permission denied"), messages)
    }

    // MARK: D12 — linear discovery

    /// Pairing listed the folder again for every XLIFF file in it (1,000 files: 12 s; 5,000: over
    /// 300 s). Counted structurally: the folder is opened as a directory once by the walk, whatever
    /// the number of files (strace counts the openat(2) calls with O_DIRECTORY).
    func testAFolderIsListedOnceWhateverTheNumberOfFilesInIt() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace") else { throw XCTSkip("strace(1) is not installed") }
        let dir = TempDir()
        let files = 300
        for i in 0..<files { dir.write("xlf/m\(i).ar.xlf", Self.xliff(1, key: { _ in "k\(i)" })) }
        let log = dir.path("strace.log")
        let r = try guarded(["-f", "-qq", "-e", "trace=openat", "-o", log, CLI.binary, "check", dir.path("xlf"), "--format", "json", "--no-progress"],
                            executable: "/usr/bin/strace")
        guard r.status != 1 || !r.stderr.contains("ptrace") else { throw XCTSkip("strace cannot trace here: \(r.stderr)") }
        XCTAssertEqual(summary(try json(r.stdout))["strings"] as? Int, files, r.stderr)
        let trace = try String(contentsOfFile: log, encoding: .utf8)
        let listings = trace.split(separator: "\n").filter { $0.contains("\"\(dir.path("xlf"))\"") && $0.contains("O_DIRECTORY") }
        XCTAssertEqual(listings.count, 1, "the folder was listed \(listings.count) times for \(files) files")
    }

    // MARK: D6 — what --output may replace

    /// `--output` renamed its temporary file over any path: run as root, `--output /dev/null` made
    /// /dev/null a regular file. A private device node stands for /dev/null here (never the real one).
    func testOutputToADeviceFIFOOrLinkLeavesItWhatItWas() throws {
        let dir = TempDir()
        let null = dir.path("null")
        // makedev(1, 3), /dev/null's numbers (devices.txt): glibc packs a small major and minor as major << 8 | minor.
        guard mknod(null, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 else { throw XCTSkip("cannot make a device node here (mknod: \(errno))") }
        let corpus = Fixtures.root.appendingPathComponent("Corpus/xliff").path
        let toNull = try guarded(["check", corpus, "--format", "json", "--output", null, "--no-progress"])
        XCTAssertLessThan(toNull.status, 2, toNull.stderr)
        var s = stat()
        XCTAssertEqual(lstat(null, &s), 0)
        XCTAssertEqual(s.st_mode & S_IFMT, S_IFCHR, "the device node was replaced")

        // A link to a report file: the file is replaced, the link kept.
        let real = dir.write("real.json", "old")
        try FileManager.default.createSymbolicLink(atPath: dir.path("link.json"), withDestinationPath: real)
        let viaLink = try guarded(["check", corpus, "--format", "json", "--output", dir.path("link.json"), "--no-progress"])
        XCTAssertLessThan(viaLink.status, 2, viaLink.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.path("link.json")), real)
        XCTAssertNotNil(try? json(String(contentsOfFile: real, encoding: .utf8)))

        // A FIFO is written in place: its reader gets the whole report.
        let fifo = dir.path("fifo")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // Read without blocking (opened before the run, so no rename can take it away), drained
        // until the run has ended and nothing is left.
        let readEnd = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(readEnd, 0)
        defer { close(readEnd) }
        // The reader thread and this one share these under a lock (ThreadSanitizer saw the race).
        let lock = NSLock()
        nonisolated(unsafe) var received = Data()
        nonisolated(unsafe) var runEnded = false
        let finished = DispatchSemaphore(value: 0)
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = read(readEnd, &buffer, buffer.count)
                if n > 0 { lock.withLock { received.append(contentsOf: buffer[0..<n]) }; continue }
                if lock.withLock({ runEnded }) { break }
                usleep(2_000)
            }
            finished.signal()
        }
        reader.start()
        let toFIFO = try guarded(["check", corpus, "--format", "csv", "--output", fifo, "--no-progress"])
        lock.withLock { runEnded = true }
        finished.wait()
        XCTAssertLessThan(toFIFO.status, 2, toFIFO.stderr)
        XCTAssertEqual(lstat(fifo, &s), 0)
        XCTAssertEqual(s.st_mode & S_IFMT, S_IFIFO, "the FIFO was replaced")
        XCTAssertTrue(String(decoding: lock.withLock { received }, as: UTF8.self).hasSuffix(",,,,,,,,,,,,,,,,\r\n"), "the CSV's end record did not arrive")

        // A folder is refused with the reason.
        let toFolder = try guarded(["check", corpus, "--output", dir.url.path, "--no-progress"])
        XCTAssertEqual(toFolder.status, 2)
        XCTAssertTrue(toFolder.stderr.contains("is a folder"), toFolder.stderr)
    }

    // MARK: D7 — write errors

    /// A report to a full disk (/dev/full) or a closed standard output exited 0 with nothing said.
    func testAFailedWriteToStandardOutputIsExit2WithTheReason() throws {
        let corpus = Fixtures.root.appendingPathComponent("Corpus/xliff").path
        for format in ["json", "csv", "table"] {
            let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            let r = try guarded(["check", corpus, "--format", format, "--no-progress"], stdout: full)
            XCTAssertEqual(r.status, 2, "\(format): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("standard output: cannot write the report: No space left on device"), r.stderr)
        }
        let measure = try guarded(["measure", "Delete", "--format", "json"], stdout: try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full")))
        XCTAssertEqual(measure.status, 2, measure.stderr)
        XCTAssertTrue(measure.stderr.contains("No space left on device"), measure.stderr)
        // Closed by the shell (`>&-`): the report must not vanish, nor land in a file opened later.
        let closed = try guarded(["-c", "exec \"$0\" \"$@\" >&-", CLI.binary, "check", corpus, "--format", "json", "--no-progress"], executable: "/bin/sh")
        XCTAssertEqual(closed.status, 2, closed.stderr)
        XCTAssertTrue(closed.stderr.contains("standard output: cannot write the report: Bad file descriptor"), closed.stderr)
        // A message that cannot be shown (stderr full) is no crash: the exit code is the check's.
        let quiet = try guarded(["check", corpus, "--format", "json", "--no-progress"], stderr: try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full")))
        XCTAssertEqual(quiet.reason, .exit, "killed by a signal when stderr was full")
        XCTAssertLessThan(quiet.status, 2)
    }

    // MARK: D14 — control characters in the table

    /// A file name holding `\n::error …::` started a GitHub workflow command of its own in the
    /// table, and ESC sequences from catalog text reached the terminal.
    func testTheTableEscapesControlCharactersFromFileNamesAndText() throws {
        let dir = TempDir()
        let evil = "a\n::error file=x::injected\n.ar.xlf"
        dir.write(evil, "<xliff version=\"1.2\"><file target-language=\"ar\"><body><trans-unit id=\"x\"><source>A</source>")   // malformed: a catalog error naming the file
        // Long enough to wrap past the fixture config's max_lines 1 (a finding, so a table row); CSV,
        // as XML 1.0 forbids ESC and BEL outright.
        let long = String(repeating: "حذف الرسائل المحددة من القائمة ", count: 6)
        dir.write("esc.csv", "key,en,ar\nkey\u{1B}]0;owned\u{07}\u{1B}[2J,Delete,\(long)\u{1B}[31m\n")
        let r = try guarded(["check", dir.url.path, "--format", "table", "--no-progress"])
        XCTAssertEqual(r.status, 2, r.stderr)
        for (name, text) in [("stdout", r.stdout), ("stderr", r.stderr)] {
            XCTAssertFalse(text.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(name) has a line starting a workflow command:\n\(text)")
            XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(name) carries raw ESC/BEL")
        }
        XCTAssertTrue(r.stdout.contains("a\\n::error file=x::injected\\n.ar.xlf"), r.stdout)
        XCTAssertTrue(r.stdout.contains("key\\u001B]0;owned\\u0007\\u001B[2J"), r.stdout)
        // The GitHub format escapes by the runner's rules (passes before the fix too: a guard).
        let gh = try guarded(["check", dir.url.path, "--format", "github", "--no-progress"])
        XCTAssertFalse(gh.stdout.split(separator: "\n").contains { $0.hasPrefix("::error file=x") }, gh.stdout)
        XCTAssertTrue(gh.stdout.contains("a%0A%3A%3Aerror file=x%3A%3Ainjected%0A.ar.xlf"), gh.stdout)
    }

    // MARK: D19 and D24 — signals, leftovers, and reports cut short

    /// A catalog big enough that a debug build measures it for seconds.
    func bigCatalog(_ dir: TempDir) -> String {
        var csv = "key,en,ar\n"
        for i in 0..<30_000 { csv += "k\(i),Delete the selected messages,حذف الرسائل المحددة \(i)\n" }
        return dir.write("big/strings.csv", csv)
    }

    /// SIGTERM left `.NAME.PID.tmp` behind; leftovers of dead processes were never removed.
    func testTemporaryReportFilesAreRemovedOnSIGTERMAndWhenLeftByADeadProcess() throws {
        let dir = TempDir()
        bigCatalog(dir)
        let report = dir.path("out/report.json")
        try FileManager.default.createDirectory(atPath: dir.path("out"), withIntermediateDirectories: true)
        // A process that has exited: its ID names no process (until reused, which this run would
        // only make the test keep the file, not fail it wrongly — asserted only when it is gone).
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let deadPid = gone.processIdentifier
        let stale = dir.write("out/.report.json.\(deadPid).tmp", "half a report")
        let live = dir.write("out/.report.json.\(getpid()).tmp", "a live run's report")
        var temporary: String?
        let r = try guarded(["check", dir.path("big"), "--format", "json", "--output", report, "--no-progress"]) { p in
            // Wait for the run's temporary file, then stop the run.
            for _ in 0..<6000 {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: self.dirPath(report))) ?? []
                if let t = names.first(where: { $0 == ".report.json.\(p.processIdentifier).tmp" }) { temporary = t; break }
                usleep(10_000)
            }
            kill(p.processIdentifier, SIGTERM)
        }
        XCTAssertNotNil(temporary, "the run's temporary file never appeared")
        XCTAssertEqual(r.reason, .uncaughtSignal, "the run was not stopped by SIGTERM (it finished first?)")
        XCTAssertEqual(r.status, SIGTERM)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path("out"))
        XCTAssertFalse(left.contains { $0.hasSuffix(".tmp") && $0 != ".report.json.\(getpid()).tmp" && $0 != ".report.json.\(deadPid).tmp" }, "\(left)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: report), "a stopped run left a report")
        if kill(deadPid, 0) != 0 {
            XCTAssertFalse(FileManager.default.fileExists(atPath: stale), "a dead process's temporary file was kept")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: live), "a live process's temporary file was removed")
    }

    /// A crash signal (SIGSEGV here, sent as a fault would raise it) removes the temporary file too,
    /// then ends the process by the same signal (the previous action: the default, with the Swift
    /// backtracer off).
    func testTemporaryReportFileIsRemovedOnACrashSignal() throws {
        // The sanitizers' runtimes own SIGSEGV (they report it and exit 66), so a crash is not the
        // process's own to handle there; the plain run checks it.
        if ProcessInfo.processInfo.environment["LABELFIT_SANITIZER_RUN"] != nil { throw XCTSkip("SIGSEGV belongs to the sanitizer's runtime") }
        let dir = TempDir()
        bigCatalog(dir)
        let report = dir.path("report.json")
        var seen = false
        let r = try guarded(["check", dir.path("big"), "--format", "json", "--output", report, "--no-progress"]) { p in
            for _ in 0..<6000 {
                if FileManager.default.fileExists(atPath: dir.path(".report.json.\(p.processIdentifier).tmp")) { seen = true; break }
                usleep(10_000)
            }
            kill(p.processIdentifier, SIGSEGV)
        }
        XCTAssertTrue(seen, "the run's temporary file never appeared")
        XCTAssertEqual(r.reason, .uncaughtSignal)
        XCTAssertEqual(r.status, SIGSEGV)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(left, [], "a crashed run left its temporary file")
    }

    func dirPath(_ file: String) -> String { (file as NSString).deletingLastPathComponent }

    /// One HTTP/1.1 POST over a raw socket; the whole reply as text.
    func post(port: UInt16, path: String, body: [UInt8]) throws -> String {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var tv = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        XCTAssertEqual(connected, 0)
        let head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nContent-Type: \(path.hasPrefix("/v1/catalog/") ? "application/octet-stream" : "application/json")\r\nContent-Length: \(body.count)\r\n\r\n"
        let raw = Array(head.utf8) + body
        var sent = 0
        while sent < raw.count {
            let n = raw[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            sent += n
        }
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            data += buffer[0..<n]
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Upload folders of a server that crashed stayed in the temporary folder for good.
    func testTheServerRemovesUploadFoldersLeftByADeadServer() throws {
        let tmp = TempDir()
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        let deadPid = gone.processIdentifier
        let stale = tmp.write("labelfit-upload-\(deadPid)-\(UUID().uuidString)/ar.po", "msgid \"\"\nmsgstr \"\"\n")
        let live = tmp.write("labelfit-upload-\(getpid())-\(UUID().uuidString)/ar.po", "msgid \"\"\nmsgstr \"\"\n")
        let p = Process()
        p.executableURL = URL(fileURLWithPath: CLI.binary)
        p.arguments = ["serve", "--port", "0"]
        p.currentDirectoryURL = Fixtures.root
        var env = ProcessInfo.processInfo.environment
        env["SWIFT_BACKTRACE"] = "enable=no"
        env["TMPDIR"] = tmp.url.path
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        defer { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        var text = ""
        while !text.contains("listening on") {
            let chunk = err.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let at = try XCTUnwrap(text.range(of: "127.0.0.1:"), text)
        let port = try XCTUnwrap(UInt16(text[at.upperBound...].prefix { $0.isNumber }), text)
        let po = "msgid \"\"\nmsgstr \"Language: ar\\n\"\n\nmsgid \"Delete\"\nmsgstr \"حذف\"\n"
        let reply = try post(port: port, path: "/v1/catalog/po", body: Array(po.utf8))
        XCTAssertTrue(reply.hasPrefix("HTTP/1.1 200"), reply)
        kill(p.processIdentifier, SIGTERM)
        p.waitUntilExit()
        if kill(deadPid, 0) != 0 {
            XCTAssertFalse(FileManager.default.fileExists(atPath: dirPath(stale)), "a dead server's upload folder was kept")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: live), "a live server's upload folder was removed")
        let own = try FileManager.default.contentsOfDirectory(atPath: tmp.url.path).filter { $0.hasPrefix("labelfit-upload-\(p.processIdentifier)-") }
        XCTAssertEqual(own, [], "the server's own upload folder was left")
    }

    /// A CSV or table report cut by a signal ended on a row boundary and looked complete: a finished
    /// one now ends with its marker, a cut one does not.
    func testAFinishedReportEndsWithItsMarkerAndACutOneDoesNot() throws {
        let dir = TempDir()
        dir.write("small/messages.ar.xlf", Self.xliff(4))
        let csv = try guarded(["check", dir.path("small"), "--format", "csv", "--no-progress"])
        let rows = csv.stdout.split(separator: "\r\n", omittingEmptySubsequences: true)
        // Header, 4 string rows (the 4 trans-units above), then the end record.
        XCTAssertEqual(rows.count, 6, csv.stdout)
        XCTAssertEqual(rows.last.map(String.init), "# end of report: 4 strings" + String(repeating: ",", count: 16))
        XCTAssertEqual(rows.last?.split(separator: ",", omittingEmptySubsequences: false).count, rows.first?.split(separator: ",").count)
        let table = try guarded(["check", dir.path("small"), "--format", "table", "--no-progress"])
        XCTAssertTrue(table.stdout.split(separator: "\n").last?.hasPrefix("4 strings in 1 catalogs: ") == true, table.stdout)

        // Cut by SIGTERM once some rows are out: no end record.
        let big = TempDir()
        bigCatalog(big)
        let out = big.path("cut.csv")
        FileManager.default.createFile(atPath: out, contents: nil)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: out))
        let cut = try guarded(["check", big.path("big"), "--format", "csv", "--no-progress"], stdout: handle) { p in
            for _ in 0..<6000 {
                var s = stat()
                if stat(out, &s) == 0 && s.st_size > 0 { break }
                usleep(10_000)
            }
            kill(p.processIdentifier, SIGTERM)
        }
        XCTAssertEqual(cut.reason, .uncaughtSignal, "the run finished before it was cut")
        let text = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertFalse(text.isEmpty)
        XCTAssertFalse(text.contains("# end of report"), "a cut CSV carries the end record")
    }
}
