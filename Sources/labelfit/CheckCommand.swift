import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitRender
import LabelFitReports

/// `labelfit check` (and `labelfit baseline`): the batch QA job over catalogs.
struct CheckCommand {
    static let options: [OptionSpec] = [
        OptionSpec(name: "config", valueName: "file", help: "Configuration file (default: labelfit.json here or in a parent folder)"),
        OptionSpec(name: "format", valueName: "fmt", help: "table | json | jsonl | csv | junit | sarif | github | html (default table)"),
        OptionSpec(name: "output", valueName: "file", help: "Write the report to a file (atomically) instead of stdout"),
        OptionSpec(name: "baseline", valueName: "file", help: "Accepted findings (default: the config's baseline, if the file exists)"),
        OptionSpec(name: "no-baseline", valueName: nil, help: "Ignore any baseline"),
        OptionSpec(name: "source-locale", valueName: "tag", help: "Source locale (default from config, else en)"),
        OptionSpec(name: "target-locale", valueName: "tag", help: "Target locale (default from config, else ar)"),
        OptionSpec(name: "max-growth", valueName: "ratio", help: "Finding when target px ÷ source px is above this"),
        OptionSpec(name: "max-lines", valueName: "n", help: "Finding when the target takes more lines than this"),
        OptionSpec(name: "severity", valueName: "level", help: "error | warning: severity for every rule"),
        OptionSpec(name: "max-string-length", valueName: "n", help: "Longest string read, in characters (default 20000)"),
        OptionSpec(name: "max-file-size", valueName: "bytes", help: "Largest catalog file read (default 67108864)"),
        OptionSpec(name: "max-strings-per-file", valueName: "n", help: "Most strings taken from one file (default 1000000)"),
        OptionSpec(name: "max-depth", valueName: "n", help: "Deepest JSON or XML nesting read (default 64)"),
        OptionSpec(name: "progress", valueName: nil, help: "Show progress on stderr even when it is not a terminal"),
        OptionSpec(name: "no-progress", valueName: nil, help: "Never show progress"),
        OptionSpec(name: "help", valueName: nil, help: "Show this help"),
    ] + LayoutArguments.specs.filter { $0.name != "max-lines" }
        + [OptionSpec(name: "row-max-lines", valueName: "n", help: "Row layout: with wrap, cut after n lines with an ellipsis")]

    static let usage = "labelfit check [PATH ...] [options]"
    static let summary = """
        Reads every catalog under PATH (default: the config's "catalogs"), pairs source and target strings,
        measures them with the configured fonts and row, and reports each that clips, truncates, grows or
        wraps past a threshold. Formats: .strings, .stringsdict, .xcstrings, Android strings.xml, XLIFF 1.2/2.0,
        .po, .mo, .arb, i18next JSON, CSV, TSV. Exit 0 when nothing is over threshold, 1 with findings,
        2 on usage or input errors (a catalog that cannot be read).
        """

    let args: ParsedArguments
    let writeBaseline: Bool

    func run() throws -> ExitCode {
        let cwd = FileManager.default.currentDirectoryPath
        var config = CheckConfiguration()
        var configPath: String?
        if let path = args.value("config") {
            configPath = path
            config = try CheckConfiguration.load(path: path)
        } else if let found = CheckConfiguration.find(from: cwd) {
            configPath = found
            config = try CheckConfiguration.load(path: found)
        }
        if let p = try LayoutArguments.profile(args) { config.profile = p.rawValue }
        config.platform = try LayoutArguments.platform(args, base: config.platform)
        if let v = args.value("source-locale") { config.sourceLocale = v }
        if let v = args.value("target-locale") { config.targetLocale = v }
        if let v = try args.double("max-growth", min: 0) { config.thresholds.maxGrowth = v }
        if let v = try args.int("max-lines", min: 1) { config.thresholds.maxLines = v }
        if let v = try args.int("max-string-length", min: 1) { config.maxStringLength = v }
        if let v = try args.int("max-file-size", min: 1) { config.maxFileBytes = v }
        if let v = try args.int("max-strings-per-file", min: 1) { config.maxStringsPerFile = v }
        if let v = try args.int("max-depth", min: 2) { config.maxNestingDepth = v }
        if let v = args.value("severity") {
            guard let s = Severity(rawValue: v) else { throw LabelFitError.usage("--severity: '\(v)' is not error or warning") }
            config.thresholds.severity = ["*": s]
        }
        var layoutArgs = args
        if let v = args.values["row-max-lines"] { layoutArgs.values["max-lines"] = v } else { layoutArgs.values["max-lines"] = nil }
        let plan = try CheckPlan(config: config) { source, target in
            let applied = try LayoutArguments.apply(layoutArgs, to: source, target: target)
            source = applied.source
            target = applied.target
        }
        let format = args.value("format") ?? "table"
        guard let reportFormat = ReportFormat(rawValue: format) else {
            throw LabelFitError.usage("--format: '\(format)' is not one of " + ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var paths = args.positional
        if paths.isEmpty { paths = config.catalogs.map(config.resolve) }
        if paths.isEmpty {
            throw LabelFitError.usage("no catalogs: give paths, or list them under \"catalogs\" in labelfit.json" + (configPath == nil ? " (none found)" : ""))
        }

        var accepted = Set<String>()
        let baselinePath = args.value("baseline") ?? config.baseline.map(config.resolve)
        if !writeBaseline, !args.has("no-baseline"), let path = baselinePath {
            if FileManager.default.fileExists(atPath: path) { accepted = try Baseline.load(path: path).fingerprints }
            else if args.value("baseline") != nil { throw LabelFitError.io(path: path, reason: "no such baseline file") }
        }

        let registry = try FontRegistry()
        _ = try registry.faces(for: plan.baseOptions.source.fontStack)
        _ = try registry.faces(for: plan.baseOptions.target.fontStack)
        let runner = CheckRunner(plan: plan, measurer: Measurer(registry: registry), accepted: accepted, root: cwd)
        runner.detail = reportFormat.measureDetail
        runner.renderRow = reportFormat.rowRenderer
        let jobs = try runner.jobs(paths: paths)

        if writeBaseline {
            var all: [Finding] = []
            let summary = try runner.run(jobs: jobs) { event in
                switch event {
                case .catalogFinding(let f): if f.severity == .error { all.append(f) }
                case .string(let c): all += c.findings
                }
            }
            guard let path = args.value("output") ?? baselinePath ?? Optional(".labelfit-baseline.json") else { return .inputError }
            let sink = try ReportSink(path: path)
            sink.write(try JSONOutput.string(Baseline(findings: all)) + "\n")
            try sink.commit()
            Terminal.note("labelfit: baseline of \(all.count) findings over \(summary.strings) strings written to \(path)")
            return summary.catalogErrors > 0 ? .inputError : .pass
        }

        let sink = try ReportSink(path: args.value("output"))
        let color = args.value("output") == nil && Terminal.stdoutIsTTY && Terminal.colorAllowed
        let glyphs = LabelRenderer.SharedGlyphs()
        let renderer = LabelRenderer(measurer: runner.measurer, sharedGlyphs: glyphs)
        let writer = reportFormat.makeWriter(color: color, version: LabelFitVersion.string, render: { c in
            let entry = CatalogEntry(key: c.key, source: c.source?.text, target: c.target?.text, sourceLocation: nil,
                                     targetLocation: c.location, format: c.format)
            guard let (s, t, _) = try? plan.options(for: entry) else { return (nil, nil) }
            return (c.source.flatMap { try? renderer.svg($0.text, locale: plan.config.sourceLocale, options: s) },
                    c.target.flatMap { try? renderer.svg($0.text, locale: plan.config.targetLocale, options: t) })
        }, glyphs: glyphs)
        let progress = ProgressBar(enabled: !args.has("no-progress") && (args.has("progress") || Terminal.stderrIsTTY))
        writer.begin(settings: RunSettings(source: plan.baseOptions.source, target: plan.baseOptions.target, profile: config.profile), sink: sink)
        let summary: CheckSummary
        do {
            summary = try runner.run(jobs: jobs, progress: progress.update) { writer.write($0, sink: sink) }
        } catch {
            // A JSON report is closed around the error so it still parses; other formats are discarded,
            // leaving any earlier report in place.
            progress.finish()
            if let json = writer as? JSONReportWriter {
                json.abort(error: "\(error)", sink: sink)
                try sink.commit()
            } else {
                sink.discard()
            }
            throw error
        }
        progress.finish()
        writer.end(summary: summary, sink: sink)
        try sink.commit()
        let rate = summary.seconds > 0 ? Double(summary.strings) / summary.seconds : 0
        Terminal.note("labelfit: \(summary.strings) strings in \(summary.files) catalogs, \(summary.errors) errors, \(summary.warnings) warnings"
            + (summary.baselined > 0 ? ", \(summary.baselined) baselined" : "")
            + (summary.catalogErrors > 0 ? ", \(summary.catalogErrors) catalog errors" : "")
            + " (\(Int(rate)) strings/s)")
        return ExitCode(rawValue: summary.exitCode) ?? .inputError
    }
}

/// A one-line progress bar with count and rate, redrawn in place on stderr; shown only for runs that
/// last more than half a second, so short runs stay silent.
final class ProgressBar {
    let enabled: Bool
    let started = Date()
    var drawn = false

    init(enabled: Bool) { self.enabled = enabled }

    func update(strings: Int, file: Int, files: Int) {
        guard enabled else { return }
        let elapsed = Date().timeIntervalSince(started)
        guard elapsed > 0.5 else { return }
        let width = 24
        let filled = files > 0 ? width * file / files : 0
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let rate = Int(Double(strings) / elapsed)
        FileHandle.standardError.write(Data("\r\(bar) \(file)/\(files) files  \(strings) strings  \(rate)/s ".utf8))
        drawn = true
    }

    func finish() {
        if drawn { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
