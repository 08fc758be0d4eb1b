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
        var out = String.UnicodeScalarView()
        out.reserveCapacity(json.count)
        for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                out.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
