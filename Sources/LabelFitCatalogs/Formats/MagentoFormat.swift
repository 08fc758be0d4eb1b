import Foundation
import LabelFitCore

/// Magento 2 translation dictionaries (Magento DevDocs / Adobe Commerce frontend guide,
/// "Translation dictionaries" and "Language packages"): `<module or theme>/i18n/<locale>.csv` and
/// `app/i18n/<Vendor>/<package>/<locale>.csv`, with no header row; column 1 is the phrase as the
/// code writes it in English (`__('Add to Cart')`), column 2 its translation, and the optional
/// columns 3 and 4 (`bin/magento i18n:collect-phrases -m`) the type and name of the module or theme
/// using it. The key IS the English: every row pairs with its own column 1, so a dictionary needs no
/// `en_US.csv` beside it. Read by `DelimitedReader` in its headerless mode.
extension CatalogDiscovery.Job.Kind {
    public static let magentoCSV = Self(rawValue: "magento-csv")
}

extension CatalogFormat {
    static let magento = CatalogFormat(kinds: [.magentoCSV], extensions: ["csv"],
        place: { d, file, _, pairing in d.magentoPlacement(file, pairing: pairing) },
        read: { d, job in CatalogDiscovery.magentoReader(d).read(job.target) },
        streamer: { d, _ in CatalogDiscovery.magentoReader(d) })
}

enum MagentoDictionary {
    /// Phrase and translation, or those with the type and name of the module or theme.
    static let columns = 2...4

    /// Whether a first row names columns rather than holding a phrase: a generic CSV catalog's
    /// header (`key,en,ar`, `source,target`) in a file that happens to stand in `i18n/`.
    static func looksLikeHeader(_ names: [String], targetLocale: String) -> Bool {
        guard names.count >= 2 else { return false }
        if names.contains("target") || names.contains("translation") { return true }
        return names.dropFirst().contains { CatalogLocale.language(of: $0) != nil && CatalogLocale.matches($0, targetLocale) && $0.count <= 10 }
    }

    /// The folder holding a dictionary is `i18n` (a module's or theme's), or a language package
    /// two levels below `app/i18n` (`app/i18n/<Vendor>/<package>/`), or Frappe's `translations`:
    /// a Frappe app's `translations/<lang>.csv` rows are `source text, translated text[, context]` with
    /// no header, the source being the English as the code writes it (docs.frappe.io/framework/user/en/
    /// translations), the same shape as a Magento dictionary. A `translations/` CSV whose first row is a
    /// header (`key,en,ar`) is the generic CSV catalog's (`looksLikeHeader`).
    static func isDictionaryFolder(_ dir: URL) -> Bool {
        dir.lastPathComponent == "i18n" || dir.lastPathComponent == "translations"
            || dir.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent == "i18n"
    }
}

extension CatalogDiscovery {
    static func magentoReader(_ d: CatalogDiscovery) -> DelimitedReader {
        DelimitedReader(limits: d.limits, separator: ",", sourceLocale: d.sourceLocale, targetLocale: d.targetLocale, magentoDictionary: true)
    }

    /// `i18n/<locale>.csv` whose first row has 2 to 4 fields and is no header; nil for any other CSV
    /// (the generic CSV rule decides).
    func magentoPlacement(_ file: String, pairing: CatalogPairing) -> Placement? {
        let url = URL(fileURLWithPath: file)
        let stem = url.deletingPathExtension().lastPathComponent
        guard url.pathExtension.lowercased() == "csv", stem.count <= 10, CatalogLocale.language(of: stem) != nil,
              MagentoDictionary.isDictionaryFolder(url.deletingLastPathComponent()),
              let first = Self.firstCSVRecord(file), MagentoDictionary.columns.contains(first.count),
              !MagentoDictionary.looksLikeHeader(first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }, targetLocale: targetLocale)
        else { return nil }
        let r = role(ofTag: stem)
        guard r == .target else { return skipFor(r, tag: stem, file: file) }
        return .job(Job(kind: .magentoCSV, target: file, source: nil))
    }

    /// The first record of a CSV file (RFC 4180), read from its first 64 KiB; nil when it has none.
    static func firstCSVRecord(_ file: String) -> [String]? {
        guard let handle = FileHandle(forReadingAtPath: file) else { return nil }
        defer { try? handle.close() }
        var bytes = [UInt8]((try? handle.read(upToCount: 1 << 16)) ?? Data())
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var parser = RecordParser(separator: UInt8(ascii: ","), backslashEscapes: true)
        var record: [String]?
        parser.feed(bytes, atEnd: true) { r in
            if record == nil, case .success(let row) = r { record = row.fields.map { $0 ?? "" } }
        }
        return record
    }
}
