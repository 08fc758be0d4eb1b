import Foundation

/// An independent reader of the few sfnt tables the tests need (head, hhea, OS/2), straight from the
/// file's bytes as the OpenType spec lays them out — so expected numbers never come from the code
/// under test.
public struct FontTables {
    public let unitsPerEm: Int
    public let headYMin: Int, headYMax: Int
    public let hheaAscender: Int, hheaDescender: Int, hheaLineGap: Int
    public let typoAscender: Int, typoDescender: Int, typoLineGap: Int
    public let fsSelection: Int
    public let winAscent: Int, winDescent: Int

    public var useTypo: Bool { fsSelection & 0x80 != 0 }
    /// The ascent/descent rule of HarfBuzz and Skia on Linux, restated from the OpenType spec.
    public var ascent: Int { useTypo ? typoAscender : hheaAscender }
    public var descent: Int { -(useTypo ? typoDescender : hheaDescender) }
    public var lineGap: Int { useTypo ? typoLineGap : hheaLineGap }

    public init(path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let bytes = [UInt8](data)
        func u16(_ o: Int) -> Int { Int(bytes[o]) << 8 | Int(bytes[o + 1]) }
        func i16(_ o: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(o)))) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        let numTables = u16(4)
        var offsets: [String: Int] = [:]
        for i in 0..<numTables {
            let rec = 12 + 16 * i
            let tag = String(decoding: bytes[rec..<rec + 4], as: UTF8.self)
            offsets[tag] = u32(rec + 8)
        }
        let head = offsets["head"]!, hhea = offsets["hhea"]!, os2 = offsets["OS/2"]!
        unitsPerEm = u16(head + 18)
        headYMin = i16(head + 38)
        headYMax = i16(head + 42)
        hheaAscender = i16(hhea + 4)
        hheaDescender = i16(hhea + 6)
        hheaLineGap = i16(hhea + 8)
        fsSelection = u16(os2 + 62)
        typoAscender = i16(os2 + 68)
        typoDescender = i16(os2 + 70)
        typoLineGap = i16(os2 + 72)
        winAscent = u16(os2 + 74)
        winDescent = u16(os2 + 76)
    }
}
