import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// An iOS app read: SwiftUI views and UIKit code in every `.swift` file (`SwiftLexer`, `CallSyntax`,
/// `SwiftUITextReader`, `UIKitCodeUses`), storyboard and xib labels (`StoryboardReader`), and the Swift
/// RTL rules. A file that cannot be read is a located error; every other file is still read.
public struct AppleAnalysis: Sendable {
    public var uses: [TextUse] = []
    /// The Swift RTL rules' findings (`AppleRTLRules`), before an app-wide forced left-to-right holds
    /// any back (`rtlFindings`).
    public var findings: [LayoutRuleFinding] = []
    /// Per finding in `findings`: whether it is about SwiftUI's layout (else UIKit's).
    var findingIsSwiftUI: [Bool] = []
    /// Where the app forces left-to-right on all of UIKit or SwiftUI.
    var forced = ForcedLeftToRight()
    public var diagnostics: [LabelFitError] = []
    public var referencedKeys = Set<String>()
    /// Storyboard keys (`<id>.text`) with the Base text Interface Builder holds: the English side
    /// when no `en.lproj` table exists (Base Internationalization).
    public var storyboardText: [String: String] = [:]
    /// Storyboard and xib keys named by Interface Builder object ids (`<id>.text`), with the strings
    /// table Base Internationalization looks them up in: the file's base name.
    var storyboardIDKeys: [String: String] = [:]
    /// Storyboard labels with `textAlignment="left|right"`, by key, for the RTL rule.
    var storyboardAlignment: [String: SourceLocation] = [:]

    /// Interface Builder nests each view's `<subviews>` under the view, under scenes and objects: a
    /// storyboard's XML is about twice as deep as its views, deeper than catalogs' `maxNestingDepth`.
    static let maxStoryboardDepth = 512

    public init(files: AppSourceFiles, limits: ReadLimits = .default) {
        // Three passes: every file's declarations first (string enums, `String` members, imports, inspectable
        // properties), then the constants and SwiftGen accessors that use them, then the reading.
        var parsed: [ParsedSourceFile] = []
        var generated = SwiftGenStrings()
        var inspectable = InspectableLocalization()
        var controllers = ViewControllerClasses()
        var constants = ForcedLeftToRight.Constants()
        for file in files.swift {
            switch ParsedSourceFile.read(file, limits: limits, lexer: SwiftLexer.tokens) {
            case .failure(let e): diagnostics.append(e)
            case .success(let source):
                if source.tokens.contains(where: { $0.isIdentifier && ($0.text == "enum" || $0.text == "extension") }) { generated.readEnums(source.items) }
                generated.readImports(source.tokens)
                inspectable.read(source.tokens)
                controllers.read(source.tokens)
                constants.read(source.tokens, file: file)
                parsed.append(source)
            }
        }
        // Constants next: `"k".localized` in one needs the `String` members every file may declare.
        for source in parsed where source.tokens.contains(where: { $0.isIdentifier && ["tr", "NSLocalizedString", "localized"].contains($0.text) }) {
            generated.read(source.items, file: source.file)
        }
        // Interface Builder files before the code: a label the code fills through an outlet is laid
        // out as the storyboard or xib says (StoryboardReader.outlets).
        var ibLabels: [StoryboardReader.Label] = []
        var outletLabels: [String: [String: StoryboardReader.Label]] = [:]
        for file in files.interfaceBuilder {
            do {
                let bytes = try CatalogText.read(file, limits: limits)
                let root = try XMLElementNode.parse(bytes, file: file, maxDepth: max(limits.maxNestingDepth, Self.maxStoryboardDepth))
                let labels = StoryboardReader.labels(root, file: file, text: String(decoding: bytes, as: UTF8.self), inspectable: inspectable,
                                                     isController: controllers.isController)
                let byId = Dictionary(labels.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
                for (cls, props) in StoryboardReader.outlets(root) {
                    for (p, id) in props { if let l = byId[id] { outletLabels[cls, default: [:]][p] = l } }
                }
                ibLabels += labels
            } catch let e as LabelFitError {
                diagnostics.append(e)
            } catch {
                diagnostics.append(.invalidInput(SourceLocation(file: file), "\(error)"))
            }
        }
        var setByCode: [String: SourceLocation] = [:]
        for source in parsed {
            let (file, tokens, items) = (source.file, source.tokens, source.items)
            generated.file = file
            var reader = SwiftUITextReader(file: file)
            reader.generated = generated
            reader.read(items)
            uses += reader.uses
            referencedKeys.formUnion(reader.referencedKeys)
            // The outlets of the classes this file declares, when one property names one label.
            var outlets: [String: StoryboardReader.Label] = [:], clash = Set<String>()
            for k in 0..<max(0, tokens.count - 1) where tokens[k].text == "class" && tokens[k + 1].isIdentifier {
                for (p, l) in outletLabels[tokens[k + 1].text] ?? [:] {
                    if let other = outlets[p], other.key != l.key { clash.insert(p) } else { outlets[p] = l }
                }
            }
            for p in clash { outlets[p] = nil }
            let code = UIKitCodeUses.uses(items, tokens: tokens, file: file, generated: generated, outlets: outlets)
            uses += code.uses
            for (key, site) in code.outletsSet where setByCode[key] == nil { setByCode[key] = site }
            referencedKeys.formUnion(code.referenced)
            for chain in CallAssignment.chains(in: items) { if let (key, _) = generated.key(chain) { referencedKeys.insert(key) } }
            let localized = Set(CallAssignment.all(in: items).filter { $0.property == "text" && SwiftLocalizedKey.key($0.value, literalIsKey: false, generated: generated) != nil }.map(\.receiver))
            for f in AppleRTLRules.findings(items, tokens: tokens, file: file, localizedReceivers: localized) {
                findings.append(f.finding)
                findingIsSwiftUI.append(f.swiftUI)
            }
            forced.readSwift(tokens, file: file, constants: constants)
        }
        forced.readSwiftUI(parsed.filter { $0.tokens.contains { $0.text == "layoutDirection" || $0.text == "rootView" || $0.text == "WindowGroup" || $0.text == "modifier" } }
                                 .map { ($0.file, $0.tokens) }, constants: constants)
        // Objective-C only for the UIKit appearance forcing; a file that does not name it is not lexed.
        for file in files.objectiveC {
            do {
                let bytes = try CatalogText.read(file, limits: limits)
                let text = String(decoding: bytes, as: UTF8.self)
                guard text.contains("UISemanticContentAttributeForceLeftToRight") else { continue }
                forced.readObjectiveC(try SourceLexer.tokens(text, rules: .objectiveC), file: file, constants: constants)
            } catch let e as LabelFitError {
                diagnostics.append(e)
            } catch let e as SourceLexer.Failure {
                diagnostics.append(.invalidInput(SourceLocation(file: file, line: e.line, column: e.column), e.reason))
            } catch {
                diagnostics.append(.invalidInput(SourceLocation(file: file), "\(error)"))
            }
        }
        for var label in ibLabels {
            // The storyboard's text of a label the code fills is a placeholder, not what the user sees.
            if let site = setByCode[label.key] { label.use.constraint.notASite = "code sets this label's text (\(site))" }
            uses.append(label.use)
            referencedKeys.insert(label.key)
            if let t = label.englishText { storyboardText[label.key] = t }
            if Self.isObjectIDKey(label.key) { storyboardIDKeys[label.key] = URL(fileURLWithPath: label.use.site.file).deletingPathExtension().lastPathComponent }
            if let line = label.textAlignmentLine { storyboardAlignment[label.key] = SourceLocation(file: label.use.site.file, line: line) }
        }
    }

    /// The RTL findings: the Swift rules' and the storyboards', with those about a framework the app
    /// forces left to right held back and counted in one `forced-ltr` finding per forcing, as Android's
    /// are in `rtl-supports-rtl` (nothing mirrors there yet, so they change nothing until the forcing
    /// goes). `catalogsTranslate`: the app's catalogs hold the target locale, so the forcing lays a
    /// translation out.
    func rtlFindings(translated: Set<String>, catalogsTranslate: Bool) -> [LayoutRuleFinding] {
        var out: [LayoutRuleFinding] = []
        var held: [Bool: [String: Int]] = [:]
        for (f, swiftUI) in zip(findings, findingIsSwiftUI) + storyboardFindings(translated: translated).map({ ($0, false) }) {
            if (swiftUI ? forced.swiftUI : forced.uikit).isEmpty || !catalogsTranslate { out.append(f) } else { held[swiftUI, default: [:]][f.rule, default: 0] += 1 }
        }
        guard catalogsTranslate else { return out }
        for (swiftUI, sites) in [(false, forced.uikit), (true, forced.swiftUI)] {
            let counts = held[swiftUI] ?? [:]
            let total = counts.values.reduce(0, +)
            let list = counts.keys.sorted().map { "\($0) \(counts[$0]!)" }.joined(separator: ", ")
            for s in sites {
                out.append(LayoutRuleFinding(rule: Rule.forcedLtr.id, severity: .warning, site: s.site,
                    message: "\(s.note) forces \(swiftUI ? "the SwiftUI views under that root" : "every UIKit view") left to right: the Arabic is laid out left to right"
                        + (total == 0 ? "" : "; \(total) right-to-left finding\(total == 1 ? "" : "s") about \(swiftUI ? "SwiftUI" : "UIKit") views (\(list)) \(total == 1 ? "is" : "are") held back until it is removed")
                        + (swiftUI && !forced.unforcedRoots.isEmpty ? "; \(forced.unforcedRoots.count) other SwiftUI root\(forced.unforcedRoots.count == 1 ? " is" : "s are") not forced (\(forced.unforcedRoots.prefix(3).map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line ?? 0)" }.joined(separator: ", "))\(forced.unforcedRoots.count > 3 ? ", …" : ""))" : "")))
            }
        }
        return out
    }

    /// `abc-12-xyz.text`: the key Interface Builder's object id gives a property (ids are three, two and
    /// three letters or digits joined by `-`), not a key an inspectable property names.
    static func isObjectIDKey(_ key: String) -> Bool {
        let parts = key.split(separator: ".", maxSplits: 1)
        guard parts.count == 2 else { return false }
        let id = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        return id.map(\.count) == [3, 2, 3] && id.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// `rtl-physical-text-alignment` for storyboard labels whose text is translated.
    func storyboardFindings(translated: Set<String>) -> [LayoutRuleFinding] {
        storyboardAlignment.filter { translated.contains($0.key) }.sorted { $0.value.description < $1.value.description }.map {
            LayoutRuleFinding(rule: Rule.rtlPhysicalTextAlignment.id, severity: "warning", site: $0.value,
                              message: "textAlignment=\"left|right\" on a translated label does not follow the layout direction: use Natural")
        }
    }
}
