import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// An iOS app read: SwiftUI views and UIKit code in every `.swift` file (`SwiftLexer`, `CallSyntax`,
/// `SwiftUITextReader`, `UIKitCodeUses`), storyboard and xib labels (`StoryboardReader`), and the Swift
/// RTL rules. A file that cannot be read is a located error; every other file is still read.
public struct AppleAnalysis: Sendable {
    public var uses: [TextUse] = []
    public var findings: [LayoutRuleFinding] = []
    public var diagnostics: [LabelFitError] = []
    public var referencedKeys = Set<String>()
    /// Storyboard keys (`<id>.text`) with the Base text Interface Builder holds: the English side
    /// when no `en.lproj` table exists (Base Internationalization).
    public var storyboardText: [String: String] = [:]
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
        for file in files.swift {
            switch ParsedSourceFile.read(file, limits: limits, lexer: SwiftLexer.tokens) {
            case .failure(let e): diagnostics.append(e)
            case .success(let source):
                if source.tokens.contains(where: { $0.isIdentifier && ($0.text == "enum" || $0.text == "extension") }) { generated.readEnums(source.items) }
                generated.readImports(source.tokens)
                inspectable.read(source.tokens)
                controllers.read(source.tokens)
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
            findings += AppleRTLRules.findings(items, tokens: tokens, file: file, localizedReceivers: localized)
        }
        for var label in ibLabels {
            // The storyboard's text of a label the code fills is a placeholder, not what the user sees.
            if let site = setByCode[label.key] { label.use.constraint.notASite = "code sets this label's text (\(site))" }
            uses.append(label.use)
            referencedKeys.insert(label.key)
            if let t = label.englishText { storyboardText[label.key] = t }
            if let line = label.textAlignmentLine { storyboardAlignment[label.key] = SourceLocation(file: label.use.site.file, line: line) }
        }
    }

    /// `rtl-physical-text-alignment` for storyboard labels whose text is translated.
    func storyboardFindings(translated: Set<String>) -> [LayoutRuleFinding] {
        storyboardAlignment.filter { translated.contains($0.key) }.sorted { $0.value.description < $1.value.description }.map {
            LayoutRuleFinding(rule: Rule.rtlPhysicalTextAlignment.id, severity: "warning", site: $0.value,
                              message: "textAlignment=\"left|right\" on a translated label does not follow the layout direction: use Natural")
        }
    }
}
