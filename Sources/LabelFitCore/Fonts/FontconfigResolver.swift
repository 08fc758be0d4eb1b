import CFontconfig
import Foundation

/// Fontconfig over the fonts LabelFit is given: the bundled folder and the configured font folders,
/// never the machine's own unless the user asks for them (`FontSources.systemFonts`).
///
/// The configuration is LabelFit's own, made with `FcConfigCreate` ("Creates an empty configuration",
/// Fontconfig's FcConfigCreate(3)): no `fonts.conf` is read, so none of the system's `<dir>`s, its
/// `<cachedir>`s or its substitution rules (`FONTCONFIG_FILE`, `~/.config/fontconfig`, `XDG_DATA_HOME`'s
/// `fonts` folder) take part. Each font file is added with `FcConfigAppFontAddFile` ("Adds an
/// application-specific font to the configuration", FcConfigAppFontAddFile(3)), not the folder with
/// `FcConfigAppFontAddDir`: adding a folder scans it through Fontconfig's directory cache
/// (`FcDirCacheRead` then `FcDirCacheWrite`), which with no cache directory prints "Fontconfig error:
/// No writable cache directories" on standard error for every folder, and with one writes cache
/// files there. Adding files reads the fonts and writes nothing. The folders are walked here, in
/// byte order of their names, so the font set's order (Fontconfig's last tie-break between equally
/// good matches) is the same on every machine, and only regular font files within `FontFile`'s size
/// limit reach Fontconfig's FreeType scan (a FIFO would block it).
///
/// With system fonts asked for, the configuration is the system's (`FcInitLoadConfigAndFonts`: the
/// machine's `fonts.conf`, its folders and caches), and the given folders are added to it.
final class FontconfigResolver {
    private let config: OpaquePointer?

    init(folders: [String], systemFonts: Bool) {
        let config = systemFonts ? FcInitLoadConfigAndFonts() : FcConfigCreate()
        if let config {
            for file in Self.fontFiles(in: folders) { _ = lf_fc_app_font_add_file(config, file) }
        }
        self.config = config
    }

    deinit { if let config { FcConfigDestroy(config) } }

    /// The font files under `folders` (each walked to `maximumDepth`, links to folders not followed),
    /// folders in the order given, files in byte order of their paths, each once.
    static func fontFiles(in folders: [String]) -> [String] {
        var out: [String] = []
        var seen = Set<ExactText>()
        for folder in folders {
            var files: [String] = []
            walk(URL(fileURLWithPath: folder).standardizedFileURL.path, depth: 0, into: &files)
            for f in files.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
            where seen.insert(ExactText(f)).inserted { out.append(f) }
        }
        return out
    }

    static let maximumDepth = 8
    static let fontSuffixes = [".ttf", ".otf", ".ttc", ".otc"]

    private static func walk(_ path: String, depth: Int, into files: inout [String]) {
        guard depth <= maximumDepth, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where !name.hasPrefix(".") {
            let child = path + "/" + name
            var link = stat()
            guard lstat(child, &link) == 0 else { continue }
            if link.st_mode & S_IFMT == S_IFDIR {
                walk(child, depth: depth + 1, into: &files)
                continue
            }
            // A link to a font file counts (stat follows it); a link to a folder is not walked.
            var info = stat()
            guard stat(child, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= FontFile.maximumBytes,
                  fontSuffixes.contains(where: { name.lowercased().hasSuffix($0) }) else { continue }
            files.append(child)
        }
    }

    /// The best match for `family`: its file and which of the file's instances Fontconfig matched.
    struct FamilyMatch {
        var file: String
        /// For a variable font, the instance Fontconfig chose: 0 the default instance, n ≥ 1 the n-th
        /// named instance in `fvar` order; nil when the match is the variable font as a whole (or the
        /// pattern says nothing). Fontconfig lists each named instance of a variable font as a font of
        /// its own, its face index `n << 16` (fontconfig(3) "index": "the index of the font within the
        /// file", FreeType's `face_index` with the named instance in bits 16–30), and one pattern for
        /// the whole font with `variable` true; a named instance at the default coordinates is listed
        /// as the default instance, index 0 and `variable` false.
        var instance: Int?
    }

    /// The best match for `family`, if its family name really is `family`
    /// (Fontconfig always answers with something; a substitute is not the font asked for).
    func match(family: String, weight: Int) -> FamilyMatch? {
        guard let config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, lf_fc_family(), family)
        // Fontconfig's weight unrounded (FcWeightFromOpenTypeDouble(3)): the integer FcWeightFromOpenType
        // rounds half up, which turns a tie between two instances (750 → 202.5, as near Bold's 200 as
        // ExtraBold's 205) into the heavier one; Chromium and WebKitGTK keep the lighter [measured: Cairo
        // installed, `font-weight` 750 drawn at its instance at 700, 850 at 800].
        FcPatternAddDouble(pattern, lf_fc_weight(), FcWeightFromOpenTypeDouble(Double(weight)))
        // A language of its own: without one, `FcConfigSubstitute` adds the default languages, which
        // come from the environment (FcGetDefaultLangs(3): `FC_LANG`, `LC_ALL`, `LC_CTYPE`, `LANG`),
        // and language outranks weight in matching, so the locale would choose between files of one
        // family. "und" favours none.
        FcPatternAddString(pattern, lf_fc_lang(), "und")
        guard let match = bestMatch(pattern, config: config) else { return nil }
        defer { FcPatternDestroy(match) }
        var index: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        var familyNames: [String] = []
        while FcPatternGetString(match, lf_fc_family(), index, &value) == FcResultMatch, let value {
            familyNames.append(String(cString: value))
            index += 1
        }
        guard familyNames.contains(where: { $0.caseInsensitiveCompare(family) == .orderedSame }),
              let file = file(of: match) else { return nil }
        var faceIndex: Int32 = 0, variable: FcBool = 0
        let hasIndex = FcPatternGetInteger(match, lf_fc_index(), 0, &faceIndex) == FcResultMatch
        let isWhole = FcPatternGetBool(match, lf_fc_variable(), 0, &variable) == FcResultMatch && variable != 0
        return FamilyMatch(file: file, instance: hasIndex && !isWhole ? Int(faceIndex >> 16) : nil)
    }

    /// The file of the best font whose charset holds every scalar.
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
