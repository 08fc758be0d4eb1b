import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitRender
import LabelFitReports
import LabelFitSession

/// `labelfit check` (and `labelfit baseline`): the batch QA job over catalogs.
struct CheckCommand: Command {
    static let name = "check"
    static let options: [OptionSpec] = [
        OptionSpec("config", .text("file"), default: "labelfit.json here or in a parent folder", "Configuration file").short("c"),
        OptionSpec.choice("format", ReportFormat.self, default: .table, "Report format").short("f"),
        OptionSpec("output", .text("file"), "Write the report to a file (atomically) instead of stdout").short("o"),
        OptionSpec("step-summary", .text("file"), default: "$GITHUB_STEP_SUMMARY, appended, when set", "Also write a Markdown summary of the run (docs/ci.md)"),
        OptionSpec.flag("quiet", "Table and GitHub output show errors only (the totals still count every finding)").short("q"),
        OptionSpec("max-warnings", .number("n", NumberRanges.maxWarnings), default: "from config, else no limit",
                   "Exit 1 when there are more warnings than this (baselined ones not counted)"),
        OptionSpec("exclude", .text("glob"), "Leave out catalog files matching this gitignore-style glob, relative to here (repeatable; config: exclude)").repeated(),
        ConfigurationFile.allowOutsideTree,
        .flag("follow-links-outside", "Follow symbolic links that lead out of the paths checked (off: they are skipped); each one followed is named on stderr"),
        OptionSpec("baseline", .text("file"), default: "the config's baseline, else labelfit-baseline.json beside the config; read if it exists", "Accepted findings: counted, not listed in table and github reports"),
        .flag("no-baseline", "Ignore any baseline"),
        OptionSpec("source-locale", .text("tag"), default: "from config, else en", "Source locale"),
        OptionSpec("target-locale", .text("tags"), default: "from config, else ar",
                   "Target locale, or several comma-separated (ar,fa,ur), each reported apart; ar also checks regional ar-SA, values-ar-rEG, ar_EG"),
        OptionSpec("max-growth", .number("ratio", NumberRanges.maxGrowth), "Finding when target px ÷ source px is above this"),
        OptionSpec("max-lines", .number("n", NumberRanges.maxLines), "Finding when the target takes more lines than this"),
        .choice("severity", Severity.self, default: nil, "Severity for every rule"),
        OptionSpec("max-string-length", .number("n", NumberRanges.stringLength), default: "20000", "Longest string read, in characters"),
        OptionSpec("max-file-size", .number("bytes", NumberRanges.fileBytes), default: "67108864", "Largest catalog file read"),
        OptionSpec("max-strings-per-file", .number("n", NumberRanges.stringsPerFile), default: "1000000", "Most strings taken from one file"),
        OptionSpec("max-depth", .number("n", NumberRanges.nestingDepth), default: "64", "Deepest JSON or XML nesting read"),
        .flag("strict-borderline", "Borderline clips (under half a device pixel) are errors, not warnings"),
        .flag("skip-not-final", "Leave out targets the catalog marks not final (needs-translation, fuzzy, needs_review)"),
        .flag("files", "The paths given are changed files: report only the catalogs among them, paired from the config's whole tree (pre-commit)"),
        .flag("progress", "Show progress on stderr even when it is not a terminal"),
        .flag("no-progress", "Never show progress"),
        helpOption,
    ] + LayoutArguments.specs.filter { $0.name != "max-lines" }
        + [OptionSpec("row-max-lines", .number("n", NumberRanges.maxLines), "Row layout: with wrap, cut after n lines with an ellipsis")]

    static let usage = "labelfit check [PATH ...] [options]  |  labelfit check --files FILE ..."
    static let brief = "Check localization catalogs against thresholds (the CI job)"
    static let summary = """
        Reads every catalog under PATH (default: the config's "catalogs"), pairs source and target strings,
        measures them with the configured fonts and row, and reports each that clips, truncates, grows or
        wraps past a threshold. Formats: .strings, .stringsdict, .xcstrings, Android strings.xml, XLIFF 1.2/2.0,
        .po, .mo, .arb, i18next/vue-i18n JSON, Qt .ts, .resx/.resw, CSV, TSV, Rails/Symfony/Hugo/vue-i18n YAML,
        Java .properties, Laravel PHP and JSON, Roundcube/DokuWiki/phpBB PHP arrays, Yii messages/*.php, Inno Setup .isl, Fluent .ftl, WebExtension
        messages.json/.yml, slang JSON, PHP INI (Textpattern, Joomla), Hugo TOML, moko-resources, VS Code
        l10n bundles and package.nls, Docusaurus i18n JSON, Magento i18n CSV, PrestaShop translations/*.php, Nextcloud l10n JSON, Shopify locales. crowdin.yml, .tx/config, .phrase.yml, inlang settings and l10n.toml
        pair files where they say. Each file's locale is read from the file, then its path. A file no format reads whose name
        says the target locale (ar.txt, arabic_egypt.txt, arabic.xml) is read by structure beside the source-locale file of its
        kind (en.txt, english.txt, english.xml), with a warning, else named as not read. Exit 0 when nothing is over threshold, 1 with
        findings, 2 on usage or input errors (a catalog that cannot be read, or a path with no target-locale
        string).
        """

    let args: ParsedArguments
    let writeBaseline: Bool

    static func run(_ args: ParsedArguments) throws -> ExitCode { try CheckCommand(args: args, writeBaseline: false).run() }

    /// A run that fails before its report begins (a configuration that does not read, a font that
    /// does not load) still writes a complete machine-readable document holding the error.
    func run() throws -> ExitCode {
        var reportBegun = false
        do {
            return try run(reportBegun: &reportBegun)
        } catch {
            if !reportBegun, !writeBaseline, let format = args.choice("format", as: ReportFormat.self),
               let document = FailureReport.document(format, error: error, version: LabelFitVersion.string),
               let sink = try? ReportSink(path: args.value("output")) {
                sink.write(document)
                try? sink.commit()
            }
            throw error
        }
    }

    private func run(reportBegun: inout Bool) throws -> ExitCode {
        let cwd = FileManager.default.currentDirectoryPath
        var (config, configPath) = try ConfigurationFile.load(args, cwd: cwd)
        if let p = try LayoutArguments.profile(args) { config.profile = p }
        config.platform = try LayoutArguments.platform(args, base: config.platform)
        if let v = args.value("source-locale") { config.sourceLocale = v }
        if let v = args.value("target-locale") { config.targetLocale = v }
        if let v = args.double("max-growth") { config.thresholds.maxGrowth = v }
        if let v = args.int("max-lines") { config.thresholds.maxLines = v }
        if let v = args.int("max-string-length") { config.maxStringLength = v }
        if let v = args.int("max-file-size") { config.maxFileBytes = v }
        if let v = args.int("max-strings-per-file") { config.maxStringsPerFile = v }
        if let v = args.int("max-depth") { config.maxNestingDepth = v }
        if let s = args.choice("severity", as: Severity.self) {
            config.thresholds.severity = ["*": s]
        }
        if args.has("strict-borderline") { config.thresholds.borderlineSeverity = .error }
        if args.has("skip-not-final") { config.skipNotFinal = true }
        if let v = args.int("max-warnings") { config.maxWarnings = v }
        var layoutArgs = args
        if let v = args.values["row-max-lines"] { layoutArgs.values["max-lines"] = v } else { layoutArgs.values["max-lines"] = nil }
        let reportFormat = args.choice("format", as: ReportFormat.self) ?? .table
        var paths = args.positional
        // `--files`: the positionals are the files a commit touches; the tree read for pairing is the
        // configuration's, so a changed Arabic file is still measured against its English.
        let changed = args.has("files") ? ChangedFiles(paths, workingFolder: cwd) : nil
        if changed != nil { paths = config.catalogs.map(config.resolve); if paths.isEmpty { paths = [cwd] } }
        if paths.isEmpty { paths = config.catalogs.map(config.resolve) }
        if paths.isEmpty, let refused = config.pathRefusals.first {
            throw LabelFitError.invalidInput(refused.location, refused.message)
        }
        if paths.isEmpty {
            throw LabelFitError.usage("no catalogs: give paths, or list them under \"catalogs\" in labelfit.json" + (configPath == nil ? " (none found)" : ""))
        }

        var accepted = Set<String>()
        let (baselinePath, baselineRefusal) = ConfigurationFile.baseline(args, config: config, configPath: configPath, cwd: cwd)
        if let refused = baselineRefusal {
            // Never replaced outside the tree; when only read, the run goes on without it.
            if writeBaseline && args.value("output") == nil { throw LabelFitError.invalidInput(refused.location, refused.message) }
            if !writeBaseline && !args.has("no-baseline") { config.pathRefusals.append(refused) }
        }
        var baseline: Baseline?
        if !writeBaseline, !args.has("no-baseline"), baselineRefusal == nil {
            if FileManager.default.fileExists(atPath: baselinePath) {
                baseline = try Baseline.load(path: baselinePath)
                accepted = baseline!.acceptedKeys(folder: BaselineFile.folder(of: baselinePath), root: cwd)
            } else if args.value("baseline") != nil { throw LabelFitError.io(path: baselinePath, reason: "no such baseline file") }
        }

        let locales = try CheckLocaleRuns(config: config, paths: paths, exclusion: PathExclusion(config: config, commandLine: args.all("exclude"), workingFolder: cwd),
                                          followLinksOutside: args.has("follow-links-outside"), changed: changed, accepted: accepted, root: cwd, reportFormat: reportFormat,
                                          registry: try FontRegistry.configured()) { source, target in
            (source, target) = try LayoutArguments.apply(layoutArgs, to: source, target: target)
        }
        // The locale being run: the HTML report draws each string with its own locale's plan.
        nonisolated(unsafe) var current = locales.runs[0]
        let plan = current.session.plan

        if writeBaseline {
            var all: [Finding] = []
            let summary = try locales.run(begin: { current = $0 }) { event in
                switch event {
                // A catalog error is an input error (exit 2) that no baseline accepts, so it is not recorded.
                case .catalogFinding(let f): if !(f.severity == .error && f.isInputError) { all.append(f) }
                case .string(let c): all += c.findings
                }
            }
            let path = args.value("output") ?? baselinePath
            let sink = try ReportSink(path: path)
            let written = BaselineFile.merged(Baseline(findings: all, root: cwd, folder: BaselineFile.folder(of: path)), family: .check, path: path)
            sink.write(try JSONOutput.string(written) + "\n")
            try sink.commit()
            Terminal.note("labelfit: baseline of \(all.count) findings over \(summary.strings) strings written to \(path)")
            return summary.catalogErrors > 0 ? .inputError : .pass
        }

        let sink = try ReportSink(path: args.value("output"))
        let color = args.value("output") == nil && Terminal.stdoutIsTTY && Terminal.colorAllowed
        let glyphs = LabelRenderer.SharedGlyphs()
        let renderer = LabelRenderer(measurer: current.session.runner.measurer, sharedGlyphs: glyphs)
        let made = reportFormat.makeWriter(color: color, version: LabelFitVersion.string, render: { c in
            let plan = current.parts.plan(forReported: c.location.file)
            let entry = CatalogEntry(key: c.key, source: c.source?.text, target: c.target?.text, sourceLocation: nil,
                                     targetLocation: c.location, format: c.format)
            guard let (s, t, _) = try? plan.options(for: entry) else { return (nil, nil) }
            return (c.source.flatMap { try? renderer.drawingData($0.text, locale: plan.config.sourceLocale, options: s) },
                    c.target.flatMap { try? renderer.drawingData($0.text, locale: plan.config.targetLocale, options: t) })
        }, glyphs: glyphs)
        let writer = args.has("quiet") && (reportFormat == .table || reportFormat == .github) ? QuietReport(made) : made
        let progress = ProgressBar(enabled: !args.has("no-progress") && (args.has("progress") || Terminal.stderrIsTTY))
        let stepSummary = StepSummaryWriter.requested(path: args.value("step-summary"))
        let tracking = BaselineTracking(writer, hidesBaselined: BaselineTracking.hides(reportFormat))
        var settings = RunSettings(source: plan.baseOptions.source, target: plan.baseOptions.target, profile: config.profile.rawValue)
        let notes = locales.runs[0].parts.notes
        if !notes.isEmpty {
            settings.notes = notes
            for note in notes { Terminal.note("labelfit: " + note) }
        }
        reportBegun = true
        tracking.begin(settings: settings, sink: sink)
        var summary: CheckSummary
        do {
            summary = try locales.run(progress: progress.update, begin: { run in
                current = run
                (writer as? LocaleSections)?.beginLocale(run.locale, sink: sink)
            }, end: { _, totals in (writer as? LocaleSections)?.endLocale(totals, sink: sink) }) { event in
                // Without a baseline no finding is baselined (`accepted` is empty) and no entry can be
                // stale, so the tracking has nothing to note or hide: events go to the report directly.
                // Through it, each string's record was copied out of its event (callgrind: some 1,300
                // instructions and 25 reference counts a string).
                if baseline == nil { writer.write(event, sink: sink) } else { tracking.write(event, sink: sink) }
                stepSummary?.record(event)
            }
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
        if let baseline { summary.baseline = BaselineFile.status(baseline, path: baselinePath, tracking: tracking, root: cwd) }
        tracking.end(summary: summary, sink: sink)
        try sink.commit()
        try stepSummary?.finish(summary: summary)
        for job in locales.noTargets { Terminal.note("labelfit: " + job.target + ": " + (job.notice ?? "")) }
        let rate = summary.seconds > 0 ? Double(summary.strings) / summary.seconds : 0
        Terminal.note("labelfit: \(summary.strings) strings in \(summary.files) catalogs, \(summary.errors) errors, \(summary.warnings) warnings"
            + (summary.infos > 0 ? ", \(summary.infos) infos" : "")
            + (summary.baselined > 0 ? ", \(summary.baselined) baselined" : "")
            + (summary.catalogErrors > 0 ? ", \(summary.catalogErrors) catalog errors" : "")
            + (summary.noSource > 0 ? ", \(summary.noSource) with no source" : "")
            + (summary.untranslated > 0 ? ", \(summary.untranslated) untranslated or not final" : "")
            + (summary.skippedNotFinal > 0 ? ", \(summary.skippedNotFinal) not-final skipped" : "")
            + (summary.skippedPhrase.map { "; files: " + $0 } ?? "")
            + " (\(Int(rate)) strings/s)")
        if let status = summary.baseline, status.stale > 0 { Terminal.note(BaselineFile.staleNote(status)) }
        if let changed {
            let unread = changed.notCatalogs(locales.runs.flatMap(\.jobs))
            if !unread.isEmpty {
                Terminal.note("labelfit: --files: \(unread.count) of \(changed.files.count) files are not \(config.targetLocale) or source catalogs read here: "
                              + unread.prefix(5).joined(separator: ", ") + (unread.count > 5 ? " (and \(unread.count - 5) more)" : ""))
            }
        }
        if summary.strings == 0 && summary.catalogErrors == 0 && changed != nil {
            // A commit that touches no catalog with a target string has nothing to check: not an error.
            Terminal.note("labelfit: --files: no \(config.targetLocale) string among the files given")
            return .pass
        }
        if summary.strings == 0 && summary.catalogErrors == 0 {
            guard summary.files > 0, summary.warnings + summary.untranslated + summary.skippedNotFinal > 0 else {
                // A green run that measured nothing would hide a wrong path or locale.
                Terminal.note("labelfit: no \(config.targetLocale) string was measured: the catalogs found hold only other locales, templates or empty files")
                return .inputError
            }
            // A target catalog was read, so the path and locale are right: a shipped catalog whose entries
            // are all untranslated (a Kodi add-on's strings.po before its first translation, an empty
            // ar.json stub) is a state of the project, reported key by key, not an input error.
            Terminal.note("labelfit: no \(config.targetLocale) string was measured: the \(config.targetLocale) catalogs found hold no translated entry (each untranslated key is a warning)")
        }
        if summary.exitCode == 0, let max = config.maxWarnings, summary.warnings > max {
            Terminal.note("labelfit: \(summary.warnings) warnings, more than --max-warnings \(max)")
            return .findings
        }
        return ExitCode(rawValue: summary.exitCode) ?? .inputError
    }
}

extension CheckCommand {
    /// Every path named on the command line must lead to at least one target catalog; otherwise say
    /// why (exit 2) rather than pass having checked nothing.
    /// Returns, for each such path, a `.notRead` job whose reading is that error: the run goes on, so
    /// every report format is a complete document naming the path and the files it saw (each
    /// catalog-looking file not read is its own `.notRead` job with a warning).
    static func requireTargets(paths: [String], jobs: [CatalogDiscovery.Job], skipped: [CatalogDiscovery.Skip], discovery: CatalogDiscovery) -> [CatalogDiscovery.Job] {
        var out: [CatalogDiscovery.Job] = []
        for path in paths {
            let prefix = path.hasSuffix("/") ? path : path + "/"
            let under = { (f: String) in f == path || f.hasPrefix(prefix) }
            guard !jobs.contains(where: { $0.kind != .notRead && (under($0.target) || $0.moreTargets.contains(where: under)) }) else { continue }
            let reasons = skipped.filter { under($0.file) }
            let notRead = jobs.filter { $0.kind == .notRead && under($0.target) }.map(\.target)
            var message: String
            if reasons.isEmpty {
                message = "no catalog found (formats: .strings, .stringsdict, .xcstrings, values-*/strings.xml, .xlf, .po, .mo, .arb, i18next .json, .ts, .resx, .csv, .tsv, YAML, .properties, Laravel/PHP .php, .ftl, _locales/*/messages.json, slang .i18n.json, .ini, Hugo .toml, moko MR/, WPF .xaml, JS/TS locale modules, Symfony translations/*.php, Yii messages/*.php, Inno Setup .isl)"
            } else {
                let shown = reasons.prefix(3).map(\.description).joined(separator: "; ")
                message = "no \(discovery.targetLocale) catalog to check — \(shown)" + (reasons.count > 3 ? " (and \(reasons.count - 3) more)" : "")
            }
            if !notRead.isEmpty {
                message += "; files that look like catalogs but are not read: " + notRead.prefix(5).joined(separator: ", ") + (notRead.count > 5 ? " (and \(notRead.count - 5) more)" : "")
            }
            var job = CatalogDiscovery.Job(kind: .notRead, target: path, source: nil, explicit: true)
            job.notice = message
            job.noticeIsError = true
            out.append(job)
        }
        return out
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
        Terminal.writeStandardError("\r\(bar) \(file)/\(files) files  \(strings) strings  \(rate)/s ")
        drawn = true
    }

    func finish() {
        if drawn { Terminal.writeStandardError("\r\u{1B}[K") }
    }
}
