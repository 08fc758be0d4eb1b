import CFontconfig
import Foundation

/// The system's fonts, through Fontconfig. Initialised on first use only: most runs use bundled fonts
/// and should not pay for reading the Fontconfig cache.
final class FontconfigResolver {
    private let config: OpaquePointer?

    init() {
        config = FcInitLoadConfigAndFonts()
    }

    deinit { if let config { FcConfigDestroy(config) } }

    /// The file of the best system match for `family`, if its family name really is `family`
    /// (Fontconfig always answers with something; a substitute is not the font asked for).
    func fileForFamily(_ family: String, weight: Int) -> String? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, lf_fc_family(), family)
        FcPatternAddInteger(pattern, lf_fc_weight(), Int32(FcWeightFromOpenType(Int32(weight))))
        guard let match = bestMatch(pattern, config: config) else { return nil }
        defer { FcPatternDestroy(match) }
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        var familyNames: [String] = []
        while FcPatternGetString(match, lf_fc_family(), index, &value) == FcResultMatch, let value {
            familyNames.append(String(cString: value))
            index += 1
        }
        guard familyNames.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }) else { return nil }
        return file(of: match)
    }

    /// The file of the best system font whose charset holds every scalar.
    func fileCovering(_ scalars: [UInt32], language: String) -> String? {
        guard let config, let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
        defer { FcPatternDestroy(pattern); FcCharSetDestroy(charset) }
        for s in scalars where !FontRegistry.isDefaultIgnorable(s) { FcCharSetAddChar(charset, s) }
        FcPatternAddCharSet(pattern, lf_fc_charset(), charset)
        if let lang = FcLangNormalize(language) {
            FcPatternAddString(pattern, lf_fc_lang(), lang)
            FcStrFree(lang)
        }
        guard let match = bestMatch(pattern, config: config) else { return nil }
        defer { FcPatternDestroy(match) }
        var matchSet: OpaquePointer?
        guard FcPatternGetCharSet(match, lf_fc_charset(), 0, &matchSet) == FcResultMatch, let matchSet,
              FcCharSetIsSubset(charset, matchSet) != 0 else { return nil }
        return file(of: match)
    }

    private func bestMatch(_ pattern: OpaquePointer, config: OpaquePointer) -> OpaquePointer? {
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        return FcFontMatch(config, pattern, &result)
    }

    private func file(of pattern: OpaquePointer) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, lf_fc_file(), 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}
