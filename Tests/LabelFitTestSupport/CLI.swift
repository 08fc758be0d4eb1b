import Foundation

/// Runs the built `labelfit` binary (next to the test bundle) and captures its output.
public enum CLI {
    public static var binary: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [bundle.appendingPathComponent("labelfit"), bundle.deletingLastPathComponent().appendingPathComponent("labelfit")] {
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
        }
        return Fixtures.root.appendingPathComponent(".build/debug/labelfit").path
    }

    public struct Result { public var status: Int32; public var stdout: String; public var stderr: String; public var stdoutData: Data }

    @discardableResult
    public static func run(_ args: [String], stdin: Data? = nil, cwd: URL = Fixtures.root, env: [String: String] = [:],
                    executable: String? = nil) throws -> Result {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable ?? binary)
        p.arguments = args
        p.currentDirectoryURL = cwd
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        for (k, v) in env { environment[k] = v }
        p.environment = environment
        // Output goes to files, not pipes, so a large report cannot fill a pipe and stall the child.
        let dir = TempDir()
        let outPath = dir.write("stdout", Data()), errPath = dir.write("stderr", Data())
        let input = Pipe()
        p.standardOutput = FileHandle(forWritingAtPath: outPath)
        p.standardError = FileHandle(forWritingAtPath: errPath)
        p.standardInput = input
        // A child that exits before reading all its input must not take the test runner down with
        // SIGPIPE: the write then fails with EPIPE, and the child's status says what happened.
        signal(SIGPIPE, SIG_IGN)
        try p.run()
        if let stdin { try? input.fileHandleForWriting.write(contentsOf: stdin) }
        try? input.fileHandleForWriting.close()
        p.waitUntilExit()
        let outData = try Data(contentsOf: URL(fileURLWithPath: outPath))
        let errData = try Data(contentsOf: URL(fileURLWithPath: errPath))
        return Result(status: p.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), stdoutData: outData)
    }

    /// Runs an external tool (xmllint, python3) and returns its status and combined output.
    public static func tool(_ path: String, _ args: [String]) throws -> (Int32, String) {
        let r = try run(args, executable: path)
        return (r.status, r.stdout + r.stderr)
    }
}
