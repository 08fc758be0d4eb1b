import Foundation
import XCTest
import LabelFitTestSupport

/// `LabelFitLayout` is one module whose folders are layers; this test holds the one-way rule between
/// them, so that a newcomer can read one layer without the ones above it, and a platform can be added or
/// removed without touching another.
enum LayerRule {
    /// Each source folder (or loose file) and its layer; the longest matching prefix decides.
    static let layerOf: [(prefix: String, layer: String)] = [
        ("Syntax/", "Syntax"),
        ("Model/", "Model"),
        ("Walk/", "Walk"),
        ("Measure/", "Measure"),
        ("Platforms/Android/", "Android"),
        ("Platforms/Compose/", "Compose"),
        ("Platforms/Apple/", "Apple"),
        ("Platforms/Flutter/", "Flutter"),
        ("Platforms/Web/", "Web"),
        ("Report/", "Report"),
        ("LayoutRun.swift", "Run"), ("LayoutSettings.swift", "Run"),
    ]

    /// What each layer may use besides itself. Why this order:
    /// - Syntax (lexers, parsers, tokenizers of Kotlin, Swift, Dart, JavaScript, HTML, CSS, XML lines)
    ///   knows no layout: it can be read, fuzzed and bounded alone.
    /// - Model (uses, constraints, provenance, classes, device profiles, rule findings) is the
    ///   platform-neutral vocabulary every platform produces and measuring consumes; it stands alone.
    /// - Walk is how a platform's reader walks its sources (`WalkedSourceFiles` over `LabelFitCatalogs`'
    ///   `FileTreeWalk`, and the links it leaves out); it knows nothing of what it finds.
    /// - Measure turns the model into lines and classes (HarfBuzz through the core, Chromium's
    ///   readings): it knows the model, never a platform.
    /// - A platform turns its syntax into the model and uses no other platform, except that Android's
    ///   analysis reads the Compose code of the same project (Compose is Android; Compose itself reads
    ///   only Kotlin syntax into the model). Android's RTL rules read measured results and the web's
    ///   `--chromium` measures in a browser: those two use Measure.
    /// - Report writes results: the model and what Measure made of it.
    /// - Run ties a run together and may use everything.
    static let mayUse: [String: Set<String>] = [
        "Syntax": [],
        "Model": [],
        "Walk": [],
        "Measure": ["Model"],
        "Android": ["Syntax", "Model", "Walk", "Measure", "Compose"],
        "Compose": ["Syntax", "Model"],
        "Apple": ["Syntax", "Model", "Walk"],
        "Flutter": ["Syntax", "Model", "Walk"],
        "Web": ["Syntax", "Model", "Walk", "Measure"],
        "Report": ["Model", "Measure", "Walk"],
        "Run": ["Syntax", "Model", "Walk", "Measure", "Android", "Compose", "Apple", "Flutter", "Web", "Report"],
    ]

    /// Uses the rule allows one by one (file, type), each with why; the test fails when one is no longer
    /// needed, so this list only shrinks.
    static let allowed: [(file: String, type: String, why: String)] = [
        ("Platforms/Apple/AppSourceFiles.swift", "AndroidProject",
         "the Apple and Flutter source walk takes the Android project walk's file budget"),
        ("Platforms/Flutter/FlutterAnalysis.swift", "AppSourceFiles",
         "Flutter reads its Dart sources with the walk Apple's analysis uses"),
        ("Report/LayoutReport.swift", "LibraryStyles",
         "every report prints the version of the library style table its sizes came from"),
    ]

    static func layer(of path: String) -> String? {
        layerOf.filter { path.hasPrefix($0.prefix) }.max { $0.prefix.count < $1.prefix.count }?.layer
    }

    struct Use: Equatable, CustomStringConvertible {
        var file: String, line: Int, type: String, fileLayer: String, typeLayer: String, declaredIn: String
        var description: String { "\(file):\(line): \(fileLayer) uses \(type), declared in \(typeLayer) (\(declaredIn))" }
    }

    /// Every use, in `files` (path relative to the module → source), of a type declared in a layer the
    /// using file's layer may not use; and the files no layer holds.
    static func violations(_ files: [String: String]) -> (uses: [Use], unplaced: [String]) {
        var declared: [String: String] = [:]   // type name (nested: "Outer.Inner") → file
        var scanned: [String: SwiftScan] = [:]
        for (path, text) in files {
            let scan = SwiftScan(text)
            scanned[path] = scan
            for name in scan.declarations { declared[name] = path }
        }
        var uses: [Use] = [], unplaced: [String] = []
        for (path, scan) in scanned.sorted(by: { $0.key < $1.key }) {
            guard let mine = layer(of: path) else { unplaced.append(path); continue }
            for (name, line) in scan.references {
                guard let home = declared[name], home != path, let theirs = layer(of: home), theirs != mine,
                      !(mayUse[mine]?.contains(theirs) ?? false) else { continue }
                uses.append(Use(file: path, line: line, type: name, fileLayer: mine, typeLayer: theirs, declaredIn: home))
            }
        }
        return (uses, unplaced)
    }

    /// The module's sources, by path relative to `root`.
    static func sources(under root: URL) throws -> [String: String] {
        var out: [String: String] = [:]
        let rootPath = root.standardizedFileURL.path + "/"
        guard let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return out }
        for case let url as URL in e where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path
            out[String(path.dropFirst(rootPath.count))] = try String(contentsOf: url, encoding: .utf8)
        }
        return out
    }
}

/// The type names a Swift file declares (top level, or nested as "Outer.Inner"; private ones and types
/// local to a function are left out: nothing outside can name them) and the type names it refers to,
/// with their lines. Comments and string literals are blanked first, so a name in a doc comment or a
/// message is no use.
struct SwiftScan {
    var declarations: [String] = []
    var references: [(name: String, line: Int)] = []

    private enum Scope { case type(String), other }

    init(_ text: String) {
        let words = Self.words(Self.blanked(text))
        let kinds: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
        let notNames: Set<String> = ["func", "var", "let", "subscript", "init", "override", "final", "static"]
        var stack: [Scope] = []
        var pending: String?     // a type whose body the next `{` opens
        var k = 0
        func path() -> [String]? {
            var names: [String] = []
            for s in stack { if case .type(let n) = s { names.append(n) } else { return nil } }
            return names
        }
        while k < words.count {
            let (w, line) = words[k]
            if w == "{" { stack.append(pending.map { .type($0) } ?? .other); pending = nil; k += 1; continue }
            if w == "}" { _ = stack.popLast(); k += 1; continue }
            if w == "extension", k + 1 < words.count {
                // `extension A.B where …`: the body is in A.B's scope.
                var name = words[k + 1].0, j = k + 2
                while j + 1 < words.count && words[j].0 == "." { name += "." + words[j + 1].0; j += 2 }
                references.append((name.split(separator: ".").first.map(String.init) ?? name, words[k + 1].1))
                if name.contains(".") { references.append((name, words[k + 1].1)) }
                pending = name
                k = j
                continue
            }
            if kinds.contains(w), k + 1 < words.count, let first = words[k + 1].0.first, first.isLetter || first == "_",
               !notNames.contains(words[k + 1].0) {
                let name = words[k + 1].0
                let hidden = (max(0, k - 3)..<k).contains { ["private", "fileprivate"].contains(words[$0].0) && words[$0].1 == line }
                if let outer = path(), !hidden { declarations.append((outer + [name]).joined(separator: ".")) }
                let full = (path() ?? []) + [name]
                if w != "typealias" { pending = full.joined(separator: ".") }
                k += 2
                continue
            }
            if let first = w.first, first.isUppercase {
                references.append((w, line))
                if k + 2 < words.count && words[k + 1].0 == "." { references.append((w + "." + words[k + 2].0, line)) }
            }
            k += 1
        }
    }

    /// Names, `{`, `}` and `.` with their lines; other characters are separators.
    private static func words(_ text: [UInt8]) -> [(String, Int)] {
        var out: [(String, Int)] = [], line = 1, i = 0
        func isName(_ c: UInt8) -> Bool { c == 0x5F || (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A) || c >= 0x80 }
        while i < text.count {
            let c = text[i]
            if c == 0x0A { line += 1; i += 1; continue }
            if isName(c) {
                let start = i
                while i < text.count && isName(text[i]) { i += 1 }
                out.append((String(decoding: text[start..<i], as: UTF8.self), line))
                continue
            }
            if c == UInt8(ascii: "{") || c == UInt8(ascii: "}") || c == UInt8(ascii: ".") { out.append((String(UnicodeScalar(c)), line)) }
            i += 1
        }
        return out
    }

    /// The text with comments (nested block comments included) and string literals (`"…"`, `"""…"""`,
    /// `#"…"#`, interpolations with them) replaced by spaces, line breaks kept.
    static func blanked(_ text: String) -> [UInt8] {
        var s = Array(text.utf8), i = 0
        func blank(_ a: Int, _ b: Int) { for k in a..<min(b, s.count) where s[k] != 0x0A { s[k] = 0x20 } }
        func at(_ k: Int) -> UInt8 { k < s.count ? s[k] : 0 }
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
        while i < s.count {
            if s[i] == slash && at(i + 1) == slash {
                let start = i
                while i < s.count && s[i] != 0x0A { i += 1 }
                blank(start, i)
            } else if s[i] == slash && at(i + 1) == star {
                let start = i
                var depth = 0
                repeat {
                    if at(i) == slash && at(i + 1) == star { depth += 1; i += 2 }
                    else if at(i) == star && at(i + 1) == slash { depth -= 1; i += 2 }
                    else { i += 1 }
                } while depth > 0 && i < s.count
                blank(start, i)
            } else if s[i] == quote || (s[i] == hash && (at(i + 1) == quote || at(i + 1) == hash)) {
                let start = i
                var hashes = 0
                while at(i) == hash { hashes += 1; i += 1 }
                guard at(i) == quote else { continue }
                let multi = at(i + 1) == quote && at(i + 2) == quote
                i += multi ? 3 : 1
                func closes(_ k: Int) -> Bool {
                    guard multi ? (at(k) == quote && at(k + 1) == quote && at(k + 2) == quote) : at(k) == quote else { return false }
                    let after = k + (multi ? 3 : 1)
                    return (0..<hashes).allSatisfy { at(after + $0) == hash }
                }
                while i < s.count && !closes(i) {
                    if s[i] == UInt8(ascii: "\\") && hashes == 0 { i += 1 }
                    if !multi && at(i) == 0x0A { break }
                    i += 1
                }
                if i < s.count && closes(i) { i += (multi ? 3 : 1) + hashes }
                blank(start, i)
            } else {
                i += 1
            }
        }
        return s
    }
}

final class LayerRuleTests: XCTestCase {
    private let module = Fixtures.root.appendingPathComponent("Sources/LabelFitLayout")

    /// Every file of `LabelFitLayout` uses only the layers its own layer may use.
    func testLayoutLayersUseOnlyTheLayersBelowThem() throws {
        let files = try LayerRule.sources(under: module)
        XCTAssertGreaterThan(files.count, 50)
        let (uses, unplaced) = LayerRule.violations(files)
        XCTAssertEqual(unplaced, [], "files in no layer: add their folder to LayerRule.layerOf")
        let allowed = Set(LayerRule.allowed.map { "\($0.file) \($0.type)" })
        let broken = uses.filter { !allowed.contains("\($0.file) \($0.type)") }
        XCTAssertEqual(broken.map(\.description), [], "a layer uses a layer it may not (LayerRule.mayUse)")
        let stillNeeded = Set(uses.map { "\($0.file) \($0.type)" })
        XCTAssertEqual(allowed.subtracting(stillNeeded).sorted(), [], "allowed uses no longer made: drop them from LayerRule.allowed")
    }

    /// The source-syntax layer holds the one lexer with every language's rules and the HTML tokenizer,
    /// and the web platform's template reader takes that tokenizer's tokens rather than reading bytes.
    func testSyntaxHoldsTheLexersAndTheHTMLTokenizerAndTheTemplateReaderReadsTokens() throws {
        let files = try LayerRule.sources(under: module)
        let declaredIn = Dictionary(files.flatMap { path, text in SwiftScan(text).declarations.map { ($0, path) } }, uniquingKeysWith: { a, _ in a })
        for type in ["SourceLexer", "LexicalRules", "SourceLanguage", "KotlinLexer", "SwiftLexer", "DartLexer", "JavaScriptLexer",
                     "TranslationCalls", "JSXRegions", "HTMLTokenizer", "CSSTokenizer"] {
            XCTAssertEqual(declaredIn[type].flatMap(LayerRule.layer(of:)), "Syntax", type)
        }
        let reader = try XCTUnwrap(files["Platforms/Web/WebTemplateReader.swift"])
        let named = Set(SwiftScan(reader).references.map(\.name))
        XCTAssertTrue(named.contains("HTMLTokenizer"))
        XCTAssertFalse(named.contains("UInt8"), "WebTemplateReader reads HTMLTokenizer's tokens, not bytes")
    }

    /// The scanner catches a planted violation, nested and qualified uses included, and passes over
    /// names in comments, strings and private declarations.
    func testScannerFindsAPlantedViolation() throws {
        let dir = TempDir()
        _ = dir.write("Syntax/Lexer.swift", """
        struct Lexer {
            enum Failure: Error { case eof }
            // A TextUse in a comment is no use.
            func f() -> String { "WebThing in a string is no use" }
            /* nested /* WebThing */ still a comment */
        }
        private struct Hidden {}
        """)
        _ = dir.write("Model/TextUse.swift", """
        struct TextUse { var key: String }
        func helper() { struct Local {} }
        """)
        _ = dir.write("Model/Bad.swift", """
        struct Bad {
            var lexer: Lexer
            var failure: Lexer.Failure
        }
        """)
        _ = dir.write("Platforms/Web/WebThing.swift", """
        struct WebThing { var use: TextUse; var t = #"Android"# }
        extension Lexer.Failure { static let x = 1 }
        """)
        _ = dir.write("Platforms/Android/Android.swift", """
        struct Android { var web: WebThing }
        struct Hidden2 { private struct Local2 {} }
        """)
        _ = dir.write("Elsewhere/Loose.swift", "struct Loose {}")
        let (uses, unplaced) = LayerRule.violations(try LayerRule.sources(under: dir.url))
        // Hand-listed: Model/Bad names Lexer (line 2), Lexer and Lexer.Failure (line 3); Android names
        // WebThing (line 1). Web's uses of Syntax and Model are allowed.
        XCTAssertEqual(uses.map(\.description), [
            "Model/Bad.swift:2: Model uses Lexer, declared in Syntax (Syntax/Lexer.swift)",
            "Model/Bad.swift:3: Model uses Lexer, declared in Syntax (Syntax/Lexer.swift)",
            "Model/Bad.swift:3: Model uses Lexer.Failure, declared in Syntax (Syntax/Lexer.swift)",
            "Platforms/Android/Android.swift:1: Android uses WebThing, declared in Web (Platforms/Web/WebThing.swift)",
        ])
        XCTAssertEqual(unplaced, ["Elsewhere/Loose.swift"])
        let lexer = SwiftScan(try String(contentsOfFile: dir.path("Syntax/Lexer.swift"), encoding: .utf8))
        XCTAssertEqual(lexer.declarations, ["Lexer", "Lexer.Failure"])
        XCTAssertEqual(SwiftScan("struct A { private struct B {} }\nfunc f() { enum C {} }").declarations, ["A"])
    }
}
