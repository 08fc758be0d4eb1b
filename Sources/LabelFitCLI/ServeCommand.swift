import Dispatch
import Foundation
import LabelFitCheck
import LabelFitCore
import LabelFitServer

/// `labelfit serve`: the translator-facing API and page.
struct ServeCommand: Command {
    static let name = "serve"
    static let options: [OptionSpec] = [
        OptionSpec("host", .text("ip"), default: "127.0.0.1", "Address to listen on (loopback only unless you say otherwise)"),
        {
            var spec = OptionSpec("allowed-host", .parsed("name", { try ServeCommand.checkHostName($0); return $0 }),
                                  default: "the listening address, localhost, 127.0.0.1, [::1]",
                                  "Another name requests may give in Host (at the listening port); repeat for more. Others are refused (421), so a DNS-rebound page cannot reach the server")
            spec.repeatable = true
            return spec
        }(),
        OptionSpec("port", .number("n", NumberRanges.port), default: "8080", "Port; 0 picks a free one, announced on stderr"),
        OptionSpec("config", .text("file"), default: "labelfit.json here or in a parent folder", "Defaults for requests"),
        OptionSpec("threads", .number("n", NumberRanges.threads), default: "one per core", "Requests worked at once (POSTs; each connection has its own thread, so GET /healthz never waits behind them)"),
        OptionSpec("max-body", .number("bytes", NumberRanges.bodyBytes), default: "1048576", "Largest request body"),
        OptionSpec("max-string-length", .number("n", NumberRanges.stringLength), default: "2000", "Longest string in a request, in characters"),
        OptionSpec("max-batch", .number("n", NumberRanges.batch), default: "1000", "Most pairs per /v1/check request"),
        OptionSpec("timeout", .number("s", NumberRanges.timeoutSeconds), default: "10",
                   "Seconds a whole request (headers and body) may take to arrive, and an idle connection may stay open"),
        OptionSpec("exchange-timeout", .number("s", NumberRanges.timeoutSeconds), default: "60",
                   "Seconds a whole exchange may take (arrival, waiting for a work permit, work, sending the answer): then 503 if still waiting, else the connection is cut (a slow reader)"),
        OptionSpec("max-connections", .number("n", NumberRanges.connections), default: "512", "Simultaneous connections in all (kept below the file limit)"),
        OptionSpec("max-connections-per-address", .number("n", NumberRanges.connections), default: "64",
                   "Simultaneous connections from one client address at most; each address's share shrinks as more addresses connect"),
        ConfigurationFile.allowOutsideTree,
        helpOption,
    ]
    static let usage = "labelfit serve [--host 127.0.0.1] [--port 8080] [--config labelfit.json]"
    static let brief = "The JSON API and the translator page (loopback by default)"
    static let documentation: String? = "docs/api.md"
    static let summary = """
        Serves the JSON API (POST /v1/measure, /v1/check, /v1/render; GET /v1/config, /v1/profiles, /v1/fonts, /healthz)
        and the translator page at /. Fonts come only from the bundled set and the configuration, never
        from a request. SIGINT or SIGTERM stops accepting, lets requests in flight finish, and exits.
        """

    let args: ParsedArguments

    static func run(_ args: ParsedArguments) throws -> ExitCode { try ServeCommand(args: args).run() }

    /// An `--allowed-host` value: a DNS name or an IP address as `Host` spells it (RFC 9110 §7.2,
    /// `uri-host`; IPv6 with or without brackets), without a port — the listening port applies.
    static func checkHostName(_ name: String) throws {
        let bare = name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name
        var v6 = in6_addr()
        if bare.contains(":") {
            guard inet_pton(AF_INET6, bare, &v6) == 1 else { throw LabelFitError.usage("--allowed-host '\(name)': not an IPv6 address (give names without a port)") }
            return
        }
        let label = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-"
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        guard !name.isEmpty, name.utf8.count <= 253,
              labels.allSatisfy({ !$0.isEmpty && $0.count <= 63 && $0.allSatisfy(label.contains) }) else {
            throw LabelFitError.usage("--allowed-host '\(name)': not a host name (letters, digits, '-' and '.'; no port, no scheme)")
        }
    }

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
        var (config, _) = try ConfigurationFile.load(args, cwd: FileManager.default.currentDirectoryPath)
        ConfigurationFile.noteRefusals(config)
        var limits = ServerLimits()
        if let v = args.int("max-body") { limits.maxBodyBytes = v }
        if let v = args.int("max-string-length") { limits.maxStringLength = v }
        if let v = args.int("max-batch") { limits.maxBatch = v }
        if let v = args.int("timeout") { limits.connectionTimeoutSeconds = v }
        if let v = args.int("exchange-timeout") { limits.exchangeTimeoutSeconds = v }
        if let v = args.int("max-connections") { limits.maxConnections = v }
        if let v = args.int("max-connections-per-address") { limits.maxConnectionsPerAddress = v }
        let host = args.value("host") ?? "127.0.0.1"
        let port = UInt16(args.int("port") ?? 8080)
        let threads = args.int("threads") ?? ProcessInfo.processInfo.activeProcessorCount
        // Fallback for characters the configured fonts lack follows the platform's chain over the same
        // fonts as `labelfit check` (`FontRegistry.fallback`): one string gets one answer on every
        // surface. Requests still name only configured families.
        let registry = try FontRegistry.configured()
        let handler = APIHandler(config: config, registry: registry, limits: limits, version: LabelFitVersion.string)
        // Load the default fonts now, so the first request does not pay for it.
        _ = handler.handle(method: "POST", path: "/v1/measure", body: Array(#"{"en":"Delete","ar":"حذف"}"#.utf8))
        let server = try HTTPServer(host: host, port: port, handler: handler, limits: limits, threads: threads,
                                    allowedHosts: args.all("allowed-host"))
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
