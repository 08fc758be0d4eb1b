import Foundation
import LabelFitCore

/// slang (pub.dev/packages/slang) JSON/YAML catalogs in a slang project's input folder, and
/// `.i18n.json` files anywhere; read by `SlangJSONReader` with the project's `string_interpolation`.
extension CatalogDiscovery.Job.Kind {
    public static let slang = Self(rawValue: "slang")
}

extension CatalogFormat {
    static let slang = CatalogFormat(kinds: [.slang], extensions: ["json", "yml", "yaml"],
        place: { d, file, explicit, pairing in
            let url = URL(fileURLWithPath: file)
            // `.i18n.json` is slang's own default pattern: slang's wherever it stands.
            guard let slang = CatalogDiscovery.slangConfig(for: url.deletingLastPathComponent(), yaml: url.pathExtension.lowercased() != "json")
                    ?? (url.deletingPathExtension().pathExtension == "i18n" ? .dart : nil) else { return nil }
            return d.slangPlacement(url, file: file, interpolation: slang, explicit: explicit, pairing: pairing)
        },
        read: { d, job in
            let reader = SlangJSONReader(limits: d.limits, interpolation: job.slangInterpolation ?? .dart)
            return LocaleStrings.pair(source: job.source.map(reader.read), target: reader.read(job.target), format: "slang", sourceFile: job.source, targetFile: job.target)
        })
}

extension CatalogDiscovery {
    /// slang's configuration for `dir`: found in `slang.yaml` or `build.yaml` (the
    /// `slang_build_runner` options) of the nearest folder above with a pubspec.yaml naming slang
    /// (pub.dev/packages/slang "Configuration"); nil when the project does not use slang or `dir`
    /// is not its `input_directory` (default `lib/i18n`, but `.i18n.json` files anywhere are slang's).
    static func slangConfig(for dir: URL, yaml: Bool) -> SlangJSONReader.Interpolation? {
        var root = dir
        for _ in 0..<6 {
            let fm = FileManager.default
            if let pubspec = fm.contents(atPath: root.appendingPathComponent("pubspec.yaml").path) {
                let text = String(decoding: pubspec.prefix(1 << 20), as: UTF8.self)
                guard text.range(of: #"(?m)^\s+slang(_flutter)?\s*:"#, options: .regularExpression) != nil else { return nil }
                var options: [String: String] = [:]
                for config in ["slang.yaml", "build.yaml"] {
                    guard let data = fm.contents(atPath: root.appendingPathComponent(config).path) else { continue }
                    for line in String(decoding: data.prefix(1 << 20), as: UTF8.self).split(separator: "\n") {
                        let kv = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                        guard kv.count == 2, !kv[0].hasPrefix("#") else { continue }
                        let value = String(kv[1].split(separator: "#").first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
                        if ["input_directory", "string_interpolation", "input_file_pattern"].contains(kv[0]), options[kv[0]] == nil { options[kv[0]] = value }
                    }
                }
                let input = root.appendingPathComponent(options["input_directory"] ?? "lib/i18n").standardizedFileURL.path
                let interpolation = SlangJSONReader.Interpolation(rawValue: options["string_interpolation"] ?? "dart") ?? .dart
                let inside = dir.standardizedFileURL.path == input || dir.standardizedFileURL.path.hasPrefix(input + "/")
                // YAML files are slang's only where the pattern says YAML (`.i18n.yaml`).
                let pattern = options["input_file_pattern"] ?? ".i18n.json"
                guard !yaml || pattern.hasSuffix(".yaml") || pattern.hasSuffix(".yml") else { return nil }
                return inside ? interpolation : nil
            }
            root = root.deletingLastPathComponent()
        }
        return nil
    }

    /// `<prefix><locale>[.i18n].json` in a slang input folder; the source the same name with the
    /// source locale (slang's `base_locale`, here the run's source locale).
    func slangPlacement(_ url: URL, file: String, interpolation: SlangJSONReader.Interpolation, explicit: Bool, pairing: CatalogPairing) -> Placement? {
        var stem = url.deletingPathExtension().lastPathComponent
        var suffix = "." + url.pathExtension
        if stem.hasSuffix(".i18n") { stem.removeLast(5); suffix = ".i18n" + suffix }
        // `strings_ar`, `ar`, `ar-EG`: the tag is the whole stem or what follows the last `_`.
        var prefix = ""
        var tag = stem
        if CatalogLocale.language(of: stem) == nil || stem.count > 10, let underscore = stem.lastIndex(of: "_") {
            prefix = String(stem[...underscore])
            tag = String(stem[stem.index(after: underscore)...])
        }
        guard CatalogLocale.language(of: tag) != nil else { return nil }
        let r = role(ofTag: tag)
        guard r == .target else { return skipFor(r, tag: tag, file: file) }
        let dir = url.deletingLastPathComponent()
        let source = pairing.names(in: dir.path).filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }
            .map { String($0.dropFirst(prefix.count).dropLast(suffix.count)) }
            .filter { CatalogLocale.language(of: $0) != nil && Self.names($0, locale: sourceLocale) }
            .sorted { ($0 == sourceLocale ? 0 : 1, $0) < ($1 == sourceLocale ? 0 : 1, $1) }
            .lazy.map { dir.appendingPathComponent(prefix + $0 + suffix).path }.first(where: pairing.accepts)
        var job = Job(kind: .slang, target: file, source: source)
        job.slangInterpolation = interpolation
        return .job(job)
    }
}
