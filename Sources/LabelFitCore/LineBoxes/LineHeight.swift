import Foundation

/// A CSS `line-height`: `normal`, a unitless number (× font-size), px, or a percentage of font-size.
public enum LineHeight: Sendable, Hashable, CustomStringConvertible, Codable {
    case normal
    case multiple(Double)
    case px(Double)
    case percent(Double)

    public init(parsing text: String) throws {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        func number(_ s: Substring) throws -> Double {
            guard let v = Double(s), v.isFinite else {
                throw LabelFitError.usage("bad line-height '\(text)': use normal, a number (1.2), px (20px) or % (120%)")
            }
            return v
        }
        if t == "normal" { self = .normal }
        else if t.hasSuffix("px") { self = .px(try number(t.dropLast(2))) }
        else if t.hasSuffix("%") { self = .percent(try number(t.dropLast())) }
        else { self = .multiple(try number(Substring(t))) }
        try validate(field: "line-height")
    }

    /// Each form against its own range in `NumberRanges`.
    public func validate(field: String) throws {
        switch self {
        case .normal: break
        case .multiple(let m): try NumberRanges.lineHeightMultiple.check(m, field: field)
        case .px(let p): try NumberRanges.lineHeightPx.check(p, field: field)
        case .percent(let p): try NumberRanges.lineHeightPercent.check(p, field: field)
        }
    }

    /// The used line-height in CSS px at `size`, or nil for `normal`.
    public func px(size: Double) -> Double? {
        switch self {
        case .normal: nil
        case .multiple(let m): m * size
        case .px(let p): p
        case .percent(let p): p * size / 100
        }
    }

    /// The unitless value, if the line-height is one.
    public var multiplier: Double? { if case .multiple(let m) = self { m } else { nil } }

    public var description: String {
        switch self {
        case .normal: "normal"
        case .multiple(let m): Self.trim(m)
        case .px(let p): Self.trim(p) + "px"
        case .percent(let p): Self.trim(p) + "%"
        }
    }

    private static func trim(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let v = try? c.decode(Double.self) { self = .multiple(v) }
        else { self = try LineHeight(parsing: try c.decode(String.self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}
