import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore
import LabelFitReports
import LabelFitSession

/// `labelfit recommend`: the line-height and row height a catalog needs, per font.
struct RecommendCommand: Command {
    static let name = "recommend"
    static let options: [OptionSpec] = [
        OptionSpec("config", .text("file"), default: "labelfit.json here or in a parent folder", "Configuration file"),
        OptionSpec("fonts", .text("list"), default: "each bundled Arabic family", "Target font stacks to compare, separated by ';'"),
        .choice("format", RecommendFormat.self, default: .text, "Output"),
        .flag("by-platform", "One table: the smallest clip-free line-height on each platform (Android View, Compose, UIKit, Flutter, web per browser platform) at its usual device scale; sets each platform's profile and web platform itself, so --profile and --web-platform are not used"),
        OptionSpec("source-locale", .text("tag"), default: "from config, else en", "Source locale"),
        OptionSpec("target-locale", .text("tag"), default: "from config, else ar", "Target locale"),
        ConfigurationFile.allowOutsideTree,
        helpOption,
    ] + LayoutArguments.specs.filter { !["font", "source-font", "target-font", "line-height"].contains($0.name) }

    static let usage = "labelfit recommend [PATH ...] [--fonts \"A; B\"] [--profile P] [--size N] [options]"
    static let brief = "The line-height and row height a catalog needs, per font and profile, and the strings that decide them"
    static let summary = """
        For each target font stack (default: every bundled Arabic family on its own), under the profile's
        line model: the smallest line-height (unitless to 0.01, and whole px) at which no translation clips,
        the row min-block-size that holds the tallest translation at that line-height, and the strings that
        decide each figure.
        """

    let args: ParsedArguments

    static func run(_ args: ParsedArguments) throws -> ExitCode { try RecommendCommand(args: args).run() }

    func run() throws -> ExitCode {
        let cwd = FileManager.default.currentDirectoryPath
        var (config, _) = try ConfigurationFile.load(args, cwd: cwd)
        ConfigurationFile.noteRefusals(config)
        if let p = LayoutArguments.profile(args) { config.profile = p }
        config.platform = try LayoutArguments.platform(args, base: config.platform)
        if let v = args.value("source-locale") { config.sourceLocale = v }
        if let v = args.value("target-locale") { config.targetLocale = v }
        let format = (args.choice("format", as: RecommendFormat.self) ?? .text).rawValue
        var paths = args.positional
        if paths.isEmpty { paths = config.catalogs.map(config.resolve) }
        guard !paths.isEmpty else { throw LabelFitError.usage("no catalogs: give paths, or list them under \"catalogs\" in labelfit.json") }

        let registry = try FontRegistry.configured()
        // The check `check` runs on the same configuration and options: the same strings, filled and measured alike.
        let session = try CheckSession(config: config, measurer: Measurer(registry: registry), root: cwd) { source, target in
            let applied = try LayoutArguments.apply(args, to: source, target: target)
            source = applied.source
            target = applied.target
        }
        let weight = session.plan.baseOptions.target.fontStack.weight
        let stacks: [FontStack]
        if let list = args.value("fonts") {
            stacks = try list.split(separator: ";").map { try FontStack(parsing: String($0), weight: weight) }
        } else {
            var families: [String] = []
            for f in registry.manifest.fonts where f.family.contains("Arabic") || f.family == "Amiri" {
                if !families.contains(f.family) { families.append(f.family) }
            }
            stacks = families.map { FontStack(families: [$0], weight: weight) }
        }
        for s in stacks { _ = try registry.faces(for: s) }
        let recommender = Recommender(runner: session.runner)
        let entries = try recommender.entries(paths: paths)
        if args.has("by-platform") { return try byPlatform(recommender: recommender, entries: entries, stacks: stacks, json: format == "json") }
        let results = try stacks.map { try recommender.recommend(entries: entries, stack: $0) }

        // A stack with no clip-free line-height is a finding, not an answer (JSON says `found: false`).
        let exit: ExitCode = results.contains { !$0.minLineHeight.found } ? .findings : .pass
        if format == "json" {
            print(try JSONOutput.string(["recommendations": results]))
            return exit
        }
        var anyLineHeight = false
        for r in results {
            let lh = r.minLineHeight
            print("\(r.font) — \(r.profile)" + (r.platform.map { " (\($0))" } ?? "") + ", device scale \(fmt(r.deviceScale)), \(fmt(r.sizePx))px, \(r.strings) strings")
            guard lh.found else {
                print("  no clip-free line-height up to \(fmt(lh.unitless)) × the size (\(fmt(lh.px))px): still clips there")
                for d in r.lineHeightDeciders.prefix(3) { print("    still clipping: \(ControlCharacters.escaped("\(d.key) «\(d.text)» at \(d.location)"))") }
                continue
            }
            if lh.unitless <= 0.01 {
                anyLineHeight = true
                print("  line-height: any (≥ 0.01; whole px ≥ \(lh.wholePx)px)")
            } else {
                print("  line-height ≥ \(fmt(lh.unitless)) (\(fmt(lh.px))px); whole px ≥ \(lh.wholePx)px")
            }
            for d in r.lineHeightDeciders.prefix(3) { print("    decided by \(ControlCharacters.escaped("\(d.key) «\(d.text)» at \(d.location)"))") }
            print("  min-block-size ≥ \(fmt(r.minBlockSizePx))px at that line-height"
                  + (r.blockSizeDeciders.isEmpty ? " (the configured minimum already holds every translation)" : ""))
            for d in r.blockSizeDeciders.prefix(3) { print("    decided by \(ControlCharacters.escaped("\(d.key) «\(d.text)» at \(d.location)"))") }
        }
        if anyLineHeight { print(Self.anyExplanation) }
        if exit == .findings { print("Some stacks have no clip-free line-height: their marks reach past the line box at every height searched.") }
        return exit
    }

    static let anyExplanation = "any: the line-height never shrinks these lines (Android View puts it below every line but the last; Compose's default Trim.Both leaves a single line alone)"

    /// The same strings and fonts under every platform's line model: the answer differs by platform.
    private func byPlatform(recommender: Recommender, entries: [CatalogEntry], stacks: [FontStack], json: Bool) throws -> ExitCode {
        let given = args.double("device-scale")
        var rows: [[String: String]] = []
        var jsonRows: [PlatformRecommendation] = []
        for stack in stacks {
            for target in PlatformTarget.all {
                let r = try recommender.recommend(entries: entries, stack: stack) { target.apply(to: &$0, deviceScale: given) }
                let scale = given ?? target.deviceScale
                jsonRows.append(PlatformRecommendation(platform: target.name, profile: target.profile.rawValue,
                                                       webPlatform: target.webPlatform?.rawValue, deviceScale: scale,
                                                       font: r.font, sizePx: r.sizePx, strings: r.strings, minLineHeight: r.minLineHeight,
                                                       decidedBy: r.lineHeightDeciders.first.map { "\($0.key) «\($0.text)»" }))
                let lh = r.minLineHeight
                rows.append(["font": r.font, "platform": target.name, "scale": fmt(scale),
                             "lh": !lh.found ? "> \(fmt(lh.unitless))" : lh.unitless <= 0.01 ? "any" : fmt(lh.unitless), "px": fmt(lh.px), "whole": "\(lh.wholePx)",
                             "by": r.lineHeightDeciders.first.map { "\($0.key) «\($0.text)»" } ?? ""])
            }
        }
        let exit: ExitCode = jsonRows.contains { !$0.minLineHeight.found } ? .findings : .pass
        if json {
            print(try JSONOutput.string(["by_platform": jsonRows]))
            return exit
        }
        print("Smallest clip-free line-height by platform (same fonts and size everywhere; device scale: each platform's usual one unless --device-scale)")
        let headers = ["font": "font", "platform": "platform", "scale": "scale", "lh": "line-height", "px": "px", "whole": "whole px", "by": "decided by"]
        let columns = ["font", "platform", "scale", "lh", "px", "whole", "by"]
        let widths = columns.map { c in ([headers[c]!] + rows.map { $0[c]! }).map(\.count).max()! }
        func line(_ r: [String: String]) -> String {
            zip(columns, widths).map { c, w in r[c]!.padding(toLength: w, withPad: " ", startingAt: 0) }.joined(separator: "  ")
        }
        print(line(headers))
        for r in rows { print(line(r)) }
        if rows.contains(where: { $0["lh"] == "any" }) { print(Self.anyExplanation) }
        if exit == .findings { print("> N: no clip-free line-height up to N × the size; the marks still clip there.") }
        return exit
    }

    private func fmt(_ v: Double) -> String { DecimalText.rounded(v) }
}
