import CFontconfig
import Foundation

/// Resolves font names to loaded faces: bundled fonts first, then the configured font folders
/// (`FontSources`), then file paths; and finds the font a platform falls back to for a character the
/// stack lacks (`FallbackChain`, then Fontconfig over the same fonts). The machine's own fonts take
/// part only when the user asks for them (`FontSources.systemFonts`). Faces are loaded on first use
/// and kept for the registry's life, shared by all threads.
public final class FontRegistry: @unchecked Sendable {
    public let bundledDirectory: URL?
    public let manifest: FontManifest

    private let lock = NSLock()
    private var faces: [ExactText: FontFace] = [:]         // by resolved file path, byte for byte
    private var resolved: [NameKey: FontFace] = [:]
    private var stacks: [FontStack: [FontFace]] = [:]
    private struct NameKey: Hashable { var name: ExactText; var weight: Int }
    /// Keyed by the whole cluster, the language and the chain: a font that covers a cluster's first
    /// scalar may lack its marks, Fontconfig's choice depends on the language, and each platform has
    /// its own chain.
    private var fallbackByCluster: [FallbackKey: FontFace?] = [:]
    /// The stand-in each fallback answer is, for the answers that are one (`fallbackStandIn`).
    private var standInByCluster: [FallbackKey: StandIn] = [:]
    private struct FallbackKey: Hashable { var scalars: [UInt32]; var language: String; var chain: FallbackChain }
    /// The stand-ins fallback has used (`fallbackStandIns`).
    private var standInsUsed = Set<StandIn>()
    /// Variable fonts' instances (`VariableInstance`).
    let instancesForVariations = FontInstances()
    private var fontconfigStorage: FontconfigResolver?
    /// Made on first use, under the lock: several threads may ask for a fallback at once (ThreadSanitizer
    /// found the unguarded lazy property racing in `recommend`). Fontconfig's own calls are thread-safe.
    private var fontconfig: FontconfigResolver {
        lock.lock()
        defer { lock.unlock() }
        if let f = fontconfigStorage { return f }
        let f = FontconfigResolver(folders: (bundledDirectory.map { [$0.path] } ?? []) + sources.folders,
                                   systemFonts: sources.systemFonts)
        fontconfigStorage = f
        return f
    }

    /// Where fonts beyond the bundled ones come from: configured folders, and the system's only when asked.
    public let sources: FontSources
    /// Whether names may resolve to the machine's own fonts and clusters fall back to them.
    public var allowsSystemFonts: Bool { sources.systemFonts }

    /// Names this registry in per-thread memos (`FallbackMemo`); unlike its address, never reused.
    let serial: UInt64 = FontRegistry.serials.next()
    private static let serials = SerialNumbers()

    /// Uses the bundled directory found by `FontManifest.locateDirectory()` unless one is given.
    public init(bundledDirectory: URL? = FontManifest.locateDirectory(), sources: FontSources = FontSources()) throws {
        self.bundledDirectory = bundledDirectory
        self.sources = sources
        if let bundledDirectory {
            manifest = try FontManifest.load(directory: bundledDirectory)
        } else {
            manifest = FontManifest(fonts: [])
        }
    }

    /// The registry the commands use: the bundled fonts and the sources the environment names
    /// (`FontSources.fromEnvironment`).
    public static func configured() throws -> FontRegistry {
        try FontRegistry(sources: FontSources.fromEnvironment())
    }

    /// The face a stack entry names, at the stack's weight.
    public func face(named name: String, weight: Int = 400) throws -> FontFace {
        let key = NameKey(name: ExactText(name), weight: weight)
        lock.lock()
        if let face = resolved[key] { lock.unlock(); return face }
        lock.unlock()
        let (found, fontconfigInstance) = try resolve(name: name, weight: weight)
        let face = fontconfigInstance.map { instance(of: found, fontconfigInstance: $0) }
            ?? instance(of: found, entry: name, weight: weight)
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

    /// The font the platform of `chain` draws `scalars` with when no stack font covers them (cached per
    /// cluster, language and chain); nil if no font LabelFit has covers them, so the cluster is missing
    /// on every machine alike.
    ///
    /// A cluster in emoji presentation goes to the bundled emoji model first (`EmojiPresentation`).
    /// Then the chain's families, in order (`FallbackChain`), the first that covers the whole
    /// cluster; then Fontconfig's best match among the bundled fonts and the configured folders, which
    /// stands in for whatever the platform would draw. With the system's fonts asked for
    /// (`LABELFIT_SYSTEM_FONTS=1`), Fontconfig's best match among the machine's fonts, without the chain.
    public func fallback(covering scalars: [UInt32], language: String, chain: FallbackChain) -> FontFace? {
        guard !scalars.isEmpty else { return nil }
        let key = FallbackKey(scalars: scalars, language: language, chain: chain)
        lock.lock()
        if let cached = fallbackByCluster[key] { lock.unlock(); return cached }
        lock.unlock()
        let covers = { (face: FontFace) in scalars.allSatisfy { face.covers($0) || Self.isDefaultIgnorable($0) } }
        var found: FontFace?
        var standIn: StandIn?
        if EmojiPresentation.isEmoji(scalars), let face = try? face(named: EmojiPresentation.modelFamily), covers(face) {
            found = face
        }
        // With the machine's fonts asked for, fallback is the machine's, as an engine running on this
        // machine falls back (Chromium and WebKitGTK through Fontconfig): the platform's chain is not used.
        if found == nil, !allowsSystemFonts {
            for entry in chain.entries(for: language) {
                guard let face = try? face(named: entry.family, weight: chain.weight), covers(face) else { continue }
                found = face
                standIn = entry.standIn
                break
            }
        }
        if found == nil, let path = fontconfig.fileCovering(scalars, language: language),
           let face = try? loadFile(path), covers(face) {
            found = face
            if face.family != EmojiPresentation.modelFamily {
                standIn = StandIn(font: face.family, standsFor: FallbackChain.beyondChain
                                  + (isGivenFont(face.path) ? "" : " (a system font of this machine)"), kind: .fallback)
            }
        }
        lock.lock()
        fallbackByCluster[key] = .some(found)
        if let standIn { standInsUsed.insert(standIn); standInByCluster[key] = standIn }
        lock.unlock()
        return found
    }

    /// What the fallback font for `scalars` stands in for; nil when it is the platform's own font
    /// (Android's chain) or there is none.
    public func fallbackStandIn(covering scalars: [UInt32], language: String, chain: FallbackChain) -> StandIn? {
        guard fallback(covering: scalars, language: language, chain: chain) != nil else { return nil }
        lock.lock()
        defer { lock.unlock() }
        return standInByCluster[FallbackKey(scalars: scalars, language: language, chain: chain)]
    }

    /// The fonts fallback has drawn with that stand in for the platform's (`StandIn`): a chain entry
    /// LabelFit measures in place of a font it cannot bundle, or a font Fontconfig found beyond the
    /// chain. Sorted, so the list does not depend on which thread asked first.
    public var fallbackStandIns: [StandIn] {
        lock.lock()
        let used = standInsUsed
        lock.unlock()
        return used.sorted { ($0.kind.rawValue, $0.font, $0.standsFor) < ($1.kind.rawValue, $1.font, $1.standsFor) }
    }

    /// Whether a font file is one LabelFit was given (bundled or in a configured folder), not the system's.
    private func isGivenFont(_ path: String) -> Bool {
        let folders = (bundledDirectory.map { [$0.path] } ?? []) + sources.folders
        return folders.contains { folder in
            let dir = URL(fileURLWithPath: folder).standardizedFileURL.path
            return path.hasPrefix(dir.hasSuffix("/") ? dir : dir + "/")
        }
    }

    /// The face `name` names and, when Fontconfig found it by family, the instance Fontconfig matched
    /// (`FontconfigResolver.FamilyMatch.instance`).
    private func resolve(name: String, weight: Int) throws -> (FontFace, fontconfigInstance: Int?) {
        if FontStack.isFilePath(name) {
            return (try loadFile(name), nil)
        }
        if let bundled = bundledMatch(name: name, weight: weight), let dir = bundledDirectory {
            return (try loadFile(dir.appendingPathComponent(bundled.file).path, bundled: bundled), nil)
        }
        if let match = fontconfig.match(family: name, weight: weight) {
            return (try loadFile(match.file), match.instance)
        }
        // Say where the bundled fonts were looked for: a copied binary without its `Fonts/` folder
        // otherwise fails with no hint of `$LABELFIT_FONTS`.
        let bundled = bundledDirectory.map { dir -> String in
            let source = ProcessInfo.processInfo.environment["LABELFIT_FONTS"].map { !$0.isEmpty } == true ? "$LABELFIT_FONTS" : "found beside the binary or installed"
            return "not among the bundled fonts in \(dir.path) (\(source))"
        } ?? "no bundled Fonts/ folder was found (\(FontManifest.searchedPlaces()))"
        let folders = sources.folders.isEmpty ? "" : ", nor in the font folders \(sources.folders.joined(separator: ", ")) ($\(FontSources.foldersVariable))"
        throw LabelFitError.unknownFont(name, detail: bundled + folders + (allowsSystemFonts ? ", and the system's Fontconfig has no family of that name" : "")
            + ". Set LABELFIT_FONTS to a Fonts folder that has it, name its folder in \(FontSources.foldersVariable), give a font file's path"
            + (allowsSystemFonts ? "" : ", or set \(FontSources.systemVariable)=1 to use the fonts installed on this machine"))
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
