import LabelFitCore

/// Compose: `Text(stringResource(R.string.x), …)` and `Text(text = stringResource(id = R.string.x), …)`
/// called directly (not through the app's own composables — not followed yet), with the arguments
/// `Text` takes (androidx compose material3 `Text.kt`): `maxLines`, `softWrap = false` (one line),
/// `overflow` (`TextOverflow.Ellipsis`/`Clip`/`Visible`), `fontSize = N.sp`, `style =
/// MaterialTheme.typography.x`, and a width only from `modifier = Modifier.width(N.dp)` (or `size`);
/// `widthIn(max = N.dp)` is an upper bound; any other width comes from the parent and is unknown.
/// The style is `LocalTextStyle.current` when none is given, which `MaterialTheme` provides as
/// `typography.bodyLarge` (16sp) — material3 `MaterialTheme.kt` (`ProvideTextStyle(typography.bodyLarge)`).
enum ComposeTextUses {
    /// Material 3 type scale (material3 `tokens/TypeScaleTokens.kt`) and Material 2's
    /// (material `Typography.kt`), in sp.
    static let typography: [String: Double] = [
        "displayLarge": 57, "displayMedium": 45, "displaySmall": 36, "headlineLarge": 32, "headlineMedium": 28, "headlineSmall": 24,
        "titleLarge": 22, "titleMedium": 16, "titleSmall": 14, "bodyLarge": 16, "bodyMedium": 14, "bodySmall": 12,
        "labelLarge": 14, "labelMedium": 12, "labelSmall": 11,
        "h1": 96, "h2": 60, "h3": 48, "h4": 34, "h5": 24, "h6": 20, "subtitle1": 16, "subtitle2": 14, "body1": 16, "body2": 14,
        "button": 14, "caption": 12, "overline": 10,
    ]
    static let typographySource = "androidx compose material3/src/commonMain/kotlin/androidx/compose/material3/tokens/TypeScaleTokens.kt; material/Typography.kt"

    static func find(_ tokens: [CodeToken], file: String) -> [TextUse] {
        var out: [TextUse] = []
        func text(_ k: Int) -> String { k >= 0 && k < tokens.count ? tokens[k].text : "" }
        var i = 0
        while i < tokens.count {
            defer { i += 1 }
            guard tokens[i].text == "stringResource", text(i + 1) == "(" else { continue }
            // stringResource(R.string.x) or stringResource(id = R.string.x), nothing more (no format args).
            var k = i + 2
            if text(k) == "id" && text(k + 1) == "=" { k += 2 }
            guard text(k) == "R", text(k + 2) == "string", text(k + 5) == ")" else { continue }
            let key = text(k + 4)
            let site = SourceLocation(file: file, line: tokens[i].line)
            // The enclosing call: `Text(` with this as its first argument or as `text = …`.
            var start = i - 1
            if text(start) == "=" && text(start - 1) == "text" { start -= 2 }
            guard text(start) == "(" || text(start) == ",", let open = enclosingOpen(tokens, from: start), text(open - 1) == "Text" else { continue }
            guard let close = matchingClose(tokens, open: open) else { continue }
            out.append(TextUse(key: key, platform: .compose, site: site, constraint: constraint(tokens, open: open, close: close, file: file)))
            out[out.count - 1].shownBy = "Compose Text"
        }
        return out
    }

    static func enclosingOpen(_ tokens: [CodeToken], from index: Int) -> Int? {
        var depth = 0
        var k = index
        while k >= 0 {
            let t = tokens[k].text
            if t == ")" { depth += 1 } else if t == "(" { if depth == 0 { return k }; depth -= 1 }
            else if t == "{" || t == "}" { return nil }
            k -= 1
        }
        return nil
    }

    static func matchingClose(_ tokens: [CodeToken], open: Int) -> Int? {
        var depth = 0
        for k in open..<min(tokens.count, open + 2000) {
            if tokens[k].text == "(" { depth += 1 } else if tokens[k].text == ")" { depth -= 1; if depth == 0 { return k } }
        }
        return nil
    }

    /// The named arguments of the `Text(…)` call between `open` and `close`.
    static func constraint(_ tokens: [CodeToken], open: Int, close: Int, file: String) -> TextConstraint {
        var args: [String: (Int, Int)] = [:]   // name → token range of its value
        var depth = 0, argStart = open + 1
        for k in (open + 1)...close {
            let t = tokens[k].text
            if t == "(" || t == "{" || t == "[" { depth += 1 }
            if t == ")" || t == "}" || t == "]" { depth -= 1 }
            if (t == "," && depth == 0) || k == close {
                if argStart + 1 < k, tokens[argStart].kind == .identifier, tokens[argStart + 1].text == "=" { args[tokens[argStart].text] = (argStart + 2, k) }
                argStart = k + 1
            }
        }
        func value(_ name: String) -> [CodeToken] { args[name].map { Array(tokens[$0.0..<$0.1]) } ?? [] }
        func at(_ name: String) -> SourceLocation { SourceLocation(file: file, line: args[name].map { tokens[max($0.0 - 2, 0)].line } ?? tokens[open].line) }
        var c = TextConstraint()
        if let n = value("maxLines").first.flatMap({ Int($0.text) }), n > 0 {
            c.maxLines = Resolved(n, [Provenance(.source, "maxLines = \(n)", at: at("maxLines"))])
        }
        if value("softWrap").first?.text == "false" {
            c.maxLines = Resolved(1, [Provenance(.source, "softWrap = false", at: at("softWrap"))])
        }
        let overflow = value("overflow").last?.text
        switch overflow {
        case "Ellipsis": c.overflow = Resolved(.ellipsisEnd, [Provenance(.source, "overflow = TextOverflow.Ellipsis", at: at("overflow"))])
        case "Clip": c.overflow = Resolved(.clip, [Provenance(.source, "overflow = TextOverflow.Clip", at: at("overflow"))])
        case "Visible": c.overflow = Resolved(.visible, [Provenance(.source, "overflow = TextOverflow.Visible", at: at("overflow"))])
        default: break
        }
        let size = value("fontSize")
        if size.count == 3, let n = Double(size[0].text), size[2].text == "sp" {
            c.textSizeSp = Resolved(n, [Provenance(.source, "fontSize = \(size[0].text).sp", at: at("fontSize"))])
        } else if size.isEmpty {
            let style = value("style")
            if style.isEmpty {
                c.textSizeSp = Resolved(16, [Provenance(.component, "LocalTextStyle = typography.bodyLarge (16sp)", at: SourceLocation(file: "androidx compose material3/src/commonMain/kotlin/androidx/compose/material3/MaterialTheme.kt"))])
            } else if style.count >= 5, style[0].text == "MaterialTheme", style[2].text == "typography", let sp = typography[style[4].text], style.count == 5 {
                c.textSizeSp = Resolved(sp, [Provenance(.source, "style = MaterialTheme.typography.\(style[4].text)", at: at("style")),
                                             Provenance(.component, "\(style[4].text) \(ShortNumber.text(sp))sp", at: SourceLocation(file: typographySource))])
            }
        }
        let modifier = value("modifier")
        var width: WidthModel = .unknown("the width comes from the parent composable")
        var bound = false
        for (k, t) in modifier.enumerated() where t.kind == .identifier && k + 5 < modifier.count && modifier[k + 1].text == "(" {
            if (t.text == "width" || t.text == "size"), let n = Double(modifier[k + 2].text), modifier[k + 4].text == "dp" {
                width = .fixed(n)
            }
            if t.text == "widthIn", modifier[k + 2].text == "max", modifier.count > k + 6, let n = Double(modifier[k + 4].text), modifier[k + 6].text == "dp" {
                width = .fixed(n)
                bound = true
            }
        }
        if modifier.contains(where: { $0.text == "padding" }) && width.unknownReason == nil {
            // Padding inside a fixed width: not read yet.
            width = .unknown("padding inside the modifier's width is not modelled")
        }
        c.width = Resolved(width, [Provenance(.source, "modifier", at: at("modifier"))])
        c.widthIsUpperBound = bound
        return c
    }
}
