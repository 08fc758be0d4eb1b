import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitLayout
import LabelFitReports
import LabelFitSession

extension LimitsFormat: ClosedSet {}

/// `labelfit limits`: per key, the pixel width and lines a translation must fit where the app shows
/// it, written for translators' tools (Weblate flags, a gettext template with them, XLIFF maxwidth, CSV
/// for Crowdin and Lokalise), so a translator sees the real limit while typing.
struct LimitsCommand: Command {
    static let name = "limits"
    static let options: [OptionSpec] = [
        OptionSpec("config", .text("file"), default: "labelfit.json here or in a parent folder", "Configuration file").short("c"),
        OptionSpec.choice("format", LimitsFormat.self, default: .weblate, "weblate (key, tab, flags), po (a template with #, flags), xliff (maxwidth in pixels), csv (Crowdin, Lokalise)").short("f"),
        OptionSpec("output", .text("file"), "Write to a file (atomically) instead of stdout").short("o"),
        OptionSpec("source-locale", .text("tag"), default: "from config, else en", "Source locale"),
        OptionSpec("target-locale", .text("tag"), default: "from config, else ar", "Target locale"),
        .flag("layout", "Read the app's sources under PATH as labelfit layout does: a key whose use has a decided width and line limit gets that limit (the strictest of its uses); the others the configuration's row"),
        ConfigurationFile.allowOutsideTree,
        helpOption,
    ] + LayoutArguments.specs

    static let usage = "labelfit limits [PATH ...] [--format weblate|po|xliff|csv] [options]"
    static let brief = "Per key, the width and lines a translation must fit, for translators' tools (Weblate flags, XLIFF, CSV)"
    static let documentation: String? = "docs/reference.md#labelfit-limits"
    static let summary = """
        For each string of the catalogs under PATH (default: the config's "catalogs"), the width in pixels the
        configuration's row leaves its text and the lines it may take (the row's max_lines, else
        thresholds.max_lines, else 1), at the configured font size: as Weblate flags (max-size:W:N,
        font-size), a gettext template carrying them, XLIFF maxwidth (size-unit pixel) or CSV with a
        character estimate. With --layout, a key shown by the app's sources under a width and a line limit
        that `labelfit layout` decides gets that limit instead. A key with no width is named on stderr,
        not written. Exit 0, or 2 on a usage or input error.
        """

    let args: ParsedArguments

    static func run(_ args: ParsedArguments) throws -> ExitCode { try LimitsCommand(args: args).run() }

    func run() throws -> ExitCode {
        let cwd = FileManager.default.currentDirectoryPath
        var (config, configPath) = try ConfigurationFile.load(args, cwd: cwd)
        ConfigurationFile.noteRefusals(config)
        if let p = LayoutArguments.profile(args) { config.profile = p }
        config.platform = try LayoutArguments.platform(args, base: config.platform)
        if let v = args.value("source-locale") { config.sourceLocale = v }
        if let v = args.value("target-locale") { config.targetLocale = v }
        var paths = args.positional
        if paths.isEmpty { paths = args.has("layout") ? ["."] : config.catalogs.map(config.resolve) }
        guard !paths.isEmpty else { throw LabelFitError.usage("no catalogs: give paths, or list them under \"catalogs\" in labelfit.json") }
        let session = try CheckSession(config: config, measurer: Measurer(registry: try FontRegistry.configured()), root: cwd) { source, target in
            (source, target) = try LayoutArguments.apply(args, to: source, target: target)
        }
        let runner = session.runner
        var limits: [StringLimit] = [], noWidth: [String] = [], errors = 0
        var fromLayout: [String: StringLimit] = [:]
        if args.has("layout") {
            var settings = LayoutSettings()
            if let path = configPath { settings = try LayoutSettings.load(path: path) }
            let report = try LayoutRun.run(paths: paths, runner: runner, profiles: settings.profiles, appleProfiles: settings.appleProfiles,
                                           platformBase: config.platform, root: cwd)
            for d in report.diagnostics { Terminal.note("labelfit limits: \(d)") }
            for l in Self.layoutLimits(report) {
                if let kept = fromLayout[l.key], Self.room(kept) <= Self.room(l) { continue }
                fromLayout[l.key] = l
            }
            Terminal.note("labelfit limits: \(fromLayout.count) keys have a width and line limit decided in the app's sources (labelfit layout)")
        }
        for job in try runner.jobs(paths: paths) {
            let read = runner.discovery.read(job)
            for d in read.diagnostics where d.severity == .error { Terminal.note("labelfit limits: \(d.description)"); errors += 1 }
            for entry in read.entries {
                // A key whose own settings do not read is named at its line; the other keys are still written.
                var sourceOptions: MeasureOptions, targetOptions: MeasureOptions, thresholds: Thresholds
                do { (sourceOptions, targetOptions, thresholds) = try session.plan.options(for: entry) } catch {
                    Terminal.note("labelfit limits: \(entry.targetLocation): '\(entry.key)': \(error)"); errors += 1; continue
                }
                let width: Double, lines: Int
                if let decided = fromLayout[entry.key] {
                    // The app's own constraint, at its text size (the mean advance below too).
                    (width, lines) = (decided.widthPx, decided.lines)
                    targetOptions.size = decided.fontSizePx
                    sourceOptions.size = decided.fontSizePx
                } else {
                    guard let w = targetOptions.row.availableWidthPx else { noWidth.append(entry.key); continue }
                    (width, lines) = (w, targetOptions.row.overflow == .wrap ? (targetOptions.row.maxLines ?? thresholds.maxLines ?? 1) : 1)
                }
                // The string's own mean advance: its translation's, else its English's.
                let measured = entry.target.flatMap { t in try? runner.measurer.measure(t, locale: config.targetLocale, options: targetOptions) }
                    ?? entry.source.flatMap { s in try? runner.measurer.measure(s, locale: config.sourceLocale, options: sourceOptions) }
                let characters = measured.flatMap { m in m.characters > 0 && m.widthPx > 0 ? Int((width * Double(lines) / (m.widthPx / Double(m.characters))).rounded(.down)) : nil }
                limits.append(StringLimit(key: entry.key, source: entry.source, widthPx: width, lines: lines, fontSizePx: targetOptions.size,
                                          fontFamily: targetOptions.fontStack.families.first ?? "", characters: characters))
            }
        }
        // One limit per string: a key and English read from several catalogs (a web and an Android
        // copy of one string) is written once, at the strictest of their rows.
        var merged: [String: Int] = [:], unique: [StringLimit] = []
        for l in limits {
            let id = l.key + "\u{0}" + (l.source ?? "")
            if let i = merged[id] {
                if (l.widthPx * Double(l.lines), l.widthPx) < (unique[i].widthPx * Double(unique[i].lines), unique[i].widthPx) { unique[i] = l }
            } else { merged[id] = unique.count; unique.append(l) }
        }
        limits = unique
        if !noWidth.isEmpty {
            Terminal.note("labelfit limits: \(noWidth.count) keys have no row width in the configuration (row.inline_size_px, devices or --width): not written: "
                          + noWidth.prefix(5).joined(separator: ", ") + (noWidth.count > 5 ? " (and \(noWidth.count - 5) more)" : ""))
        }
        let format = args.choice("format", as: LimitsFormat.self) ?? .weblate
        let sink = try ReportSink(path: args.value("output"))
        sink.write(format.document(limits, sourceLocale: config.sourceLocale))
        try sink.commit()
        Terminal.note("labelfit limits: \(limits.count) keys written")
        return errors > 0 ? .inputError : .pass
    }

    /// How much room a limit leaves, in ems: width over font size, times lines (to keep the strictest).
    static func room(_ l: StringLimit) -> Double { l.widthPx / max(l.fontSizePx, 1e-6) * Double(l.lines) }

    /// The limits `labelfit layout` decides: a use whose class is decided, whose width is exact (not
    /// only the most it could be) and whose lines are limited (`maxLines`, `singleLine`, an ellipsis).
    /// Widths and sizes are in dp (CSS px on the web, points on Apple platforms) at the deciding profile,
    /// the text size with its font scale, so the pair keeps the ratio the device draws.
    static func layoutLimits(_ report: LayoutReport) -> [StringLimit] {
        report.results.compactMap { r in
            guard r.cls != .unknown, let p = r.profile, let w = r.widthDp, let px = r.textSizePx, px > 0,
                  !r.use.constraint.widthIsUpperBound, let lines = r.use.constraint.maxLines?.value, lines > 0 else { return nil }
            return StringLimit(key: r.use.key, source: r.english, widthPx: w, lines: lines, fontSizePx: px / p.density,
                               fontFamily: "", characters: nil)
        }
    }
}
