import Foundation
import LabelFitCore

/// Java `.properties` resource bundles (ResourceBundle javadoc): the locale in the bundle name
/// (`Messages_ar.properties`), the source the base bundle. Read by `JavaPropertiesReader`.
extension CatalogDiscovery.Job.Kind {
    public static let properties = Self(rawValue: "properties")
}

extension CatalogFormat {
    static let properties = CatalogFormat.keyed(.properties, ["properties"],
        place: { d, file, explicit, pairing in d.propertiesJob(file, explicit: explicit, siblings: pairing.walkedFiles) },
        reader: { d, _ in JavaPropertiesReader(limits: d.limits).read })
}

extension CatalogDiscovery {
    /// The locale of a Java bundle file name, `baseName_language[_COUNTRY[_variant]]` (ResourceBundle
    /// javadoc, "getBundle": candidate bundle names): the base name and the tag (`ar`, `ar_SA`).
    static func javaBundleName(_ stem: String) -> (base: String, tag: String)? {
        let parts = stem.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return nil }
        func isLanguage(_ p: String) -> Bool { (2...3).contains(p.count) && p.allSatisfy { $0.isASCII && $0.isLowercase } }
        func isCountry(_ p: String) -> Bool { (p.count == 2 && p.allSatisfy { $0.isASCII && $0.isUppercase }) || (p.count == 3 && p.allSatisfy(\.isNumber)) }
        // Longest first: `_ar_SA` before `_SA` could be read as a language.
        if parts.count >= 3, isLanguage(parts[parts.count - 2]), isCountry(parts[parts.count - 1]) {
            return (parts.dropLast(2).joined(separator: "_"), parts.suffix(2).joined(separator: "_"))
        }
        if isLanguage(parts[parts.count - 1]), CatalogLocale.language(of: parts[parts.count - 1]) != nil {
            return (parts.dropLast().joined(separator: "_"), parts[parts.count - 1])
        }
        return nil
    }

    /// `Messages_ar.properties`: paired with the base bundle `Messages.properties` (what
    /// ResourceBundle falls back to) or `Messages_en.properties`, in the same folder first, else
    /// anywhere under the paths read (a bundle's folders are joined on the class path: ZAP keeps
    /// `lang/Messages_ar_SA.properties` apart from `resources/Messages.properties`), nearest by path.
    /// A `.properties` file with no locale in its name is a base bundle or configuration
    /// (`gradle.properties`), read only as a source.
    func propertiesJob(_ file: String, explicit: Bool, siblings: Set<String>) -> Placement {
        let url = URL(fileURLWithPath: file)
        let stem = url.deletingPathExtension().lastPathComponent
        guard let (base, tag) = Self.javaBundleName(stem) else {
            return explicit ? .skip(.sourceLocale, "a .properties file without a locale in its name: a base bundle (the source) or configuration") : .ignore
        }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        let names = ["\(base).properties", "\(base)_\(sourceLocale).properties"]
        let dir = url.deletingLastPathComponent()
        // Only files inside the tree being checked (discovery's walk), never one reached around it.
        var source = names.map { dir.appendingPathComponent($0).path }.first { siblings.contains($0) }
        if source == nil {
            func shared(_ a: String) -> Int { zip(a.split(separator: "/"), file.split(separator: "/")).prefix { $0 == $1 }.count }
            let candidates = siblings.filter { names.contains(URL(fileURLWithPath: $0).lastPathComponent) }
            source = candidates.sorted { (shared($0), $1) > (shared($1), $0) }.first
        }
        return .job(Job(kind: .properties, target: file, source: source))
    }
}
