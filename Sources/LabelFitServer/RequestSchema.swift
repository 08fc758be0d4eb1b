import Foundation
import LabelFitCatalogs
import LabelFitCore

/// What one field of a request body may hold. Requests are checked against these on the parsed JSON,
/// before anything is decoded, so every refusal names the field by its JSON path (`pairs[0].en`,
/// `row.height_px`) and every number is held to its range in `NumberRanges`: the decoder only ever
/// sees values the layout accepts, and none of its own wording reaches a client.
///
/// Only `array` is boxed (`indirect`): were every case boxed, the tag would live in the boxes'
/// pointers' spare bits, and LeakSanitizer (Fuzz/run) would take the schema's statics for leaks.
enum RequestField: Sendable {
    case string
    case bool
    case strings
    /// One of a closed set, spelled by its raw value.
    case choice([String])
    /// true, false, or one of a closed set (Android's elegant text height also takes "unset").
    case boolOrChoice([String])
    /// A JSON number within the range (whole numbers only when the range says so).
    case number(NumberRange)
    /// A number (× the font size) or a string: `"normal"`, `"1.2"`, `"20px"`, `"120%"`.
    case lineHeight
    case object([String: RequestField])
    indirect case array(RequestField)

    var typeName: String {
        switch self {
        case .string: "a string"
        case .bool: "true or false"
        case .strings: "an array of strings"
        case .choice(let all): "one of " + all.joined(separator: ", ")
        case .boolOrChoice(let all): "true, false or one of " + all.joined(separator: ", ")
        case .number(let r): r.integer ? "a whole number" : "a number"
        case .lineHeight: "a number or a string such as \"20px\""
        case .object: "an object"
        case .array: "an array"
        }
    }
}

/// The fields each route accepts, with the range of every number.
enum RequestSchema {
    typealias R = NumberRanges

    static let row: [String: RequestField] = [
        "inline_size_px": .number(R.rowLength), "height_px": .number(R.rowLength),
        "padding_inline_start_px": .number(R.rowSpacing), "padding_inline_end_px": .number(R.rowSpacing),
        "icon_size_px": .number(R.rowSpacing), "icon_gap_px": .number(R.rowSpacing),
        "padding_block_px": .number(R.rowSpacing), "min_block_size_px": .number(R.rowSpacing),
        "overflow": .choice(Overflow.allCases.map(\.rawValue)), "max_lines": .number(R.maxLines), "overflow_wrap_anywhere": .bool,
    ]

    static func choice<T: ClosedSet>(_ type: T.Type) -> RequestField { .choice(T.allCases.map(\.rawValue)) }

    static let platform: [String: RequestField] = [
        "include_font_padding": .bool, "fallback_line_spacing": .bool,
        "elegant_text_height": .boolOrChoice(ElegantTextHeight.allCases.map(\.rawValue)),
        "target_sdk": .number(R.targetSdk), "line_height_mode": choice(LineHeightMode.self),
        "web_platform": choice(WebPlatform.self), "text_rendering": choice(TextRendering.self),
        "leading_distribution": choice(LeadingDistribution.self), "text_height_behavior": choice(TextHeightBehavior.self),
        "line_spacing_multiplier": .number(R.lineSpacingMultiplier), "line_spacing_extra_px": .number(R.lineSpacingExtra),
        "line_height_alignment": choice(LineHeightAlignment.self), "line_height_trim": choice(LineHeightTrim.self),
        "minimum_line_height": .number(R.uikitLineHeight), "maximum_line_height": .number(R.uikitLineHeight),
        "line_height_multiple": .number(R.uikitLineHeightMultiple),
    ]

    /// Layout settings, accepted by every POST route.
    static let layout: [String: RequestField] = [
        "profile": choice(Profile.self), "font": .string, "source_font": .string, "target_font": .string,
        "weight": .number(R.weight), "font_stretch": .number(R.fontStretch), "font_variation_settings": .string,
        "size": .number(R.size), "line_height": .lineHeight,
        "device_scale": .number(R.deviceScale), "features": .strings, "row": .object(row), "platform": .object(platform),
        "clip_tolerance_px": .number(R.clipTolerance),
    ]

    static let measure = layout.merging(["en": .string, "ar": .string]) { a, _ in a }
    static let render = layout.merging(["en": .string, "ar": .string, "side": .string]) { a, _ in a }
    static let pair: [String: RequestField] = ["key": .string, "en": .string, "ar": .string, "max_width_px": .number(R.budgetPx)]
    static let check = layout.merging([
        "pairs": .array(.object(pair)), "max_growth": .number(R.maxGrowth), "max_lines": .number(R.maxLines),
    ]) { a, _ in a }

    /// Every numeric field by name, as docs/openapi.yaml spells it, with its range (the test that holds
    /// the OpenAPI `minimum`/`maximum` to `NumberRanges` reads this).
    static var numericFields: [(name: String, range: NumberRange)] {
        var out: [(String, NumberRange)] = []
        func walk(_ fields: [String: RequestField]) {
            for (name, kind) in fields.sorted(by: { $0.key < $1.key }) {
                switch kind {
                case .number(let r): out.append((name, r))
                case .lineHeight: out.append((name, R.lineHeightMultiple))
                case .object(let inner), .array(.object(let inner)): walk(inner)
                default: break
                }
            }
        }
        walk(check.merging(render) { a, _ in a })
        return out
    }

    /// Checks `value` against `fields`: unknown fields, wrong types and numbers out of range are
    /// refused with the JSON path of the field.
    static func validate(_ value: LocatedJSON, _ fields: [String: RequestField]) throws {
        guard case .object = value else { throw HTTPError.badRequest("the request body must be a JSON object") }
        try check(value, .object(fields), path: "")
    }

    private static func check(_ value: LocatedJSON, _ kind: RequestField, path: String) throws {
        if case .null = value { return }  // the same as leaving the field out
        func wrongType() -> HTTPError {
            HTTPError.badRequest("\(path): expected \(kind.typeName), got \(describe(value))")
        }
        switch kind {
        case .string:
            guard case .string = value else { throw wrongType() }
        case .bool:
            guard case .bool = value else { throw wrongType() }
        case .choice(let all):
            guard case .string(let s, _, _) = value else { throw wrongType() }
            guard all.contains(s) else { throw HTTPError.badRequest("\(path): '\(s)' is not one of \(all.joined(separator: ", "))") }
        case .boolOrChoice(let all):
            if case .bool = value { break }
            guard case .string(let s, _, _) = value else { throw wrongType() }
            guard all.contains(s) else { throw HTTPError.badRequest("\(path): '\(s)' is not one of true, false, \(all.joined(separator: ", "))") }
        case .strings:
            guard case .array(let items, _) = value else { throw wrongType() }
            for (i, item) in items.enumerated() {
                guard case .string = item else {
                    throw HTTPError.badRequest("\(path)[\(i)]: expected a string, got \(describe(item))")
                }
            }
        case .number(let range):
            guard case .number(let v, _) = value else { throw wrongType() }
            try rangeCheck { try range.check(v, field: path) }
        case .lineHeight:
            switch value {
            case .number(let v, _): try rangeCheck { try NumberRanges.lineHeightMultiple.check(v, field: path) }
            case .string(let s, _, _):
                do {
                    _ = try LineHeight(parsing: s)
                } catch let LabelFitError.usage(message) {
                    // LineHeight names the CLI option; a request names its field.
                    let named = message.hasPrefix("line-height:") ? path + message.dropFirst("line-height".count) : "\(path): \(message)"
                    throw HTTPError.badRequest(String(named))
                }
            default: throw wrongType()
            }
        case .object(let fields):
            guard case .object(let members, _) = value else { throw wrongType() }
            for m in members {
                let child = path.isEmpty ? m.key : "\(path).\(m.key)"
                guard let k = fields[m.key] else {
                    let accepted = fields.keys.sorted().joined(separator: ", ")
                    throw HTTPError.badRequest("unknown field '\(child)': \(path.isEmpty ? "the request" : path) accepts \(accepted)")
                }
                try check(m.value, k, path: child)
            }
        case .array(let element):
            guard case .array(let items, _) = value else { throw wrongType() }
            for (i, item) in items.enumerated() { try check(item, element, path: "\(path)[\(i)]") }
        }
    }

    private static func rangeCheck(_ body: () throws -> Void) throws {
        do { try body() } catch let LabelFitError.usage(message) { throw HTTPError.badRequest(message) }
    }

    private static func describe(_ v: LocatedJSON) -> String {
        switch v {
        case .object: "an object"
        case .array: "an array"
        case .string(let s, _, _): "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .number(let n, _): "the number \(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n))"
        case .bool(let b, _): "\(b)"
        case .null: "null"
        }
    }

    /// The value written back as plain JSON: numbers as the parser read them (so 1e-400 is 0), which
    /// the decoder then reads without surprises.
    static func normalized(_ v: LocatedJSON) -> Any {
        switch v {
        case .object(let members, _):
            var d: [String: Any] = [:]
            for m in members { d[m.key] = normalized(m.value) }
            return d
        case .array(let items, _): return items.map(normalized)
        case .string(let s, _, _): return s
        case .number(let n, _): return n == n.rounded() && abs(n) < 1e15 ? NSNumber(value: Int(n)) : NSNumber(value: n)
        case .bool(let b, _): return b
        case .null: return NSNull()
        }
    }
}
