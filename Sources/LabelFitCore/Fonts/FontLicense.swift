import CHarfBuzz

/// What a font file says of its own licence: the `name` table's licence description (name ID 13) and
/// licence URL (ID 14), as OpenType defines them. Read from the file, so it is said for any font —
/// bundled, found by Fontconfig or given by path — not only those in the bundled manifest.
public struct FontLicense: Sendable, Equatable {
    public var description: String?
    public var url: String?

    public init(description: String?, url: String?) {
        self.description = description
        self.url = url
    }

    /// The licence a font file declares; both nil when the file cannot be read or says nothing.
    public static func of(path: String) -> FontLicense {
        guard let blob = try? FontFile.open(path: path) else { return FontLicense(description: nil, url: nil) }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, 0) else { return FontLicense(description: nil, url: nil) }
        defer { hb_face_destroy(face) }
        return FontLicense(description: name(face, hb_ot_name_id_t(HB_OT_NAME_ID_LICENSE)), url: name(face, hb_ot_name_id_t(HB_OT_NAME_ID_LICENSE_URL)))
    }

    private static func name(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String? {
        let language = hb_language_from_string("en", -1)
        var length = hb_ot_name_get_utf8(face, id, language, nil, nil)
        guard length > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        length += 1
        _ = hb_ot_name_get_utf8(face, id, language, &length, &buffer)
        let text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }
}
