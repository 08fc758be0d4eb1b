import CFreeType
import CHarfBuzz
import Foundation

/// The process's one FreeType library, behind a lock.
///
/// FreeType's contract: faces of one FT_Library are created and destroyed by one thread at a time,
/// and an FT_Face is used by one thread at a time. Every FreeType call LabelFit makes goes through
/// `withLock`, which satisfies both.
final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()

    private var library: FT_Library?
    private let lock = NSLock()

    private init() {
        var lib: FT_Library?
        if FT_Init_FreeType(&lib) == 0 { library = lib }
    }

    struct FaceInfo {
        var metrics: VerticalMetrics
        var family: String
        var style: String
        var bold: Bool
    }

    /// Reads the tables LabelFit needs from a font in memory; the face is closed before returning.
    func inspect(blob: OpaquePointer, path: String) throws -> FaceInfo {
        try withFace(blob: blob, path: path) { face in
            let rec = face.pointee
            guard rec.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
                throw LabelFitError.badFont(path: path, reason: "not a scalable (outline) font")
            }
            guard let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee,
                  let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            else { throw LabelFitError.badFont(path: path, reason: "no head or hhea table") }
            let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee
            // FreeType (`sfobjs.c`, `sfnt_load_face`) replaces an hhea ascender and descender that are both
            // zero by OS/2's typo values (or usWin* when those are zero too); Skia and hb-ft read FreeType's
            // face->ascender/descender/height, so a font with an empty hhea gets those.
            var hheaAscender = Int(hhea.Ascender), hheaDescender = Int(hhea.Descender), hheaLineGap = Int(hhea.Line_Gap)
            if hheaAscender == 0 && hheaDescender == 0 {
                hheaAscender = Int(rec.ascender)
                hheaDescender = Int(rec.descender)
                hheaLineGap = Int(rec.height) - hheaAscender + hheaDescender
            }
            let metrics = VerticalMetrics(
                unitsPerEm: Int(head.Units_Per_EM),
                hheaAscender: hheaAscender, hheaDescender: hheaDescender, hheaLineGap: hheaLineGap,
                typoAscender: Int(os2?.sTypoAscender ?? hhea.Ascender),
                typoDescender: Int(os2?.sTypoDescender ?? hhea.Descender),
                typoLineGap: Int(os2?.sTypoLineGap ?? hhea.Line_Gap),
                winAscent: Int(os2?.usWinAscent ?? 0), winDescent: Int(os2?.usWinDescent ?? 0),
                useTypoMetrics: ((os2?.fsSelection ?? 0) & (1 << 7)) != 0,
                headYMin: Int(head.yMin), headYMax: Int(head.yMax))
            guard metrics.unitsPerEm >= 16 && metrics.unitsPerEm <= 16384 else {
                throw LabelFitError.badFont(path: path, reason: "unitsPerEm \(metrics.unitsPerEm) is out of range")
            }
            return FaceInfo(metrics: metrics,
                            family: rec.family_name.map { String(cString: $0) } ?? "",
                            style: rec.style_name.map { String(cString: $0) } ?? "",
                            bold: rec.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0)
        }
    }

    /// Opens a FreeType face over the blob's bytes for the duration of `body`, at the variable font
    /// instance `variations` names (`instance`). The blob (owned by the caller) outlives the face, as
    /// FT_New_Memory_Face requires.
    func withFace<T>(blob: OpaquePointer, path: String, variations: [Double] = [], _ body: (FT_Face) throws -> T) throws -> T {
        lock.lock()
        defer { lock.unlock() }
        guard let library else { throw LabelFitError.badFont(path: path, reason: "FreeType did not initialise") }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length) else {
            throw LabelFitError.badFont(path: path, reason: "the file is empty")
        }
        var face: FT_Face?
        let error = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            FT_New_Memory_Face(library, $0, FT_Long(length), 0, &face)
        }
        guard error == 0, let face else {
            throw LabelFitError.badFont(path: path, reason: Self.message(error))
        }
        defer { FT_Done_Face(face) }
        guard Self.setInstance(face, variations) else {
            throw LabelFitError.badFont(path: path, reason: "FreeType cannot set the variable font's instance")
        }
        return try body(face)
    }

    /// Opens a face over the blob's bytes that the caller keeps (and closes with `close`); nil when
    /// FreeType refuses it. Every use of it must go through `locked`.
    func openFace(blob: OpaquePointer, variations: [Double] = []) -> FT_Face? {
        lock.lock()
        defer { lock.unlock() }
        guard let library else { return nil }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        var face: FT_Face?
        let error = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
            FT_New_Memory_Face(library, $0, FT_Long(length), 0, &face)
        }
        guard error == 0, let face else { return nil }
        guard Self.setInstance(face, variations) else { FT_Done_Face(face); return nil }
        return face
    }

    /// Sets a variable font's instance: `coordinates` in design units, one per `fvar` axis in its
    /// order (empty: the default instance, left as loaded). FreeType then varies outlines (`gvar`),
    /// advances (`HVAR`) and the MVAR-varied metrics, as Skia does for the instance it draws
    /// (Skia's FreeType typeface, `SkFontHost_FreeType.cpp`, sets the instance's design coordinates
    /// with FT_Set_Var_Design_Coordinates).
    /// Called under the lock.
    private static func setInstance(_ face: FT_Face, _ coordinates: [Double]) -> Bool {
        guard !coordinates.isEmpty else { return true }
        var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
        return FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed) == 0
    }

    func close(_ face: FT_Face) {
        lock.lock()
        defer { lock.unlock() }
        FT_Done_Face(face)
    }

    /// Runs `body` under the library's lock, for calls on a face from `openFace`.
    func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    static func message(_ error: FT_Error) -> String {
        switch error {
        // Codes from FreeType's fterrdef.h.
        case 0x01: "the file cannot be opened"
        case 0x02: "unknown file format (not TrueType or OpenType)"
        case 0x03, 0x08, 0x09, 0x8E, 0x8F, 0x90, 0x91, 0x92, 0x93: "the font file is broken or truncated"
        default: "FreeType error 0x\(String(error, radix: 16))"
        }
    }
}
