import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// Layout settings a request may give; anything left out comes from the server's configuration.
struct LayoutRequest: Decodable {
    var profile: String?
    var font: String?
    var sourceFont: String?
    var targetFont: String?
    var weight: Int?
    var fontStretch: Double?
    var fontVariationSettings: String?
    var size: Double?
    var lineHeight: LineHeight?
    var deviceScale: Double?
    var features: [String]?
    var row: RowPatch?
    var platform: PlatformOptions?
    var clipTolerancePx: Double?

    enum CodingKeys: String, CodingKey {
        case profile, font, sourceFont = "source_font", targetFont = "target_font", weight, size, lineHeight = "line_height"
        case fontStretch = "font_stretch", fontVariationSettings = "font_variation_settings"
        case deviceScale = "device_scale", features, row, platform, clipTolerancePx = "clip_tolerance_px"
    }
}

struct MeasureRequest: Decodable {
    var en: String?
    var ar: String?
    var layout: LayoutRequest

    enum CodingKeys: String, CodingKey { case en, ar }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        en = try c.decodeIfPresent(String.self, forKey: .en)
        ar = try c.decodeIfPresent(String.self, forKey: .ar)
        layout = try LayoutRequest(from: decoder)
    }
}

struct RenderRequest: Decodable {
    var en: String?
    var ar: String?
    var side: String?
    var layout: LayoutRequest

    enum CodingKeys: String, CodingKey { case en, ar, side }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        en = try c.decodeIfPresent(String.self, forKey: .en)
        ar = try c.decodeIfPresent(String.self, forKey: .ar)
        side = try c.decodeIfPresent(String.self, forKey: .side)
        layout = try LayoutRequest(from: decoder)
    }
}

struct CheckRequest: Decodable {
    struct Pair: Decodable { var key: String?; var en: String?; var ar: String?; var maxWidthPx: Double?
        enum CodingKeys: String, CodingKey { case key, en, ar, maxWidthPx = "max_width_px" }
    }
    var pairs: [Pair]
    var maxGrowth: Double?
    var maxLines: Int?
    var layout: LayoutRequest

    enum CodingKeys: String, CodingKey { case pairs, maxGrowth = "max_growth", maxLines = "max_lines" }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        pairs = try c.decode([Pair].self, forKey: .pairs)
        maxGrowth = try c.decodeIfPresent(Double.self, forKey: .maxGrowth)
        maxLines = try c.decodeIfPresent(Int.self, forKey: .maxLines)
        layout = try LayoutRequest(from: decoder)
    }
}

/// Request bodies: parsed as JSON with positions and a depth limit (a clear message for malformed
/// input, invalid UTF-8 or hostile nesting), checked against the route's `RequestSchema` (unknown
/// fields, types, ranges, each named by its JSON path), then decoded from the checked tree.
enum RequestDecoding {
    static func decode<T: Decodable>(_ type: T.Type, from body: [UInt8], schema: [String: RequestField]) throws -> T {
        guard !body.isEmpty else { throw HTTPError.badRequest("the request body is empty; send a JSON object") }
        let tree: LocatedJSON
        do {
            tree = try LocatedJSONParser.parse(body, file: "request").0
        } catch let error as LabelFitError {
            throw HTTPError.badRequest(error.description)
        }
        try RequestSchema.validate(tree, schema)
        do {
            let data = try JSONSerialization.data(withJSONObject: RequestSchema.normalized(tree))
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw HTTPError.badRequest(Self.explain(error))
        } catch let error as LabelFitError {
            throw HTTPError.badRequest(error.description)
        }
    }

    /// The JSON path of a value the decoder refused (`pairs[0].en`), never the decoder's own wording.
    static func explain(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            var out = ""
            for k in keys {
                if let i = k.intValue { out += "[\(i)]" } else { out += out.isEmpty ? k.stringValue : "." + k.stringValue }
            }
            return out.isEmpty ? "the request" : out
        }
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c): return "\(path(c.codingPath)): wrong type of value"
        case .dataCorrupted(let c):
            // After the schema only closed sets (ClosedSet: "'x' is not one of a, b") and line-heights refuse here.
            if let e = c.underlyingError as? LabelFitError { return "\(path(c.codingPath)): \(e.description)" }
            return "\(path(c.codingPath)): \(c.debugDescription)"
        case .keyNotFound(let k, let c): return "\(path(c.codingPath + [k])): missing"
        @unknown default: return "the request could not be read"
        }
    }
}
