import Foundation

/// An independent reader of a variable font's `fvar` table (axes and named instances), straight from the
/// file's bytes as the OpenType spec lays it out (`fvar`: header, VariationAxisRecord, InstanceRecord;
/// Fixed 16.16 values), so expected numbers never come from the code under test.
public struct FvarTable {
    public struct Axis: Equatable {
        public var tag: String
        public var minimum: Double, defaultValue: Double, maximum: Double
    }
    public struct Instance: Equatable {
        public var subfamilyNameID: Int
        public var coordinates: [Double]
    }
    public let axes: [Axis]
    public let instances: [Instance]

    /// nil for a font without `fvar`.
    public init?(path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u16(_ o: Int) -> Int { Int(bytes[o]) << 8 | Int(bytes[o + 1]) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
        func fixed(_ o: Int) -> Double { Double(Int32(bitPattern: UInt32(u32(o)))) / 65536 }
        var fvar: Int?
        for i in 0..<u16(4) {
            let rec = 12 + 16 * i
            if String(decoding: bytes[rec..<rec + 4], as: UTF8.self) == "fvar" { fvar = u32(rec + 8) }
        }
        guard let base = fvar else { return nil }
        let axesOffset = u16(base + 4), axisCount = u16(base + 8), axisSize = u16(base + 10)
        let instanceCount = u16(base + 12), instanceSize = u16(base + 14)
        var axes: [Axis] = []
        for i in 0..<axisCount {
            let o = base + axesOffset + i * axisSize
            axes.append(Axis(tag: String(decoding: bytes[o..<o + 4], as: UTF8.self),
                             minimum: fixed(o + 4), defaultValue: fixed(o + 8), maximum: fixed(o + 12)))
        }
        var instances: [Instance] = []
        let first = base + axesOffset + axisCount * axisSize
        for i in 0..<instanceCount {
            let o = first + i * instanceSize
            instances.append(Instance(subfamilyNameID: u16(o), coordinates: (0..<axisCount).map { fixed(o + 4 + 4 * $0) }))
        }
        self.axes = axes
        self.instances = instances
    }
}
