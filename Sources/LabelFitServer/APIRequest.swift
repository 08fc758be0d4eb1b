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
    var size: Double?
    var lineHeight: LineHeight?
    var deviceScale: Double?
    var features: [String]?
    var row: RowPatch?
    var platform: PlatformOptions?
    var clipTolerancePx: Double?

    enum CodingKeys: String, CodingKey {
        case profile, font, sourceFont = "source_font", targetFont = "target_font", weight, size, lineHeight = "line_height"
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

/// Request bodies: checked as JSON with positions and a depth limit first (a clear message for
/// malformed input, invalid UTF-8 or hostile nesting), then decoded.
enum RequestDecoding {
    static func decode<T: Decodable>(_ type: T.Type, from body: [UInt8]) throws -> T {
        guard !body.isEmpty else { throw HTTPError.badRequest("the request body is empty; send a JSON object") }
        do {
            _ = try LocatedJSONParser.parse(body, file: "request")
        } catch let error as LabelFitError {
            throw HTTPError.badRequest(error.description)
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(body))
        } catch let error as DecodingError {
            throw HTTPError.badRequest("request: " + Self.explain(error))
        } catch let error as LabelFitError {
            throw HTTPError.badRequest("request: \(error.description)")
        }
    }

    static func explain(_ error: DecodingError) -> String {
        func path(_ c: DecodingError.Context) -> String { c.codingPath.map(\.stringValue).joined(separator: ".") }
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c):
            return "'\(path(c))': \(c.debugDescription)"
        case .keyNotFound(let k, _):
            return "missing '\(k.stringValue)'"
        @unknown default:
            return "\(error)"
        }
    }
}
