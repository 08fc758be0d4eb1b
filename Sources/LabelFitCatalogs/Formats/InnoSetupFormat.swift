import Foundation
import LabelFitCore

/// Inno Setup message files (https://jrsoftware.org/ishelp/index.php?topic=languagessection): the
/// English messages are `Default.isl` ("MessagesFile: compiler:Default.isl"), each translation
/// `Languages/<Language>.isl`, named by the language's English name. An `.isl` is INI text: the
/// `[Messages]` and `[CustomMessages]` sections hold `Name=text` ("[Messages] section",
/// https://jrsoftware.org/ishelp/index.php?topic=messagessection: `%n` is a line break, `%1`… the
/// arguments), `[LangOptions]` the language's settings (its `LanguageName`, shown in the language
/// selection dialog, is the language's own name, not a translation: not measured). Read as `key = value` lines (`StructurePairing.lines`, `Section.Name`
/// keys) and paired by name with the English file found as the structure fallback finds it.
extension CatalogDiscovery.Job.Kind {
    public static let innoSetup = Self(rawValue: "inno-setup")
}

extension CatalogFormat {
    static let innoSetup = CatalogFormat(kinds: [.innoSetup], extensions: ["isl"],
        place: { d, file, _, pairing in d.innoSetupPlacement(file, pairing: pairing) },
        read: { d, job in
            guard let source = job.source else { return CatalogReadResult() }
            return InnoSetupMessages.read(target: job.target, source: source, limits: d.limits)
        })
}

extension CatalogDiscovery {
    /// `<Language>.isl` of the target language with its English beside or above it (`Default.isl`, an
    /// `English.isl`); the English files are sources; other languages' files are other locales. A
    /// target with no English found is left to the not-read notice (nil).
    func innoSetupPlacement(_ file: String, pairing: CatalogPairing) -> Placement? {
        let name = (file as NSString).lastPathComponent
        let stem = (name as NSString).deletingPathExtension
        if stem.lowercased() == "default" { return .skip(.sourceLocale, "Inno Setup's English messages (Default.isl), read only as the source of its translations") }
        guard let (_, language) = Self.languageNamePiece(stem) else { return nil }
        let r = role(ofTag: language)
        guard r == .target else { return skipFor(r, tag: language, file: file) }
        let dir = PathText.parent(of: file)
        guard let source = namedSource(file: file, dir: dir, stem: stem, ext: (name as NSString).pathExtension, pairing: pairing) else { return nil }
        return .job(Job(kind: .innoSetup, target: file, source: source))
    }
}

/// The texts of an Inno Setup message file paired with the English file's.
enum InnoSetupMessages {
    /// The sections whose entries are texts shown to the user.
    static let textSections = ["Messages", "CustomMessages"]

    static func read(target: String, source: String, limits: ReadLimits) -> CatalogReadResult {
        func lines(_ path: String) throws -> (lines: [StructurePairing.Line], meaningful: Int) {
            let text = try CatalogText.decode(try CatalogText.read(path, limits: limits), file: path)
            return entries(text)
        }
        do {
            return StructurePairing.pair(target: target, source: source, try lines(target), try lines(source), limits: limits, declared: true, format: "inno-setup")
        } catch {
            return CatalogReadResult(diagnostics: [CatalogDiagnostic(error, file: target)])
        }
    }

    /// `Section.Name` = the rest of the line (quotes are text: `UninstallDataCorrupted="%1" file is
    /// corrupted`), `%n` a line break, for the text sections; `;` comments and values without a letter
    /// skipped. `[LangOptions]` holds settings, and its `LanguageName` is the language's own name (an
    /// autonym, often written as `<hhhh>` code points), not a translation of the English file's.
    /// `meaningful`: the lines read.
    static func entries(_ text: String) -> (lines: [StructurePairing.Line], meaningful: Int) {
        var out: [StructurePairing.Line] = []
        var section = "", number = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let line = raw.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
            if line.hasPrefix(";") || line.isEmpty { continue }
            if line.hasPrefix("["), let close = line.firstIndex(of: "]") { section = String(line[line.index(after: line.startIndex)..<close]); continue }
            guard let eq = line.firstIndex(of: "=") else { continue }
            let key = section + "." + line[..<eq].trimmingCharacters(in: .whitespaces)
            let value = String(line[line.index(after: eq)...]).replacingOccurrences(of: "%n", with: "\n")
            guard textSections.contains(section),
                  value.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { continue }
            out.append(StructurePairing.Line(key: key, value: value, line: number))
        }
        return (out, out.count)
    }
}
