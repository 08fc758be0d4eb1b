import Foundation

/// Text that is read by screen readers and never drawn: a translation there is no translation site
/// (nothing of it can be cut on screen), and no rule about the box it sits in concerns it.
///
/// Two ways an app hides text visually:
/// - a CSS framework's documented utility class on the element or an ancestor: Bootstrap 4 `sr-only`
///   (getbootstrap.com/docs/4.6/utilities/screen-readers), Bootstrap 5 `visually-hidden`
///   (getbootstrap.com/docs/5.3/helpers/visually-hidden), Tailwind `sr-only`
///   (tailwindcss.com/docs/display#screen-reader-only), Bulma `is-sr-only`
///   (bulma.io/documentation/helpers/visibility-helpers), Foundation `show-for-sr`
///   (get.foundation/sites/docs/visibility.html), WordPress `screen-reader-text`
///   (make.wordpress.org/accessibility/handbook/markup/the-css-class-screen-reader-text), Vuetify
///   `d-sr-only`; their `-focusable` variants show the text only while it has focus. These sheets live
///   in the framework's package, which is not read, so the class is what says it.
/// - the app's own rule, recognised by what every such utility declares: `clip: rect(0 0 0 0)` (or
///   `1px` sides) or `clip-path: inset(50%)` (CSS Masking 1 §5.1: an inset of half the box leaves no
///   visible area).
enum VisuallyHidden {
    static let utilityClasses: Set<String> = ["sr-only", "sr-only-focusable", "visually-hidden", "visually-hidden-focusable",
                                              "is-sr-only", "show-for-sr", "screen-reader-text", "d-sr-only"]

    /// Why the text of element `e` is not drawn, or nil.
    static func reason(_ e: Int, cascade: CSSCascade) -> String? {
        for a in cascade.chain(e) {
            if let cls = cascade.template.elements[a].classes.first(where: utilityClasses.contains) {
                return "visually hidden text (class \(cls)): read by screen readers, never drawn"
            }
            if case .set(let d, _) = cascade.value("clip", on: a), hidesAll(clip: d.text) {
                return "visually hidden text (clip: \(d.text)): read by screen readers, never drawn"
            }
            if case .set(let d, _) = cascade.value("clip-path", on: a), hidesAll(clipPath: d.text) {
                return "visually hidden text (clip-path: \(d.text)): read by screen readers, never drawn"
            }
        }
        return nil
    }

    /// `rect(0 0 0 0)`, `rect(0,0,0,0)`, `rect(1px, 1px, 1px, 1px)`: a clip with no area.
    static func hidesAll(clip: String) -> Bool {
        let t = clip.lowercased().replacingOccurrences(of: " ", with: "")
        return t == "rect(0,0,0,0)" || t == "rect(0000)" || t == "rect(1px,1px,1px,1px)" || t == "rect(1px1px1px1px)"
            || t.replacingOccurrences(of: "px", with: "") == "rect(0,0,0,0)"
    }

    /// `inset(50%)` or more: no visible area left.
    static func hidesAll(clipPath: String) -> Bool {
        let t = clipPath.lowercased().trimmingCharacters(in: .whitespaces)
        guard t.hasPrefix("inset("), t.hasSuffix(")"), let pct = t.dropFirst(6).dropLast().split(separator: " ").first,
              pct.hasSuffix("%"), let n = Double(pct.dropLast()) else { return false }
        return n >= 50
    }
}
