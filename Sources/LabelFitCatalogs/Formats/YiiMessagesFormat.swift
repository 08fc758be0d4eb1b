import Foundation
import LabelFitCore

/// Yii's PHP message files, `messages/<language>/<category>.php` (Yii 2 guide, "Internationalization",
/// Message Sources: `PhpMessageSource`, `basePath` `@app/messages`,
/// https://www.yiiframework.com/doc/guide/2.0/en/tutorial-i18n#message-sources): each file `return`s an
/// array whose KEYS are the messages as the code writes them in the source language
/// (`Yii::t('app', 'Save changes')`) and whose values are their translations, so no English file is
/// needed: the key is the source. Values are ICU MessageFormat (`{n, plural, one{…} other{…}}`,
/// Yii's `MessageFormatter`), never Laravel's pipes. An empty value is a message not translated yet
/// (`yii message` writes `''`; Yii then shows the source); a value between `@@` marks is one the code
/// no longer uses (`MessageController::$markUnused`): named, not measured.
extension CatalogDiscovery.Job.Kind {
    public static let yiiPHP = Self(rawValue: "yii-php")
}

extension CatalogFormat {
    static let yiiPHP = CatalogFormat(kinds: [.yiiPHP], extensions: ["php"],
        place: { d, file, _, pairing in d.yiiPlacement(file, pairing: pairing) },
        read: { d, job in d.readYii(job) })
}

extension CatalogDiscovery {
    /// `…/messages/<tag>/<category>.php` with no source-language folder beside `<tag>` holding the
    /// same file (where one does, the PHP row pairs the two by key); nil for any other PHP file.
    func yiiPlacement(_ file: String, pairing: CatalogPairing) -> Placement? {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, file.hasSuffix(".php") else { return nil }
        for tagIndex in stride(from: parts.count - 2, through: 1, by: -1) where parts[tagIndex - 1] == "messages" {
            let tag = parts[tagIndex]
            guard tag.count <= 10, CatalogLocale.language(of: tag) != nil else { return nil }
            let root = parts[..<tagIndex].joined(separator: "/")
            let relative = parts[(tagIndex + 1)...].joined(separator: "/")
            let twin = pairing.names(in: root.isEmpty ? "." : root).first { n in
                n != tag && CatalogLocale.language(of: n) != nil && Self.names(n, locale: sourceLocale) && pairing.accepts(root + "/" + n + "/" + relative)
            }
            guard twin == nil else { return nil }
            let r = role(ofTag: tag)
            guard r == .target else { return skipFor(r, tag: tag, file: file) }
            return .job(Job(kind: .yiiPHP, target: file, source: nil))
        }
        return nil
    }

    func readYii(_ job: Job) -> CatalogReadResult {
        let l = limits
        var (target, _) = PHPArrayReader(limits: l, keyPrefix: nil).read(job.target)
        let unused = target.items.filter { $0.text.count > 4 && $0.text.hasPrefix("@@") && $0.text.hasSuffix("@@") }
        if let first = unused.first {
            target.diagnostics.append(CatalogDiagnostic(first.location, .warning,
                "\(unused.count) message\(unused.count == 1 ? " is" : "s are") marked @@unused@@ (no longer in the code): not measured"))
            target.items.removeAll { $0.text.count > 4 && $0.text.hasPrefix("@@") && $0.text.hasSuffix("@@") }
        }
        // The source is each key, its ICU choices split as the translation's are: a translation without
        // a choice (`12 بايت` for `{n, plural, =1{byte} other{bytes}}`) pairs with the English `other`;
        // a message not translated yet (`''`) is one string.
        var sources = LocaleStrings(), targets = LocaleStrings()
        targets.diagnostics = target.diagnostics
        var seenSource: [String: SourceLocation] = [:], seenTarget: [String: SourceLocation] = [:]
        for item in target.items {
            let translated = item.text.isEmpty ? [ICUMessageFormat.Variant(suffix: "", text: "")] : Self.icuChoices(item, into: &targets.diagnostics)
            let english = Self.icuChoices(LocaleStrings.Item(key: item.key, text: item.key, location: item.location, comment: nil), into: &sources.diagnostics)
            for v in translated {
                targets.add(.init(key: item.key + v.suffix, text: v.text, location: item.location, comment: nil, raw: v.text == item.text ? nil : item.text),
                            limits: l, seen: &seenTarget)
            }
            let plain = translated.count == 1 && translated[0].suffix.isEmpty
            let paired = plain ? [ICUMessageFormat.Variant(suffix: "", text: english.count == 1 ? item.key : (english.first { $0.suffix == "[other]" } ?? english.last)?.text ?? item.key)] : english
            for v in paired {
                sources.add(.init(key: item.key + v.suffix, text: v.text, location: item.location, comment: nil, raw: v.text == item.key ? nil : item.key),
                            limits: l, seen: &seenSource)
            }
        }
        return LocaleStrings.pair(source: sources, target: targets, format: "yii", sourceFile: job.target, targetFile: job.target)
    }

    /// A message's ICU plural and select branches (`[one]`, `[other]`), or the message itself; a text
    /// that does not parse as ICU is measured as it is, with a warning at it.
    static func icuChoices(_ item: LocaleStrings.Item, into diagnostics: inout [CatalogDiagnostic]) -> [ICUMessageFormat.Variant] {
        do { return try ICUMessageFormat.expandIfChoice(item.text) } catch let e as ICUMessageFormat.SyntaxError {
            diagnostics.append(CatalogDiagnostic(item.location, .warning, "'\(item.key.prefix(60))': \(e.message); measured as written"))
        } catch {}
        return [ICUMessageFormat.Variant(suffix: "", text: item.text)]
    }
}
