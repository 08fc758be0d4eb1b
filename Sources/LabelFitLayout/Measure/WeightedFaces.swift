import LabelFitCore

/// The faces a font stack gives at a weight, chosen the way the use's platform chooses them.
///
/// Android (Views, Compose, and Flutter on Android) asks Minikin for the family's closest face:
/// `FontFamily::getClosestMatch` scores each face `|wanted / 100 − face / 100|` (integer hundreds) and
/// keeps the first of the best, in the family's order (fonts.xml lists a family's faces by ascending
/// weight); `computeFakery` then draws a fake bold when the wanted weight is 600 or more and at least 200
/// above the face found (AOSP `frameworks/minikin/libs/minikin/FontFamily.cpp`). So Noto Naskh Arabic UI
/// (Regular 400, Bold 700) gives Regular for a medium 500 and Bold for 600–900, with a fake bold on top
/// for 900. LabelFit measures a fake bold with the face's own advances (the synthetic stroke is not
/// modelled) and says so in the use's chain. Other platforms take the font registry's CSS matching
/// (nearest weight, ties heavier above 500), which is also Core Text's and Chromium's rule for the
/// bundled weights.
enum WeightedFaces {
    enum Rule { case minikin, css }

    struct Choice {
        var faces: [FontFace]
        /// A face drawn with Minikin's fake bold, or a weight the bundled faces only approximate.
        var notes: [String]
    }

    static func rule(for platform: LayoutPlatform) -> Rule {
        switch platform {
        case .androidViews, .compose, .flutter: .minikin
        case .swiftui, .uikit, .web: .css
        }
    }

    static func faces(_ registry: FontRegistry, stack: FontStack, weight: Int, rule: Rule) throws -> Choice {
        guard rule == .minikin else {
            let faces = try registry.faces(for: FontStack(families: stack.families, weight: weight))
            let notes = faces.first.flatMap { f -> [String]? in
                guard f.weight != weight else { return nil }
                // A variable font's instance: the weight is clamped to its wght axis (CSS Fonts 4 §5.1).
                if let wght = f.axes.axes.first(where: { $0.tag == "wght" }) {
                    return ["weight \(weight) measured at wght \(f.weight), the end of \(f.family)'s wght axis (\(Int(wght.minimum))–\(Int(wght.maximum)))"]
                }
                return ["weight \(weight) measured with \(f.family) \(f.style) (\(f.weight)), the nearest bundled face"]
            } ?? []
            return Choice(faces: faces, notes: notes)
        }
        var faces: [FontFace] = [], notes: [String] = []
        for name in stack.families {
            let lower = name.lowercased()
            // A style-named entry ("Roboto Medium") or a file is one face, whatever the weight.
            let family = registry.manifest.fonts.filter { $0.family.lowercased() == lower }.sorted { $0.weight < $1.weight }
            guard let first = family.first else {
                faces.append(try registry.face(named: name, weight: weight))
                continue
            }
            var best = first, bestScore = score(first.weight, weight)
            for f in family.dropFirst() where score(f.weight, weight) < bestScore { best = f; bestScore = score(f.weight, weight) }
            faces.append(try registry.face(named: name, weight: best.weight))
            if weight >= 600 && weight - best.weight >= 200 {
                notes.append("\(best.family) \(best.style) (\(best.weight)) at weight \(weight): Minikin draws a fake bold (computeFakery), measured with the face's own advances")
            } else if best.weight != weight && name == stack.families.first {
                notes.append("weight \(weight) measured with \(best.family) \(best.style) (\(best.weight)), the nearest bundled face")
            }
        }
        return Choice(faces: faces, notes: notes)
    }

    /// Minikin's `computeMatch` for two upright styles.
    static func score(_ a: Int, _ b: Int) -> Int { abs(a / 100 - b / 100) }

    /// Every face a stack entry has at any weight: a bundled family's faces by ascending weight, or the
    /// one face a style-named entry ("Roboto Medium"), a file or a system font gives (`fallback`, the
    /// face the stack resolved). `--chromium` declares these so the browser matches what is measured.
    static func allFaces(_ registry: FontRegistry, entry name: String, fallback: FontFace) -> [FontFace] {
        let lower = name.lowercased()
        let family = registry.manifest.fonts.filter { $0.family.lowercased() == lower }.sorted { $0.weight < $1.weight }
        let faces = family.compactMap { try? registry.face(named: name, weight: $0.weight) }
        var seen = Set<String>()
        let distinct = faces.filter { seen.insert($0.path).inserted }
        return distinct.isEmpty ? [fallback] : distinct
    }
}
