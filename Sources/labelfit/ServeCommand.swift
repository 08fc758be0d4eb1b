import Dispatch
import Foundation
import LabelFitCheck
import LabelFitCore
import LabelFitServer

/// `labelfit serve`: the translator-facing API and page.
struct ServeCommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "host", valueName: "ip", help: "Address to listen on (default 127.0.0.1; loopback only unless you say otherwise)"),
        OptionSpec(name: "port", valueName: "n", help: "Port (default 8080; 0 picks a free one, announced on stderr)"),
        OptionSpec(name: "config", valueName: "file", help: "Defaults for requests (default: labelfit.json here or in a parent folder)"),
        OptionSpec(name: "threads", valueName: "n", help: "Worker threads (default: one per core)"),
        OptionSpec(name: "max-body", valueName: "bytes", help: "Largest request body (default 1048576)"),
        OptionSpec(name: "max-string-length", valueName: "n", help: "Longest string in a request, in characters (default 2000)"),
        OptionSpec(name: "max-batch", valueName: "n", help: "Most pairs per /v1/check request (default 1000)"),
        OptionSpec(name: "timeout", valueName: "s", help: "Seconds a slow or idle connection may hold a worker (default 10)"),
        OptionSpec(name: "help", valueName: nil, help: "Show this help"),
    ]
    static let usage = "labelfit serve [--host 127.0.0.1] [--port 8080] [--config labelfit.json]"
    static let summary = """
        Serves the JSON API (POST /v1/measure, /v1/check, /v1/render; GET /v1/profiles, /v1/fonts, /healthz)
        and the translator page at /. Fonts come only from the bundled set and the configuration, never
        from a request. SIGINT or SIGTERM stops accepting, lets requests in flight finish, and exits.
        """

    let args: ParsedArguments

    static var stopSignals: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        return set
    }

    func run() throws -> ExitCode {
        // Before any thread exists, so every thread (MHD's, Dispatch's) inherits the mask.
        var signals = Self.stopSignals
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        var config = CheckConfiguration()
        if let path = args.value("config") ?? CheckConfiguration.find(from: FileManager.default.currentDirectoryPath) {
            config = try CheckConfiguration.load(path: path)
        }
        var limits = ServerLimits()
        if let v = try args.int("max-body", min: 1) { limits.maxBodyBytes = v }
        if let v = try args.int("max-string-length", min: 1) { limits.maxStringLength = v }
        if let v = try args.int("max-batch", min: 1) { limits.maxBatch = v }
        if let v = try args.int("timeout", min: 1) { limits.connectionTimeoutSeconds = v }
        let host = args.value("host") ?? "127.0.0.1"
        guard let port = UInt16(args.value("port") ?? "8080") else { throw LabelFitError.usage("--port: not a port number") }
        let threads = try args.int("threads", min: 1) ?? ProcessInfo.processInfo.activeProcessorCount
        let registry = try FontRegistry(allowsSystemFonts: false)
        let handler = APIHandler(config: config, registry: registry, limits: limits, version: LabelFitVersion.string)
        // Load the default fonts now, so the first request does not pay for it.
        _ = handler.handle(method: "POST", path: "/v1/measure", body: Array(#"{"en":"Delete","ar":"حذف"}"#.utf8))
        let server = try HTTPServer(host: host, port: port, handler: handler, limits: limits, threads: threads)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        Terminal.note("labelfit: listening on http://\(shownHost):\(server.port)/ (\(threads) threads; Ctrl-C stops)")
        // SIGINT and SIGTERM were blocked in every thread before any started (see `run`), so one sent
        // at any moment stays pending until this takes it: no window in which it is lost.
        var received: Int32 = 0
        sigwait(&signals, &received)
        Terminal.note("labelfit: stopping (finishing requests in flight)")
        server.stop()
        return .pass
    }
}
