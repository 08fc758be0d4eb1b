import Foundation
import LabelFitCore

/// WPF (and Avalonia, WinUI) string resources in a XAML `ResourceDictionary`:
/// `<sys:String x:Key="S.Ok">موافق</sys:String>`, `sys` mapping `clr-namespace:System;assembly=mscorlib`
/// (or `System.Runtime`), merged into the application's resources and shown through
/// `{DynamicResource S.Ok}` (learn.microsoft.com/dotnet/desktop/wpf/systems/xaml-resources-merged-dictionaries).
/// Only `String` resources are text; brushes, doubles, styles are not read.
///
/// White space is XAML's (learn.microsoft.com/dotnet/desktop/xaml-services/white-space-processing):
/// tabs and line feeds become spaces, runs of spaces become one, the space right after the start
/// tag and right before the end tag go — unless `xml:space="preserve"` is on the element or one
/// around it (ScreenToGif's dictionaries set it on the root and write line breaks as `&#10;`).
/// `{0}` are `String.Format` items, filled as every `{0}` is.
///
/// Locale and pairing, as the applications load the dictionaries (each swaps in the dictionary of
/// the chosen culture, falling back to English):
/// - `Languages/<locale>.xaml` (Flow Launcher's `Internationalization` loads `Languages/{code}.xaml`,
///   `en` the default), source `en.xaml` beside it;
/// - `<Name>.<locale>.xaml` (ScreenToGif `Resources/Localization/StringResources.ar.xaml`, its
///   `LocalizationHelper` falling back to `StringResources.en.xaml`), source `<Name>.en.xaml`, else
///   the neutral `<Name>.xaml`;
/// - `<locale>/<Name>.xaml` (culture folders, `ar-SA/Strings.xaml`), source the same name in the
///   source locale's folder beside.
/// A `.xaml` file is a catalog only when its root is a `ResourceDictionary` (a `Window` or
/// `UserControl` is UI, not strings).
struct XAMLResourceDictionaryReader {
    let limits: ReadLimits

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let root = try XMLElementNode.parse(try CatalogText.read(path, limits: limits), file: path, maxDepth: limits.maxNestingDepth)
            guard root.localName == "ResourceDictionary" else {
                out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: root.line), .error, "expected a <ResourceDictionary>, found <\(root.name)>"))
                return out
            }
            var seen: [String: SourceLocation] = [:]
            // Resources may stand in nested dictionaries (`ResourceDictionary.MergedDictionaries`):
            // walked with an explicit stack, as deep as the parser allowed.
            var pending: [(XMLElementNode, Bool)] = [(root, Self.preserves(root, inherited: false))]
            while let (node, preserve) = pending.popLast() {
                for element in node.elements.reversed() {
                    let keep = Self.preserves(element, inherited: preserve)
                    guard element.localName == "String" else {
                        // Other keyed resources (brushes, styles, templates) are no text a user reads.
                        if element.localName == "ResourceDictionary" || element.localName.hasSuffix(".MergedDictionaries") { pending.append((element, keep)) }
                        continue
                    }
                    let location = SourceLocation(file: path, line: element.line)
                    guard let key = element.attribute("Key") else {
                        out.diagnostics.append(CatalogDiagnostic(location, .warning, "<\(element.name)> has no x:Key: a resource without a key cannot be looked up; not measured"))
                        continue
                    }
                    if let d = element.unresolvedEntity(file: path, key: key) { out.diagnostics.append(d); continue }
                    let text = keep ? element.text() : Self.normalizeWhiteSpace(element.text())
                    guard !text.isEmpty else { continue }
                    out.items.append(.init(key: key, text: text, location: location))
                }
            }
            // Document order (the stack walk visits nested dictionaries after their parents' strings).
            let items = out.items.sorted { ($0.location.line ?? 0) < ($1.location.line ?? 0) }
            out.items = []
            for item in items { out.add(item, limits: limits, seen: &seen) }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }

    static func preserves(_ e: XMLElementNode, inherited: Bool) -> Bool {
        switch e.attributes.first(where: { $0.key == "xml:space" || $0.key == "space" })?.value {
        case "preserve"?: return true
        case "default"?: return false
        default: return inherited
        }
    }

    /// XAML's default white-space processing of element text (see the type's comment).
    static func normalizeWhiteSpace(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var space = false
        for c in text.unicodeScalars {
            if c == " " || c == "\t" || c == "\n" || c == "\r" { space = true; continue }
            if space, !out.isEmpty { out.append(" ") }
            space = false
            out.append(c)
        }
        return String(out)
    }

    /// Whether the file's root element is a `ResourceDictionary` (read from its first 4 KB).
    static func isResourceDictionary(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: (try? handle.read(upToCount: 4096)) ?? Data(), as: UTF8.self)
        var rest = Substring(head)
        // Past the declaration, comments and processing instructions to the first element.
        while let lt = rest.firstIndex(of: "<") {
            rest = rest[lt...]
            if rest.hasPrefix("<?") || rest.hasPrefix("<!") {
                guard let gt = rest.firstIndex(of: ">") else { return false }
                rest = rest[rest.index(after: gt)...]
                continue
            }
            let name = rest.dropFirst().prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            return name.split(separator: ":").last == "ResourceDictionary"
        }
        return false
    }
}
