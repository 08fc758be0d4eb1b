import Foundation

/// JSON as the text of an HTML `<script type="application/json">` data block. The block is raw text
/// that ends at the first `</script` (HTML's "script data" state,
/// https://html.spec.whatwg.org/multipage/parsing.html#script-data-state), and `<!--` there changes how
/// the end is found, so every `<`, `>` and `&` inside the JSON is written as its `\uXXXX` escape
/// (JSON's own, RFC 8259 §7, which `JSON.parse` reads back to the same character); U+2028 and U+2029
/// too, so the text is also a valid JavaScript string literal body. These characters can only stand
/// inside JSON strings, so nothing else changes and the block parses to the same value.
public enum JSONScriptBlock {
    public static func text(_ json: Data) -> String {
        String(decoding: bytes([UInt8](json)), as: UTF8.self)
    }

    /// The same escaping over UTF-8 bytes, for writers that stream bytes (the HTML report's row
    /// blocks). U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8; no other sequence holds them.
    public static func bytes(_ json: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(json.count + 16)
        var i = 0
        while i < json.count {
            let b = json[i]
            switch b {
            case UInt8(ascii: "<"): out.append(contentsOf: escape(0x3C))
            case UInt8(ascii: ">"): out.append(contentsOf: escape(0x3E))
            case UInt8(ascii: "&"): out.append(contentsOf: escape(0x26))
            case 0xE2 where i + 2 < json.count && json[i + 1] == 0x80 && (json[i + 2] == 0xA8 || json[i + 2] == 0xA9):
                out.append(contentsOf: escape(json[i + 2] == 0xA8 ? 0x2028 : 0x2029))
                i += 2
            default: out.append(b)
            }
            i += 1
        }
        return out
    }

    private static func escape(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16)
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}
