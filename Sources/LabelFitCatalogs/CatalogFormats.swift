import Foundation
import LabelFitCore

/// Every catalog format discovery places and reads, in the order in which they claim a file: for a
/// file's extension, the rows claiming it are asked in this order and the first that places the
/// file decides (WebExtension `_locales/*/messages.json` and slang, then Nextcloud's `l10n/<lang>.json`, before Laravel's `lang/<l>.json`,
/// which comes before Shopify's `locales/` and i18next; Magento's headerless `i18n/<locale>.csv` before generic CSV; PrestaShop's `translations/<iso>.php` before Symfony's and the PHP arrays; moko `MR/` is Android's; Qt `.ts` before TypeScript modules). A new
/// format is a file in `Formats/` declaring its kinds and its `CatalogFormat`, and a row here.
enum CatalogFormats {
    static let all: [CatalogFormat] = [
        .notRead, .unreadableFolder,
        .fluent, .webExtension, .slang, .ini, .hugoTOML,
        .appleStrings, .stringsDict, .xcstrings, .android, .xliff, .gettext, .arb,
        .nextcloud, .vscodeL10n, .laravelJSON, .shopify, .i18next, .yaml, .magento, .delimited, .qtTS, .resx, .properties, .prestashop, .symfonyPHP, .yiiPHP, .php, .innoSetup, .xaml, .jsModule, .docusaurus, .structure,
    ]

    /// The format reading each kind of job.
    static let byKind: [CatalogDiscovery.Job.Kind: CatalogFormat] = {
        var table: [CatalogDiscovery.Job.Kind: CatalogFormat] = [:]
        for format in all {
            for kind in format.kinds {
                precondition(table[kind] == nil, "two formats declare the job kind \(kind.rawValue)")
                table[kind] = format
            }
        }
        return table
    }()

    /// The formats that may claim a file with each extension (lower case), in table order.
    static let byExtension: [String: [CatalogFormat]] = {
        var table: [String: [CatalogFormat]] = [:]
        for format in all { for ext in format.extensions { table[ext, default: []].append(format) } }
        return table
    }()
}

extension CatalogFormat {
    /// A format whose source and target files share one syntax: each read alike by the reader the
    /// job gets, and paired by key under the kind's name.
    /// `paired`: what the format's own rule adds once the pair is made (Apple's key-as-source fallback).
    static func keyed(_ kind: CatalogDiscovery.Job.Kind, _ extensions: Set<String>,
                      place: @escaping @Sendable (CatalogDiscovery, String, Bool, CatalogPairing) -> CatalogDiscovery.Placement?,
                      reader: @escaping @Sendable (CatalogDiscovery, CatalogDiscovery.Job) -> (String) -> LocaleStrings,
                      paired: (@Sendable (inout CatalogReadResult, CatalogDiscovery.Job) -> Void)? = nil) -> CatalogFormat {
        CatalogFormat(kinds: [kind], extensions: extensions, place: place, read: { d, job in
            let read = reader(d, job)
            var result = LocaleStrings.pair(source: job.source.map(read), target: read(job.target), format: kind.rawValue, sourceFile: job.source, targetFile: job.target,
                                            sourceLocale: d.sourceLocale)
            paired?(&result, job)
            return result
        })
    }
}
