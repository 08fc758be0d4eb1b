/// The longest grapheme cluster (UAX #29: a base and the combining marks, ZWJ sequences and other
/// extenders after it) a string may hold to be measured.
///
/// HarfBuzz positions a mark by looking back past every mark before it to its base (GPOS mark
/// attachment, `hb-ot-layout-gpos-table.hh`), so one cluster of k marks costs k² (20,000 marks: 2.9 s
/// for one string), and it records each attachment as a 16-bit offset (`attach_chain`), so 65,536
/// marks on one base abort in its `GPOS.hh: j < i` assertion. No script needs more than a handful:
/// Unicode's Stream-Safe Text Format (UAX #15 §13) allows 30 non-starters in a row, and this limit is
/// far above that and far below both failures. A longer cluster is a located error for its string;
/// the other strings are measured.
public enum GraphemeClusterLimit {
    public static let maxScalars = 1_000

    /// The scalar count of the first cluster past the limit, or nil when every cluster is within it.
    public static func overLong(_ text: String) -> Int? {
        // A cluster past the limit needs that many scalars, and UTF-8 length bounds the scalar count.
        guard text.utf8.count > maxScalars else { return nil }
        for character in text {
            let n = character.unicodeScalars.count
            if n > maxScalars { return n }
        }
        return nil
    }

    public static func reason(scalars: Int) -> String {
        "has a grapheme cluster of \(scalars) characters (a base and its marks), more than the limit of \(maxScalars)"
    }
}
