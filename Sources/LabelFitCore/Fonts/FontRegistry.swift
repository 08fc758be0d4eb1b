import CFontconfig
import Foundation

/// Resolves font names to loaded faces: bundled fonts first, then the system's through Fontconfig,
/// then file paths. Faces are loaded on first use and kept for the registry's life, shared by all
/// threads.
public final class FontRegistry: @unchecked Sendable {
    public let bundledDirectory: URL?
    public let manifest: FontManifest

    private let lock = NSLock()
    private var faces: [ExactText: FontFace] = [:]         // by resolved file path, byte for byte
    private var resolved: [NameKey: FontFace] = [:]
    private var stacks: [FontStack: [FontFace]] = [:]
    private struct NameKey: Hashable { var name: ExactText; var weight: Int }
    /// Keyed by the whole cluster and the language: a font that covers a cluster's first scalar may
    /// lack its marks, and Fontconfig's choice depends on the language.
    private var fallbackByCluster: [FallbackKey: FontFace?] = [:]
    private struct FallbackKey: Hashable { var scalars: [UInt32]; var language: String }
    /// Variable fonts' instances (`VariableInstance`).
    let instancesForVariations = FontInstances()
    private var fontconfigStorage: FontconfigResolver?
    /// Made on first use, under the lock: several threads may ask for a fallback at once (ThreadSanitizer
    /// found the unguarded lazy property racing in `recommend`). Fontconfig's own calls are thread-safe.
    private var fontconfig: FontconfigResolver {
        lock.lock()
        defer { lock.unlock() }
        if let f = fontconfigStorage { return f }
        let f = FontconfigResolver()
        fontconfigStorage = f
        return f
    }

    /// Whether names may resolve to system fonts and clusters fall back to them (Fontconfig). A server
    /// turns this off so it reads only its configured set.
    public let allowsSystemFonts: Bool

    /// Names this registry in per-thread memos (`FallbackMemo`); unlike its address, never reused.
    let serial: UInt64 = FontRegistry.serials.next()
    private static let serials = SerialNumbers()

    /// Uses the bundled directory found by `FontManifest.locateDirectory()` unless one is given.
    public init(bundledDirectory: URL? = FontManifest.locateDirectory(), allowsSystemFonts: Bool = true) throws {
        self.bundledDirectory = bundledDirectory
        self.allowsSystemFonts = allowsSystemFonts
        if let bundledDirectory {
            manifest = try FontManifest.load(directory: bundledDirectory)
        } else {
            manifest = FontManifest(fonts: [])
        }
    }

    /// The face a stack entry names, at the stack's weight.
    public func face(named name: String, weight: Int = 400) throws -> FontFace {
        let key = NameKey(name: ExactText(name), weight: weight)
        lock.lock()
        if let face = resolved[key] { lock.unlock(); return face }
        lock.unlock()
        let face = instance(of: try resolve(name: name, weight: weight), entry: name, weight: weight)
        lock.lock()
        resolved[key] = face
        lock.unlock()
        return face
    }

    /// Every face of a stack, in order. Throws for the first name that resolves to nothing.
    public func faces(for stack: FontStack) throws -> [FontFace] {
        lock.lock()
        if let faces = stacks[stack] { lock.unlock(); return faces }
        lock.unlock()
        let faces = try stack.families.map { try face(named: $0, weight: stack.weight) }
        lock.lock()
        stacks[stack] = faces
        lock.unlock()
        return faces
    }

    /// A system font that covers `scalars`, asked of Fontconfig (cached per cluster and language); nil if none.
    /// A cluster in emoji presentation goes to the bundled emoji model first (`EmojiPresentation`),
    /// whether or not system fonts are allowed, so its width does not depend on the machine.
    public func fallback(covering scalars: [UInt32], language: String) -> FontFace? {
        guard !scalars.isEmpty else { return nil }
        let emoji = EmojiPresentation.isEmoji(scalars)
        guard allowsSystemFonts || emoji else { return nil }
        let key = FallbackKey(scalars: scalars, language: language)
        lock.lock()
        if let cached = fallbackByCluster[key] { lock.unlock(); return cached }
        lock.unlock()
        var found: FontFace?
        if emoji, let face = try? face(named: EmojiPresentation.modelFamily),
           scalars.allSatisfy({ face.covers($0) || Self.isDefaultIgnorable($0) }) {
            found = face
        } else if allowsSystemFonts, let path = fontconfig.fileCovering(scalars, language: language),
           let face = try? loadFile(path) {
            found = scalars.allSatisfy { face.covers($0) || Self.isDefaultIgnorable($0) } ? face : nil
        }
        lock.lock()
        fallbackByCluster[key] = .some(found)
        lock.unlock()
        return found
    }

    /// The system fonts Fontconfig has supplied so far for characters no stack covered, by family in
    /// first-seen order of their files: they stand in for whatever the platform would draw those
    /// characters with (`StandIn.Kind.fallback`), and they depend on the machine's fonts.
    public var fallbackFamilies: [String] {
        lock.lock()
        let found = fallbackByCluster.values.compactMap { $0 }
        lock.unlock()
        var families: [String] = []
        for face in found.sorted(by: { $0.path < $1.path })
        where face.family != EmojiPresentation.modelFamily && !families.contains(face.family) { families.append(face.family) }
        return families
    }

    private func resolve(name: String, weight: Int) throws -> FontFace {
        if FontStack.isFilePath(name) {
            return try loadFile(name)
        }
        if let bundled = bundledMatch(name: name, weight: weight), let dir = bundledDirectory {
            return try loadFile(dir.appendingPathComponent(bundled.file).path, bundled: bundled)
        }
        if allowsSystemFonts, let path = fontconfig.fileForFamily(name, weight: weight) {
            return try loadFile(path)
        }
        // Say where the bundled fonts were looked for: a copied binary without its `Fonts/` folder
        // otherwise fails with no hint of `$LABELFIT_FONTS` (issue #26).
        let bundled = bundledDirectory.map { dir -> String in
            let source = ProcessInfo.processInfo.environment["LABELFIT_FONTS"].map { !$0.isEmpty } == true ? "$LABELFIT_FONTS" : "found beside the binary or installed"
            return "not among the bundled fonts in \(dir.path) (\(source))"
        } ?? "no bundled Fonts/ folder was found (\(FontManifest.searchedPlaces()))"
        throw LabelFitError.unknownFont(name, detail: bundled + (allowsSystemFonts ? ", and Fontconfig has no family of that name" : "")
            + ". Set LABELFIT_FONTS to a Fonts folder that has it, install it for Fontconfig (fc-list lists what it has), or give a font file's path")
    }

    /// CSS font matching, simplified to weight: the family's exact style name if `name` ends in one,
    /// else the weight nearest to the one asked for (ties go heavier above 500, lighter below, as CSS).
    func bundledMatch(name: String, weight: Int) -> BundledFont? {
        let lower = name.lowercased()
        if let exact = manifest.fonts.first(where: { "\($0.family) \($0.style)".lowercased() == lower }) {
            return exact
        }
        let family = manifest.fonts.filter { $0.family.lowercased() == lower }
        return family.min { a, b in
            let da = abs(a.weight - weight), db = abs(b.weight - weight)
            if da != db { return da < db }
            return weight > 500 ? a.weight > b.weight : a.weight < b.weight
        }
    }

    private func loadFile(_ path: String, bundled: BundledFont? = nil) throws -> FontFace {
        let canonical = URL(fileURLWithPath: path).standardizedFileURL.path
        lock.lock()
        if let face = faces[ExactText(canonical)] { lock.unlock(); return face }
        lock.unlock()
        let face = try FontFace(path: canonical, family: bundled?.family, style: bundled?.style, weight: bundled?.weight, sha256: bundled?.sha256)
        lock.lock()
        defer { lock.unlock() }
        if let raced = faces[ExactText(canonical)] { return raced }
        faces[ExactText(canonical)] = face
        return face
    }

    /// Characters HarfBuzz shapes as invisible (joiners, variation selectors, bidi controls): a font
    /// need not map them to cover a cluster.
    static func isDefaultIgnorable(_ c: UInt32) -> Bool {
        switch c {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F,
             0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
             0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            true
        default:
            false
        }
    }
}
