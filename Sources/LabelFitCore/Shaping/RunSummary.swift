import CHarfBuzz

/// A run as a report shows it: which text one font drew, in which direction and script.
public struct RunSummary: Sendable, Equatable {
    public var text: String
    public var start: Int
    public var end: Int
    public var font: String
    public var direction: TextDirection
    /// ISO 15924 tag as HarfBuzz names it ("Arab", "Latn").
    public var script: String
    public var widthPx: Double
}

extension hb_script_t {
    var tagString: String {
        let v = UInt32(truncatingIfNeeded: rawValue)
        return String(unsafeUninitializedCapacity: 4) { out in
            out[0] = UInt8(v >> 24); out[1] = UInt8((v >> 16) & 0xFF); out[2] = UInt8((v >> 8) & 0xFF); out[3] = UInt8(v & 0xFF)
            return 4
        }
    }
}
