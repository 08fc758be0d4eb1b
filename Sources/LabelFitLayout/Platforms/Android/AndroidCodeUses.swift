import LabelFitCore

/// `R.string.x` in Kotlin and Java where a plain call shows it under a known constraint:
/// `view.setText(R.string.x)` / `view.text = getString(R.string.x)` with `view` a layout id (view
/// binding's camelCase field, a Kotlin synthetic, `findViewById(R.id.v)`), `setTitle(R.string.x)` on
/// an activity, a toolbar or an action bar (Toolbar title), `.setTitle` in an `AlertDialog.Builder` /
/// `MaterialAlertDialogBuilder` chain (DialogTitle), `Toast.makeText(…, R.string.x, …)`,
/// `Snackbar.make(…, R.string.x, …)`, `tab.setText(R.string.x)` (TabLayout). Anything else is left
/// alone: the key may still be shown somewhere, but not where a static reading can tell.
struct AndroidCodeUses {
    struct Found {
        var key: String
        var site: SourceLocation
        var component: AndroidComponent?
        /// The view id (`tv_title`) the call sets, when it sets a view from a layout.
        var viewId: String?
        /// The receiver's chain (`viewBinding.episodesStarted.mainLabel`): an included layout's binding
        /// is reached through the `<include>`'s id.
        var viewPath: [String] = []
    }

    static func find(_ tokens: [CodeToken], file: String) -> [Found] {
        var out: [Found] = []
        var i = 0
        func text(_ k: Int) -> String { k >= 0 && k < tokens.count ? tokens[k].text : "" }
        while i + 4 < tokens.count {
            guard tokens[i].text == "R", text(i + 1) == ".", text(i + 2) == "string", text(i + 3) == ".", tokens[i + 4].kind == .identifier else { i += 1; continue }
            // `android.R.string.ok` is the platform's own string, which Android translates itself.
            let framework = text(i - 1) == "." && text(i - 2) == "android"
            let key = (framework ? AndroidFramework.keyPrefix : "") + tokens[i + 4].text
            let site = SourceLocation(file: file, line: tokens[i].line)
            defer { i += 5 }
            // R.string.x is the argument of `call(` — directly, or through getString(R.string.x).
            var open = framework ? i - 3 : i - 1
            var call = text(open - 1)
            if text(open) == "(" && (call == "getString" || call == "getText") {
                // `x.text = getString(R.string.k)` or `x.setText(getString(R.string.k))`
                let getStart = open - 1
                let receiverEnd = text(getStart - 1) == "." ? getStart - 2 : getStart
                if text(getStart - 1) == "=" , text(getStart - 2) == "text" || text(getStart - 2) == "title" {
                    let property = text(getStart - 2)
                    // `owner.text =` or `owner?.text =`.
                    let owner = text(getStart - 3) != "." ? "" : text(getStart - 4) == "?" ? text(getStart - 5) : text(getStart - 4)
                    out.append(contentsOf: assignment(key: key, site: site, property: property, owner: owner, tokens: tokens, at: getStart - 4))
                    continue
                }
                _ = receiverEnd
                // Skip `resources.` / `context.` before getString.
                var k = getStart
                while text(k - 1) == ".", tokens.indices.contains(k - 2), tokens[k - 2].kind == .identifier { k -= 2 }
                open = k - 1
                call = text(open - 1)
                if text(open) != "(" { continue }
            }
            if text(open) == "," {
                // A later argument (`Toast.makeText(context, R.string.x, …)`): the enclosing call's `(`.
                var depth = 0, k = open
                while k >= 0 {
                    let t = text(k)
                    if t == ")" { depth += 1 } else if t == "(" { if depth == 0 { break }; depth -= 1 }
                    else if t == "{" || t == "}" || t == ";" { k = -1; break }
                    k -= 1
                }
                guard k > 0, ["makeText", "make"].contains(text(k - 1)) else { continue }
                open = k
                call = text(k - 1)
            }
            guard text(open) == "(" else { continue }
            let callIndex = open - 1
            let receiver = text(callIndex - 1) == "." ? receiverName(tokens, endingAt: callIndex - 2) : nil
            switch call {
            case "makeText" where receiver?.last == "Toast":
                out.append(Found(key: key, site: site, component: .textToast))
            case "make" where receiver?.last == "Snackbar":
                out.append(Found(key: key, site: site, component: .snackbar))
            case "setTitle", "setTitleText":
                if inDialogBuilderChain(tokens, before: callIndex) {
                    out.append(Found(key: key, site: site, component: .dialogTitle))
                } else if let r = receiver, let last = r.last, last == "toolbar" || last.hasSuffix("Toolbar") || last == "supportActionBar" || last == "actionBar" || last.hasSuffix("ActionBar") {
                    out.append(Found(key: key, site: site, component: .toolbarTitle))
                } else if receiver == nil || receiver == ["this"] {
                    // Activity.setTitle: the action bar's title — only in an Activity's own method body, not
                    // inside a lambda (`preference { setTitle(…) }` sets a preference's title).
                    if isActivityScope(tokens, at: callIndex) { out.append(Found(key: key, site: site, component: .toolbarTitle)) }
                } else if let id = receiver?.last {
                    out.append(Found(key: key, site: site, component: nil, viewId: id))
                }
            case "setText":
                if let r = receiver, let last = r.last {
                    if last == "tab" || last.hasSuffix("Tab") || r.contains("newTab") { out.append(Found(key: key, site: site, component: .tab)); continue }
                    out.append(Found(key: key, site: site, component: nil, viewId: last, viewPath: r))
                }
            default: continue
            }
        }
        return out
    }

    /// `a.b.c` ending at `end` (identifiers joined by dots; a call's parentheses are stepped over, so
    /// `findViewById<TextView>(R.id.name)` yields `name`).
    static func receiverName(_ tokens: [CodeToken], endingAt end: Int) -> [String]? {
        var parts: [String] = []
        var k = end
        while k >= 0 {
            if tokens[k].text == ")" {
                // findViewById(R.id.name) / findViewById<T>(R.id.name) / (TextView) findViewById(...)
                var depth = 0, j = k
                while j >= 0 { if tokens[j].text == ")" { depth += 1 } else if tokens[j].text == "(" { depth -= 1; if depth == 0 { break } }; j -= 1 }
                // A view found by id inside the group: `findViewById(R.id.v)`, `((TextView) findViewById(R.id.v))`.
                if j >= 0, let r = (j..<max(j, k - 4)).first(where: { tokens[$0].text == "R" && tokens[$0 + 1].text == "." && tokens[$0 + 2].text == "id" && tokens[$0 + 3].text == "." }) {
                    parts.insert(tokens[r + 4].text, at: 0)
                    return parts
                }
                // Any other call result: named by the call (`getSupportActionBar()`, `Builder()`), so a
                // chain on it is never taken for a call with no receiver.
                if j >= 1, tokens[j - 1].kind == .identifier { parts.insert(tokens[j - 1].text, at: 0); return parts }
                parts.insert("()", at: 0)
                return parts
            }
            guard tokens[k].kind == .identifier else { break }
            parts.insert(tokens[k].text, at: 0)
            if k >= 1 && (tokens[k - 1].text == "." || tokens[k - 1].text == "?" && k >= 2 && tokens[k - 2].text == ".") { k -= tokens[k - 1].text == "." ? 2 : 3; continue }
            if k >= 2 && tokens[k - 1].text == "." { k -= 2; continue }
            if k >= 2 && tokens[k - 1].text == "?" { k -= 2; continue }
            break
        }
        // `binding?.title` spells `?.`: step back over it too.
        return parts.isEmpty ? nil : parts
    }

    /// `x.text = …` / `supportActionBar?.title = …` / `title = …` (an activity's title).
    static func assignment(key: String, site: SourceLocation, property: String, owner: String, tokens: [CodeToken], at: Int) -> [Found] {
        if property == "title" {
            if owner.isEmpty && isActivityScope(tokens, at: max(at, 0)) || owner == "supportActionBar" || owner == "actionBar" || owner == "toolbar" || owner.hasSuffix("Toolbar") {
                return [Found(key: key, site: site, component: .toolbarTitle)]
            }
            return []
        }
        return owner.isEmpty ? [] : [Found(key: key, site: site, component: nil, viewId: owner)]
    }

    /// Whether the call at `index` continues a chain begun by `AlertDialog.Builder(` or
    /// `MaterialAlertDialogBuilder(` in the same statement (back to the enclosing `{`, `}` or `;`).
    static func inDialogBuilderChain(_ tokens: [CodeToken], before index: Int) -> Bool {
        var depth = 0
        var k = index - 1
        var steps = 0
        while k >= 0 && steps < 400 {
            let t = tokens[k].text
            if t == ")" { depth += 1 } else if t == "(" { depth -= 1; if depth < 0 { return false } }
            if depth == 0 && (t == "{" || t == "}" || t == ";") { return false }
            if depth == 0 && (t == "MaterialAlertDialogBuilder" || t == "Builder" && k >= 2 && tokens[k - 2].text.hasSuffix("AlertDialog")) { return true }
            k -= 1
            steps += 1
        }
        return false
    }

    /// Whether `index` is in a method body of a class that extends an Activity: the file declares
    /// `: …Activity` / `extends …Activity`, and every block around `index` opens after `)` (a method or
    /// an `if`/`for`), `else`, `try` or `finally` — never after a name or `->` (a lambda, whose receiver
    /// may be anything).
    static func isActivityScope(_ tokens: [CodeToken], at index: Int) -> Bool {
        var depth = 0
        var k = min(index, tokens.count) - 1
        while k >= 0 {
            let t = tokens[k].text
            if t == "}" { depth += 1 }
            else if t == "{" && depth > 0 { depth -= 1 }
            else if t == "{" {
                // The class body: `class Name … : XActivity() {` / `class Name extends XActivity … {`.
                var m = k - 1
                while m >= 0 && k - m < 40 && !["{", "}", ";"].contains(tokens[m].text) {
                    if tokens[m].text == "class" {
                        let header = tokens[m..<k]
                        return header.contains { $0.kind == .identifier && $0.text.hasSuffix("Activity") && $0.text != tokens[m + 1].text }
                    }
                    m -= 1
                }
                // A method, `if`, `for`, `else`, `try` block: keep going out; a lambda: stop.
                let before = k >= 1 ? tokens[k - 1].text : ""
                let returnType = k >= 3 && tokens[k - 2].text == ":" && tokens[k - 1].kind == .identifier
                guard before == ")" || ["else", "try", "finally"].contains(before) || returnType else { return false }
            }
            k -= 1
        }
        return false
    }

    /// View binding field names: `tv_title` → `tvTitle` (the generated binding class's rule).
    static func bindingName(_ id: String) -> String {
        let parts = id.split(separator: "_")
        guard let first = parts.first else { return id }
        return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
