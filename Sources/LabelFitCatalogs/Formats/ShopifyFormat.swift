import Foundation
import LabelFitCore

/// Shopify theme locale files (shopify.dev, "Locale files" in the theme architecture docs):
/// `locales/<locale>.json` hold storefront strings and `locales/<locale>.schema.json` the theme
/// editor's; the theme's default locale is the one file named `<locale>.default.json` (and
/// `<locale>.default.schema.json` for the schema), which every other locale translates. Keys nest
/// as objects and are flattened with "." as i18next's are (`general.cart.title`); a key whose
/// children are Shopify's pluralization keys (`zero`, `one`, `two`, `few`, `many`, `other`, with
/// `other` among them) is one plural string, its children its CLDR forms (`items[one]`).
/// `ar.json` pairs with the default storefront file and `ar.schema.json` with the default schema
/// file. Comments are skipped: the `/* … IMPORTANT: The contents of this file are auto-generated … */`
/// header Shopify's admin language editor writes above the object and `// …` notes to translators
/// (Shopify's own Horizon theme ships both in `locales/`). Claimed before i18next's JSON row.
extension CatalogDiscovery.Job.Kind {
    public static let shopify = Self(rawValue: "shopify-locale")
}

extension CatalogFormat {
    static let shopify = CatalogFormat(kinds: [.shopify], extensions: ["json"],
        place: { d, file, _, pairing in d.shopifyPlacement(file, pairing: pairing) },
        read: { d, job in d.readShopify(job) })
}

/// A theme locale file's name, `<locale>[.default][.schema].json`. YouCan themes, which follow
/// Shopify's layout, name the default schema file `<locale>.schema.default.json`
/// (developer.youcan.shop/themes/locales/schema-locale-files, "Default Locale File"), so the two
/// markers are read in either order.
struct ShopifyLocaleFileName: Equatable {
    var tag: String
    var isDefault: Bool
    var isSchema: Bool

    init?(_ name: String) {
        guard name.hasSuffix(".json") else { return nil }
        var stem = String(name.dropLast(5))
        isSchema = false
        isDefault = false
        for _ in 0..<2 {
            if !isSchema, stem.hasSuffix(".schema") { isSchema = true; stem.removeLast(7) }
            if !isDefault, stem.hasSuffix(".default") { isDefault = true; stem.removeLast(8) }
        }
        guard stem.count <= 10, !stem.contains("."), CatalogLocale.language(of: stem) != nil else { return nil }
        tag = stem
    }
}

extension CatalogDiscovery {
    /// `locales/<locale>[.default][.schema].json` in a folder holding a `*.default.json` or
    /// `*.default.schema.json`; nil for any other JSON.
    func shopifyPlacement(_ file: String, pairing: CatalogPairing) -> Placement? {
        let url = URL(fileURLWithPath: file)
        let dir = url.deletingLastPathComponent()
        guard dir.lastPathComponent == "locales", let name = ShopifyLocaleFileName(url.lastPathComponent) else { return nil }
        let defaults = pairing.names(in: dir.path).compactMap { n in ShopifyLocaleFileName(n).flatMap { $0.isDefault ? (n, $0) : nil } }
        guard !defaults.isEmpty else { return nil }
        let r = role(ofTag: name.tag)
        if name.isDefault {
            // The default locale is what the others translate; in the target language it has no source.
            guard r == .target else { return .skip(.sourceLocale, "Shopify's default locale file, read as the source of each translation beside it") }
            return .job(Job(kind: .shopify, target: file, source: nil))
        }
        guard r == .target else { return skipFor(r, tag: name.tag, file: file) }
        let source = defaults.first { $0.1.isSchema == name.isSchema }.map { dir.appendingPathComponent($0.0).path }
        return .job(Job(kind: .shopify, target: file, source: source))
    }

    func readShopify(_ job: Job) -> CatalogReadResult {
        var reader = JSONCatalogReader(limits: limits, flavor: .i18next)
        reader.language = CatalogLocale.language(of: targetLocale)
        reader.comments = true
        let target = Self.shopifyPlurals(reader.read(job.target))
        reader.language = CatalogLocale.language(of: sourceLocale)
        let source = job.source.map { Self.shopifyPlurals(reader.read($0)) }
        return LocaleStrings.pair(source: source, target: target, format: "shopify-locale", sourceFile: job.source, targetFile: job.target,
                                  sourceLocale: sourceLocale)
    }

    /// `a.items.one` / `a.items.other` → `a.items[one]` / `a.items[other]`, where the parent has an
    /// `other` child and every child is a plural category.
    static func shopifyPlurals(_ strings: LocaleStrings) -> LocaleStrings {
        func split(_ key: String) -> (String, String)? {
            guard let dot = key.lastIndex(of: ".") else { return nil }
            return (String(key[..<dot]), String(key[key.index(after: dot)...]))
        }
        var children: [String: Set<String>] = [:]
        for item in strings.items { if let (parent, last) = split(item.key) { children[parent, default: []].insert(last) } }
        let plural = Set(children.filter { $0.value.contains("other") && $0.value.isSubset(of: PluralRules.categories) }.keys)
        guard !plural.isEmpty else { return strings }
        var out = strings
        for i in out.items.indices {
            if let (parent, last) = split(out.items[i].key), plural.contains(parent) { out.items[i].key = "\(parent)[\(last)]" }
        }
        return out
    }
}
