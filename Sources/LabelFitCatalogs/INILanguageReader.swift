import Foundation
import LabelFitCore

/// PHP INI language files: Textpattern `textpattern/lang/ar.ini` (and `setup/lang/ar.ini`;
/// docs.textpattern.com/development/textpacks: `[section]` groups strings by event, `name="text"`
/// lines; the `[@common]` section and any `@`-section hold the pack's own metadata, `lang_name`,
/// `lang_code`, `lang_dir`, not UI strings) and Joomla `language/ar-AA/ar-AA.com_x.ini` or
/// `language/ar-AA/com_x.ini` (docs.joomla.org "Specification of language files": `KEY="value"`
/// lines, `;` comments, double quotes inside a value escaped `\"`; the old `"_QQ_"` constant is a
/// double quote).
///
/// Both are read with PHP's `parse_ini_file` rules (php.net/manual/function.parse-ini-file.php,
/// INI_SCANNER_NORMAL; Zend/zend_ini_scanner.l): a line is `[section]`, a `;` comment (PHP ≥ 7
/// gives `#` no meaning, but Joomla and Textpattern files never start a line with it, and PHP
/// itself rejected such lines before, so they are skipped), or `key = value`. A value in double
/// quotes may span lines and keeps `\"` as `"` and `\\` as `\` (`zend_ini_escape_string`); a
/// value in single quotes is raw; an unquoted value runs to a `;` and is trimmed. A key is
/// taken by its name: Textpattern loads every section into one table by name (txp_lang), Joomla
/// has no sections. Several quoted and unquoted pieces next to each other are joined, as PHP joins
/// them (`KEY="a"_QQ_"b"`).
struct INILanguageReader {
    let limits: ReadLimits

    func read(_ path: String) -> LocaleStrings {
        var out = LocaleStrings()
        do {
            let text = try CatalogText.decode(try CatalogText.read(path, limits: limits), file: path)
            let s = Array(text.unicodeScalars)
            var seen: [String: SourceLocation] = [:]
            var i = 0, line = 1
            var section = ""
            func lineEnd(_ k: Int) -> Int { var k = k; while k < s.count, s[k] != "\n" { k += 1 }; return k }
            while i < s.count {
                let startLine = line
                var k = i
                while k < s.count, s[k] == " " || s[k] == "\t" || s[k] == "\r" { k += 1 }
                let end = lineEnd(k)
                if k >= s.count { break }
                if s[k] == "\n" || s[k] == ";" || s[k] == "#" { i = end + 1; line += 1; continue }
                if s[k] == "[" {
                    let close = s[k..<end].firstIndex(of: "]")
                    if let close { section = String(String.UnicodeScalarView(s[(k + 1)..<close])).trimmingCharacters(in: .whitespaces) } else {
                        out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: startLine), .error, "a section header without ']'"))
                    }
                    i = end + 1; line += 1; continue
                }
                guard let eq = s[k..<end].firstIndex(of: "=") else {
                    out.diagnostics.append(CatalogDiagnostic(SourceLocation(file: path, line: startLine), .error, "a line that is neither a section, a comment nor key=value (PHP's parse_ini_file fails on it)"))
                    i = end + 1; line += 1; continue
                }
                let key = String(String.UnicodeScalarView(s[k..<eq])).trimmingCharacters(in: .whitespaces)
                // The value: quoted and bare pieces up to the end of the line (quoted ones may cross lines).
                var j = eq + 1
                var value = String.UnicodeScalarView()
                var bare = String.UnicodeScalarView()
                var failed: String?
                var valueLine = line
                func flushBare() {
                    value.append(contentsOf: String(bare).trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_QQ_", with: "\"").unicodeScalars)
                    bare = String.UnicodeScalarView()
                }
                scan: while j < s.count {
                    let c = s[j]
                    switch c {
                    case "\n": break scan
                    case ";": while j < s.count, s[j] != "\n" { j += 1 }; break scan
                    case "\"", "'":
                        flushBare()
                        j += 1
                        var closed = false
                        while j < s.count {
                            let d = s[j]
                            if d == c { closed = true; j += 1; break }
                            if d == "\n" { valueLine += 1 }
                            if c == "\"", d == "\\", j + 1 < s.count, s[j + 1] == "\"" || s[j + 1] == "\\" || s[j + 1] == "'" {
                                value.append(s[j + 1]); j += 2; continue
                            }
                            if d != "\r" || (j + 1 < s.count && s[j + 1] != "\n") { value.append(d) }
                            j += 1
                        }
                        if !closed { failed = "a value whose \(c == "\"" ? "double" : "single") quote is never closed"; break scan }
                    default:
                        bare.append(c)
                        j += 1
                    }
                }
                flushBare()
                let location = SourceLocation(file: path, line: startLine)
                if let failed {
                    out.diagnostics.append(CatalogDiagnostic(location, .error, "'\(key)': \(failed); the rest of the file is skipped"))
                    break
                }
                line = valueLine
                i = j
                if key.isEmpty {
                    out.diagnostics.append(CatalogDiagnostic(location, .error, "a value without a key"))
                } else if !section.hasPrefix("@") {
                    let text = String(value)
                    if !text.isEmpty { out.add(.init(key: key, text: text, location: location, comment: nil), limits: limits, seen: &seen) }
                }
            }
        } catch {
            out.diagnostics.append(CatalogDiagnostic(error, file: path))
        }
        return out
    }
}
