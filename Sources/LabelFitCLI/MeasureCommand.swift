import Foundation
import LabelFitCore
import LabelFitRender
import LabelFitReports

/// `labelfit measure`: one pair, lone strings, or many lines from standard input.
struct MeasureCommand: Command {
    static let name = "measure"
    static let options: [OptionSpec] = [
        OptionSpec("en", .text("text"), "The source (English) string"),
        OptionSpec("ar", .text("text"), "The target (Arabic) string"),
        OptionSpec("source-locale", .text("tag"), default: "en", "Locale of the source string"),
        OptionSpec("target-locale", .text("tag"), default: "ar", "Locale of the target string"),
    ] + LayoutArguments.specs + [
        .choice("format", MeasureFormat.self, default: .text, "Output; jsonl writes one record per input line as it goes, svg draws the target, or the lone string"),
        .choice("detail", MeasureOutputDetail.self, default: .summary, "JSON and JSON Lines: full adds each string's per-line and per-run breakdown"),
        .flag("pretty", "Indented JSON (the default only when standard output is a terminal)"),
        OptionSpec("max-string-length", .number("n", NumberRanges.stringLength), default: "20000", "Longest string accepted, in characters"),
        helpOption,
    ]

    static let usage = "labelfit measure [--en TEXT] [--ar TEXT] [TEXT ...] [options]   (or lines on stdin: en<TAB>ar or one string)"
    static let brief = "Measure one pair, lone strings, or lines from stdin"
    static let summary = """
        Shapes each string with HarfBuzz and the real fonts and reports its width, growth against English,
        ink against the line box, clipping, the smallest safe line-height, lines, and what an ellipsis cuts.
        Exit 0 when every string fits or wraps, 1 when one clips or is truncated or has characters no font
        covers, 2 on usage or input errors.
        """

    let args: ParsedArguments
    let registry: FontRegistry

    static func run(_ args: ParsedArguments) throws -> ExitCode {
        try MeasureCommand(args: args, registry: try FontRegistry.configured()).run()
    }

    func run() throws -> ExitCode {
        let format = (args.choice("format", as: MeasureFormat.self) ?? .text).rawValue
        let maxScalars = args.int("max-string-length") ?? InputText.defaultMaxScalars
        let profile = LayoutArguments.profile(args) ?? .web
        let sourceLocale = args.value("source-locale") ?? "en"
        let targetLocale = args.value("target-locale") ?? "ar"
        // Each side's default stack is the one the platform draws its locale with (Urdu on UIKit: Nastaliq).
        let platform = try LayoutArguments.platform(args)
        let (sourceOptions, targetOptions) = try LayoutArguments.apply(args, to: MeasureOptions.defaults(for: profile, platform: platform, locale: sourceLocale),
                                                                       target: MeasureOptions.defaults(for: profile, platform: platform, locale: targetLocale))
        if let note = profile.fontNote(locale: targetLocale), args.value("font") == nil, args.value("target-font") == nil { Terminal.note("labelfit: note: \(note)") }
        // Font names are checked before any text, so a typo is one clear error rather than one per line.
        _ = try registry.faces(for: sourceOptions.fontStack)
        _ = try registry.faces(for: targetOptions.fontStack)

        let detail: MeasureDetail = args.choice("detail", as: MeasureOutputDetail.self) == .full ? .full : .summary
        let pretty = args.has("pretty") || Terminal.stdoutIsTTY
        var inputs: [(line: Int?, item: Result<(String?, String?), LabelFitError>)] = []
        if args.value("en") != nil || args.value("ar") != nil {
            inputs.append((nil, .success((args.value("en"), args.value("ar")))))
        }
        for text in args.positional {
            inputs.append((nil, .success(Self.split(lone: text, sourceLocale: sourceLocale))))
        }
        let fromStdin = inputs.isEmpty
        if fromStdin && Terminal.stdinIsTTY {
            throw LabelFitError.usage("nothing to measure: give --en/--ar, a string, or lines on stdin (see --help)")
        }

        let measurer = Measurer(registry: registry)
        if format == "svg" {
            guard let first = inputs.first, let (en, ar) = try? first.item.get(), let text = ar ?? en else {
                throw LabelFitError.usage("--format svg draws one string: give --ar or --en")
            }
            let renderer = LabelRenderer(measurer: measurer)
            let options = ar != nil ? targetOptions : sourceOptions
            var svg = try renderer.svg(text, locale: ar != nil ? targetLocale : sourceLocale, options: options)
            // The drawing names its stand-in fonts too, in a `<desc>` (SVG 2 §5.9: text alternatives).
            let standIns = standInFonts([options.fontStack], profile: profile)
            if !standIns.isEmpty, svg.hasSuffix("</svg>") {
                svg.removeLast("</svg>".count)
                svg += "<desc class=\"stand-in-fonts\">\(LabelRenderer.escape(StandIn.line(standIns)))</desc></svg>"
            }
            print(svg)
            return .pass
        }
        try sourceOptions.validate()
        try targetOptions.validate()
        let sourceFaces = try registry.faces(for: sourceOptions.fontStack)
        let targetFaces = try registry.faces(for: targetOptions.fontStack)
        let output = MeasureOutput(format: format, pretty: pretty, detail: detail, version: LabelFitVersion.string,
                                   settings: RunSettings(source: sourceOptions, target: targetOptions, profile: profile.rawValue))
        var anyError = false, finding = false

        func measure(_ line: Int?, _ item: Result<(String?, String?), LabelFitError>) {
            let location = SourceLocation(file: line == nil ? "<argument>" : "<stdin>", line: line)
            let error: String
            do {
                let (en, ar) = try item.get()
                if let en { try InputText.check(en, at: location, maxScalars: maxScalars) }
                if let ar { try InputText.check(ar, at: location, maxScalars: maxScalars) }
                // Runs only when the records show them; fonts always (`fonts_used`).
                let depth: MeasureDetail = detail == .full ? .full : .fonts
                let source = en.map { measurer.measure($0, locale: sourceLocale, options: sourceOptions, faces: sourceFaces, detail: depth) }
                let target = ar.map { measurer.measure($0, locale: targetLocale, options: targetOptions, faces: targetFaces, detail: depth) }
                // Field by field through optional chaining, which reads in place (binding a whole
                // measurement copies it); then both are moved into the output.
                if (source?.verdict).map({ $0 >= .truncates }) ?? false || source?.missing.isEmpty == false
                    || (target?.verdict).map({ $0 >= .truncates }) ?? false || target?.missing.isEmpty == false {
                    finding = true
                }
                output.write(inputLine: line, source: source, target: target)
                return
            } catch let e as LabelFitError {
                error = e.description
            } catch let e {
                error = "\(e)"
            }
            anyError = true
            Terminal.error(error)
            output.write(MeasureResult(inputLine: line, error: error))
        }

        for input in inputs { measure(input.line, input.item) }
        if fromStdin {
            // Streamed: one line read, measured and written at a time, so memory stays flat however
            // long the input; what is written reaches the reader whenever the input pauses.
            var lines = InputLines(maxScalars: maxScalars)
            while let (number, text) = lines.nextSplitAtTab(beforeWaiting: { output.flush() }) {
                // At the first tab (a tab is always a grapheme of its own, so this is where splitting
                // the Characters would cut); a line without one is a lone string.
                measure(number, text.map { before, after in
                    guard let after else { return Self.split(lone: before, sourceLocale: sourceLocale) }
                    return (before, after)
                })
            }
        }
        output.finish(standIns: standInFonts([sourceOptions.fontStack, targetOptions.fontStack], profile: profile))
        if anyError { return .inputError }
        return finding ? .findings : .pass
    }

    /// The stacks' platform stand-ins, then those fallback drew with (`FontRegistry.fallbackStandIns`).
    func standInFonts(_ stacks: [FontStack], profile: Profile) -> [StandIn] {
        var standIns: [StandIn] = []
        for stack in stacks {
            for s in StandIn.platform(profile: profile, families: stack.families) where !standIns.contains(s) { standIns.append(s) }
        }
        for s in registry.fallbackStandIns where !standIns.contains(s) { standIns.append(s) }
        return standIns
    }

    /// A lone string goes to the target side when it is Arabic, else to the source side.
    static func split(lone text: String, sourceLocale: String) -> (String?, String?) {
        InputText.guessLocale(text) == "ar" ? (nil, text) : (text, nil)
    }
}
