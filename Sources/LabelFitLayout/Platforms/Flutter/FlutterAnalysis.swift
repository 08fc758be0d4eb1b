import Foundation
import LabelFitCatalogs
import LabelFitCore

/// A Flutter app read: every `.dart` file (`DartLexer`, `CallSyntax`, `FlutterTextReader`) with its
/// RTL rules. A file that cannot be read is a located error; every other file is still read.
public struct FlutterAnalysis: Sendable {
    public var uses: [TextUse] = []
    public var findings: [LayoutRuleFinding] = []
    public var diagnostics: [LabelFitError] = []
    public var referencedKeys = Set<String>()

    public init(files: AppSourceFiles, limits: ReadLimits = .default) {
        // First every file's classes, so a call in one file follows a widget declared in another.
        var parsed: [(ParsedSourceFile, FlutterLocalizedKey)] = []
        var widgets = FlutterAppWidgets()
        var constants = DartConstants()
        // How the app reaches its localizations: l10n.yaml, the generated classes, then every file.
        var accessors = FlutterLookupAccessors()
        for file in files.flutterL10nConfigs {
            // Its size checked before it is read, as every source file's (ReadLimits).
            guard let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size <= limits.maxFileBytes,
                  let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            accessors.readConfig(text)
        }
        var sources: [ParsedSourceFile] = []
        for file in files.dart + files.generatedLocalizations {
            switch ParsedSourceFile.read(file, limits: limits, lexer: DartLexer.tokens) {
            case .failure(let e): diagnostics.append(e)
            case .success(let source): sources.append(source); accessors.readLookups(source.tokens)
            }
        }
        var theme = FlutterAppTheme()
        for source in sources { accessors.readMembers(source.tokens); theme.read(source.tokens, file: source.file) }
        let appFiles = Set(files.dart)
        for source in sources where appFiles.contains(source.file) {
            let keys = FlutterLocalizedKey(tokens: source.tokens, accessors: accessors)
            parsed.append((source, keys))
            constants.add(items: source.items)
            widgets.add(DartClassDeclaration.read(tokens: source.tokens, items: source.items), file: source.file, keys: keys)
        }
        // Generated files: their constants only (easy_localization's `LocaleKeys`), never their layout.
        for file in files.generatedDart {
            switch ParsedSourceFile.read(file, limits: limits, lexer: DartLexer.tokens) {
            case .failure(let e): diagnostics.append(e)
            case .success(let source): constants.add(items: source.items)
            }
        }
        var seen = Set<LayoutRuleFinding>()
        var found: [TextUse] = []
        for (source, keys) in parsed {
            var reader = FlutterTextReader(file: source.file, keys: keys, appWidgets: widgets, constants: constants, theme: theme)
            reader.read(source.items)
            found += reader.uses
            // A rule found in a widget's build is found again from each call that follows it: once.
            for f in reader.findings where seen.insert(f).inserted { findings.append(f) }
            referencedKeys.formUnion(reader.referencedKeys)
        }
        uses = Self.distinct(found)
    }

    /// One use per site and constraint. A widget's build is walked from its own file (its width
    /// then unknown: it comes from the callers) and once from every call that follows it: a site with
    /// a known width somewhere drops its unknown repeats; the same constraint reached by two paths is
    /// kept once; different widths at one site (a widget used in two places) are each kept.
    static func distinct(_ all: [TextUse]) -> [TextUse] {
        func site(_ u: TextUse) -> String { "\(u.site.file)\u{0}\(u.site.line ?? 0)\u{0}\(u.key)" }
        func shape(_ u: TextUse) -> String {
            let c = u.constraint
            return "\(String(describing: c.width?.value))|\(c.widthIsUpperBound)|\(String(describing: c.maxLines?.value))|\(String(describing: c.overflow?.value))|\(String(describing: c.textSizeSp?.value))|\(String(describing: c.fontWeight?.value))|\(c.autoSize != nil)|\(u.shownBy ?? "")"
        }
        var known = Set<String>()
        for u in all where u.constraint.width?.value.unknownReason == nil { known.insert(site(u)) }
        var seen = Set<String>(), unknownSeen = Set<String>()
        var out: [TextUse] = []
        for u in all {
            let s = site(u)
            if u.constraint.width?.value.unknownReason != nil {
                if known.contains(s) || !unknownSeen.insert(s).inserted { continue }
            } else if !seen.insert(s + "\u{0}" + shape(u)).inserted { continue }
            out.append(u)
        }
        return out
    }
}
