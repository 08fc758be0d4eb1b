import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitLayout
import LabelFitReports
import LabelFitSession

/// `labelfit layout --format`.
enum LayoutFormat: String, ClosedSet {
    case table, json, jsonl, sarif, github, junit, gitlab

    /// The report in this format.
    func write(_ report: LayoutReport, version: String, sink: ReportSink) {
        switch self {
        case .table: sink.write(report.table())
        case .json: sink.write(report.json())
        case .jsonl: sink.write(report.jsonLines())
        case .sarif: LayoutSharedReports.sarif(report, version: version, sink: sink)
        case .github: LayoutSharedReports.github(report, sink: sink)
        case .junit: LayoutSharedReports.junit(report, sink: sink)
        case .gitlab: LayoutSharedReports.gitlab(report, sink: sink)
        }
    }
}

/// `labelfit layout`: where an app (Android Views and Compose, SwiftUI, UIKit, Flutter, web) shows each
/// translated string, under what constraint, and whether the Arabic is cut there where the English is
/// not (docs/layout.md).
struct LayoutCommand: Command {
    static let name = "layout"
    static let usage = "labelfit layout [PATH ...] [options]"
    static let brief = "Where an app (Android Views, Compose, SwiftUI, UIKit, Flutter, web) shows each string: its constraint, and whether the Arabic is cut there"
    static let documentation: String? = "docs/layout.md"
    static let summary = """
        Reads an Android app's layouts, menus, preference screens, styles, Kotlin/Java calls and Compose code, an iOS
        app's SwiftUI, UIKit and storyboards, and a Flutter app's widgets under PATH (default: the current
        folder), ties each string resource it shows to its constraint (maxLines,
        ellipsize, width, height, text size, library components), measures English and Arabic on each
        device profile (labelfit.json "layout.profiles", else 320/360/411 dp at font scale 1.0 and 1.3; SwiftUI/UIKit: 320/375/393/430 pt iPhones at Dynamic Type Large and xxxLarge) and
        reports arabic-only-cut (error), cut-in-both (warning), english-only-cut (note), fits, wraps,
        borderline or unknown, with the RTL rules. Web templates (.html, .vue, .svelte, Angular) are read
        with their CSS/SCSS: translation calls tied to elements, measured with the web line model
        (docs/layout-web.md). Findings in the baseline (the one check reads) are counted, not listed,
        and do not fail the run; --write-baseline records the current ones.
        Exit 0 pass, 1 an error finding not in the baseline, 2 usage or input error.
        """
    static let options: [OptionSpec] = [
        OptionSpec("config", .text("file"), default: "labelfit.json here or in a parent folder", "Configuration file"),
        .choice("format", LayoutFormat.self, default: .table, "Report format"),
        OptionSpec("output", .text("file"), "Write the report to a file (atomically) instead of stdout"),
        OptionSpec("source-locale", .text("tag"), default: "from config, else en", "Source locale"),
        OptionSpec("target-locale", .text("tag"), default: "from config, else ar", "Target locale"),
        OptionSpec("width-dp", .number("dp", NumberRanges.screenWidth), "Measure on one profile this wide (with --font-scale and --api) instead of the configured ones"),
        OptionSpec("font-scale", .number("scale", NumberRanges.fontScale), default: "1", "Font scale of the --width-dp profile"),
        OptionSpec("api", .number("level", NumberRanges.targetSdk), default: "34", "Device API level of the --width-dp profile (34+: the non-linear font-scale curve)"),
        OptionSpec("baseline", .text("file"), default: "the config's baseline, else labelfit-baseline.json beside the config; read if it exists",
                   "Accepted findings (the file check uses): counted, not listed in table and github reports"),
        .flag("no-baseline", "Ignore any baseline"),
        ConfigurationFile.allowOutsideTree,
        .flag("write-baseline", "Record every current finding in the baseline file, or --output FILE (check's entries there are kept), and exit"),
    ] + LayoutArguments.chromiumSpecs + [helpOption]

    static func run(_ args: ParsedArguments) throws -> ExitCode {
        let cwd = FileManager.default.currentDirectoryPath
        var (config, configPath) = try ConfigurationFile.load(args, cwd: cwd)
        var settings = LayoutSettings()
        if let path = configPath { settings = try LayoutSettings.load(path: path) }
        if let v = args.value("source-locale") { config.sourceLocale = v }
        if let v = args.value("target-locale") { config.targetLocale = v }
        if let w = args.double("width-dp") {
            settings.profiles = [DeviceProfile(widthDp: w, fontScale: args.double("font-scale") ?? 1, api: args.int("api") ?? 34)]
            settings.appleProfiles = settings.profiles
        } else if args.has("font-scale") || args.has("api") {
            throw LabelFitError.usage("--font-scale and --api describe the --width-dp profile: give --width-dp too")
        }
        let chromium = try LayoutArguments.chromium(args)
        let paths = args.positional.isEmpty ? ["."] : args.positional
        let session = try CheckSession(config: config, measurer: Measurer(registry: try FontRegistry.configured()), root: cwd)
        if args.has("write-baseline") && args.has("no-baseline") { throw LabelFitError.usage("--write-baseline and --no-baseline contradict each other") }
        let (baselinePath, baselineRefusal) = ConfigurationFile.baseline(args, config: config, configPath: configPath, cwd: cwd)
        if let refused = baselineRefusal {
            // Never replaced outside the tree; when only read, the run goes on without it.
            if args.has("write-baseline") && args.value("output") == nil { throw LabelFitError.invalidInput(refused.location, refused.message) }
            if !args.has("no-baseline") { config.pathRefusals.append(refused) }
        }
        // Read before the run, so a malformed baseline is an error before minutes of measuring.
        let baseline = args.has("write-baseline") || baselineRefusal != nil ? nil : try LayoutBaseline.read(args, path: baselinePath)
        var report = try LayoutRun.run(paths: paths, runner: session.runner, profiles: settings.profiles, appleProfiles: settings.appleProfiles, platformBase: config.platform, root: cwd, chromium: chromium)
        report.severities = settings.severity
        report.standInFonts = session.runner.standInFonts()
        report.diagnostics += config.pathRefusals.map { LabelFitError.invalidInput($0.location, $0.message) }
        if args.has("write-baseline") {
            // As `labelfit baseline --output FILE` writes elsewhere.
            let path = args.value("output") ?? baselinePath
            let count = try LayoutBaseline.write(report, path: path, cwd: cwd)
            Terminal.note("labelfit layout: baseline of \(count) findings over \(report.results.count) uses written to \(path)")
            return report.diagnostics.isEmpty ? .pass : .inputError
        }
        if let baseline { LayoutBaseline.apply(baseline, path: baselinePath, to: &report, paths: paths, cwd: cwd) }
        let sink = try ReportSink(path: args.value("output"))
        (args.choice("format", as: LayoutFormat.self) ?? .table).write(report, version: LabelFitVersion.string, sink: sink)
        try sink.commit()
        let share = report.keyShare
        let reported = report.reportedFindings()
        let baselined = reported.count(where: \.baselined)
        Terminal.note("labelfit layout: \(report.results.count) uses, \(share.tied) of \(share.used) used keys tied to a constraint, \(reported.count) findings"
            + (baseline == nil ? "" : ", \(baselined) baselined") + (report.diagnostics.isEmpty ? "" : ", \(report.diagnostics.count) input errors"))
        if let status = report.baselineStatus, status.stale > 0 { Terminal.note(BaselineFile.staleNote(status, command: "labelfit layout --write-baseline")) }
        if let note = report.linksOutsideNote { Terminal.note(note) }
        if report.checkedNothing && report.diagnostics.isEmpty {
            Terminal.note("labelfit layout: nothing checked under \(paths.joined(separator: ", ")): " + LayoutReport.nothingChecked)
        }
        return ExitCode(rawValue: report.exitCode) ?? .inputError
    }
}
