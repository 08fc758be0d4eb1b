import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// The action-sheet note's Android mistakes as rules, reported only where they touch translated text
/// (or, for icons, a drawable the app uses). What Android Lint already covers is said per rule
/// (lint's checks: https://googlesamples.github.io/android-custom-lint-rules/checks/index.md.html —
/// RtlEnabled, RtlHardcoded, RtlSymmetry, RtlCompat); LabelFit's versions differ in being tied to a
/// string that is translated, so direction-neutral layouts stay silent.
public enum AndroidRTLRules {
    /// `rtl-supports-rtl`: no `<application android:supportsRtl="true">` in any manifest (the manifest
    /// merger keeps one that says so). Without it nothing mirrors (ApplicationInfo.FLAG_SUPPORTS_RTL).
    /// Lint: RtlEnabled reports the same when the project uses RTL attributes.
    public static let supportsRtl = Rule.rtlSupportsRtl.id
    /// `rtl-single-line-cut`: the app's own `maxLines="1"` / `singleLine` on a label whose Arabic it
    /// cuts (measured). Lint has no equivalent (SingleLine only says singleLine is deprecated).
    public static let singleLineCut = Rule.rtlSingleLineCut.id
    /// `rtl-physical-gravity`: `gravity`/`layout_gravity` with left/right on a view with translated text
    /// or its row. Lint: RtlHardcoded (for every view, translated or not).
    public static let physicalGravity = Rule.rtlPhysicalGravity.id
    /// `rtl-physical-spacing`: asymmetric `paddingLeft`/`Right`, `layout_marginLeft`/`Right` with no
    /// Start/End twin. Lint: RtlHardcoded and RtlSymmetry (and RtlCompat when only Start/End is given
    /// under minSdk 17).
    public static let physicalSpacing = Rule.rtlPhysicalSpacing.id
    /// `rtl-directional-icon`: a vector drawable with a directional name (arrows, chevrons, navigate
    /// back/next, send, reply, undo/redo — the glyphs Material's `Icons.AutoMirrored` set holds) the app
    /// uses, without `android:autoMirrored="true"` (VectorDrawable, API 19) and without its own `drawable-ldrtl`
    /// version. Lint has no such check.
    public static let directionalIcon = Rule.rtlDirectionalIcon.id

    static let directionalNames = ["arrow_back", "arrow_forward", "arrow_left", "arrow_right", "chevron_left", "chevron_right",
                                   "navigate_before", "navigate_next", "keyboard_arrow_left", "keyboard_arrow_right", "arrow_back_ios",
                                   "arrow_forward_ios", "send", "reply", "reply_all", "undo", "redo", "forward", "last_page", "first_page",
                                   "login", "logout", "exit_to_app", "keyboard_backspace", "trending_flat"]

    static func isDirectional(_ drawable: String) -> Bool {
        var name = drawable
        for prefix in ["ic_", "baseline_", "outline_", "round_", "sharp_", "twotone_"] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
        for suffix in ["_24dp", "_24", "_white", "_black", "_black_24dp", "_white_24dp", "_18dp", "_36dp", "_48dp"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        for suffix in ["_24", "_white", "_black"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        return directionalNames.contains(name)
    }

    public static func findings(_ a: AndroidAnalysis, results: [LayoutResult], translated: Set<String>, limits: ReadLimits = .default) -> [LayoutRuleFinding] {
        var out: [LayoutRuleFinding] = []
        // The app's own manifests: src/main wins over debug/test overlays when there is one.
        let main = a.manifests.filter { $0.file.contains("/src/main/") }
        let apps = main.isEmpty ? a.manifests : main
        // Without supportsRtl nothing mirrors, so a physical left/right attribute changes nothing yet:
        // as Android Lint's RtlDetector runs its RtlHardcoded/RtlSymmetry checks only where RTL is enabled
        // (`rtlApplies`: the manifest's supportsRtl and the target SDK), those findings are held back and
        // counted in the supportsRtl finding, to come when the app turns RTL layout on.
        let rtlOff = !apps.isEmpty && !apps.contains(where: { $0.supportsRtl == "true" })
        var physicalSites = Set<SourceLocation>()
        for p in a.physical where translated.contains(p.key) { physicalSites.insert(p.site) }
        if rtlOff, !translated.isEmpty {
            let held = physicalSites.isEmpty ? "" : "; \(physicalSites.count) physical left/right attribute\(physicalSites.count == 1 ? "" : "s") near translated text (rtl-physical-gravity, rtl-physical-spacing) are held back until it is"
            for m in apps {
                out.append(LayoutRuleFinding(rule: supportsRtl, severity: .warning, site: SourceLocation(file: m.file, line: m.line),
                                             message: (m.supportsRtl == nil ? "<application> has no android:supportsRtl=\"true\": Arabic screens are laid out left to right"
                                                                            : "android:supportsRtl=\"\(m.supportsRtl!)\": Arabic screens are laid out left to right") + held))
            }
        }
        for r in results where r.cls == .arabicOnlyCut || r.cls == .cutInBoth {
            guard let lines = r.use.constraint.maxLines, lines.value == 1, let step = lines.chain.last(where: { $0.kind == .source }), let at = step.location else { continue }
            out.append(LayoutRuleFinding(rule: singleLineCut, severity: r.cls == .arabicOnlyCut ? .error : .warning, site: r.use.site,
                                         message: "\(step.note) cuts the \(r.cls == .arabicOnlyCut ? "Arabic" : "English and Arabic") of '\(r.use.key)' on \(r.profile?.name ?? "a profile")" + (r.droppedWords.isEmpty ? "" : " (drops «\(r.droppedWords.joined(separator: " "))»)") + "; let it wrap (remove the line limit)",
                                         related: at))
        }
        var seen = Set<SourceLocation>()
        for p in a.physical where !rtlOff && translated.contains(p.key) && seen.insert(p.site).inserted {
            let isGravity = p.attribute.hasSuffix("gravity")
            let logical = p.attribute.replacingOccurrences(of: "Left", with: "Start").replacingOccurrences(of: "Right", with: "End")
            out.append(LayoutRuleFinding(rule: isGravity ? physicalGravity : physicalSpacing, severity: .warning, site: p.site,
                                         message: isGravity ? "\(p.attribute)=\"\(p.value)\" near translated '\(p.key)' stays on the same side in Arabic; use start/end"
                                                            : "\(p.attribute)=\"\(p.value)\" near translated '\(p.key)' has no \(logical); use \(logical)"))
        }
        if apps.contains(where: { $0.supportsRtl == "true" }) {
            let used = Dictionary(a.drawableUses.map { ($0.name, $0.site) }, uniquingKeysWith: { first, _ in first })
            // A name with a file under a `drawable-ldrtl*` folder has its own right-to-left version:
            // resource selection picks it when the layout direction is RTL ("ldrtl … can apply to any
            // resource such as layouts, drawables, or values", developer.android.com/guide/topics/
            // resources/providing-resources#LayoutDirectionQualifier), so neither file points the wrong way.
            let ownRTLVersion = Set(a.project.drawables.compactMap { file -> String? in
                let url = URL(fileURLWithPath: file)
                let qualifiers = url.deletingLastPathComponent().lastPathComponent.split(separator: "-").dropFirst()
                return qualifiers.contains("ldrtl") ? url.deletingPathExtension().lastPathComponent : nil
            })
            for file in a.project.drawables {
                let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                guard isDirectional(name), !ownRTLVersion.contains(name), let site = used[name],
                      let bytes = try? CatalogText.read(file, limits: limits), let root = try? XMLElementNode.parse(bytes, file: file),
                      root.localName == "vector", root.attributes["android:autoMirrored"] != "true" else { continue }
                out.append(LayoutRuleFinding(rule: directionalIcon, severity: .warning, site: SourceLocation(file: file, line: root.line),
                                             message: "\(name) points one way and is not android:autoMirrored=\"true\": it points the wrong way in Arabic", related: site))
            }
        }
        return out
    }
}
