import Foundation

/// LabelFit's JSON conventions: sorted keys (stable diffs), unescaped slashes, numbers as Swift prints
/// them after rounding to 1/10000 px, which is finer than any device pixel.
public enum JSONOutput {
    public static func encoder(pretty: Bool) -> JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        e.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return e
    }

    public static func string<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        String(decoding: try encoder(pretty: pretty).encode(value), as: UTF8.self)
    }
}
