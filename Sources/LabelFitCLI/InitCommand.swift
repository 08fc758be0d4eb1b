import Foundation
import LabelFitCatalogs
import LabelFitCheck
import LabelFitCore

/// `labelfit init`: looks at a repository, says which catalogs, locales and platforms it holds, and
/// writes a `labelfit.json` listing the folders with target catalogs and the matching profile.
struct InitCommand: Command {
    static let name = "init"
    static let options: [OptionSpec] = [
        OptionSpec("source-locale", .text("tag"), default: "en", "Source locale"),
        OptionSpec("target-locale", .text("tag"), default: "ar", "Target locale"),
        .flag("dry-run", "Print what was found and the configuration; write nothing"),
        .flag("force", "Overwrite an existing labelfit.json"),
        helpOption,
    ]
    static let usage = "labelfit init [PATH] [options]"
    static let brief = "Find the catalogs and platforms in a repository and write labelfit.json for them"
    static let summary = """
        Finds the catalogs under PATH (default: the current folder), reads each file's locale the way its
        ecosystem states it, reports the catalogs, locales and platforms found, and writes PATH/labelfit.json
        with the folders that hold target-locale catalogs and the profile of the platform with most strings.
        Exit 2 when no target-locale catalog is found or labelfit.json exists (without --force), and when a
        folder under PATH cannot be read (named as an error; the configuration covers the others).
        """

    /// The line-box profile a catalog format's platform renders with: Compose for Compose Multiplatform's
    /// `composeResources/` and for Android modules whose Gradle build turns Compose on; Flutter for ARB
    /// in a Flutter project (an `l10n.yaml`, or a `pubspec.yaml` depending on the Flutter SDK).
    static func profile(_ job: CatalogDiscovery.Job) -> Profile {
        switch job.kind {
        case .android:
            if job.target.contains("/composeResources/") { return .compose }
            return usesCompose(resourceFile: job.target) ? .compose : .android
        case .strings, .stringsdict, .xcstrings: return .uikit
        case .arb: return isFlutterProject(arb: job.target) ? .flutter : .web
        default: return .web
        }
    }

    /// The nearest folder above `file` (up to `levels`) holding one of `names`, with that file's text.
    static func nearest(_ names: [String], above file: String, levels: Int) -> (name: String, text: String)? {
        var dir = URL(fileURLWithPath: file).deletingLastPathComponent()
        for _ in 0..<levels {
            for name in names {
                if let text = try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8) { return (name, text) }
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        return nil
    }

    /// Flutter's gen_l10n reads `l10n.yaml` at the project root; a Flutter package's `pubspec.yaml`
    /// depends on the SDK as `flutter:` / `sdk: flutter` (dart.dev/tools/pub/pubspec, docs.flutter.dev
    /// "Internationalizing Flutter apps").
    static func isFlutterProject(arb: String) -> Bool {
        guard let found = nearest(["l10n.yaml", "pubspec.yaml"], above: arb, levels: 6) else { return false }
        if found.name == "l10n.yaml" { return true }
        return found.text.split(separator: "\n").contains { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            return t == "sdk: flutter" || t.hasPrefix("flutter:")
        }
    }

    /// An Android module's build turns Compose on with `buildFeatures { compose = true }` (or
    /// `compose true` in Groovy) or the Compose compiler plugin (developer.android.com "Compose setup").
    /// `res/values-ar/x.xml` sits in `<module>/src/main/res/`, so the build file is a few folders up.
    static func usesCompose(resourceFile: String) -> Bool {
        guard let found = nearest(["build.gradle.kts", "build.gradle"], above: resourceFile, levels: 5) else { return false }
        let text = found.text.replacingOccurrences(of: " ", with: "")
        return text.contains("compose=true") || text.contains("composetrue") || text.contains("plugin.compose")
            || text.contains("compose.compiler") || text.contains("org.jetbrains.compose")
    }

    /// Font stacks per locale from the profile's defaults: the source gets the stack's first family (its
    /// Latin face), the target the whole stack when the stack's fallback serves the target's script (the
    /// defaults carry an Arabic face); otherwise only the first family, and the caller says to set one.
    static func fonts(profile: Profile, sourceLocale: String, targetLocale: String) -> (fonts: [String: String], note: String?) {
        var config = CheckConfiguration()
        config.profile = profile
        let stack = config.fontStack(for: targetLocale)
        let families = stack.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let primary = families.first ?? stack
        let arabic = LocaleScript.of("ar")
        let targetIsArabic = !Set(LocaleScript.of(targetLocale).codes).isDisjoint(with: arabic.codes)
        if targetIsArabic { return ([sourceLocale: primary, targetLocale: stack], nil) }
        return ([sourceLocale: primary, targetLocale: primary],
                "The \(profile.rawValue) profile's default stack (\(stack)) has no face for \(targetLocale)'s script: set fonts.\(targetLocale) to the fonts your app uses.")
    }

    /// The folder a target catalog belongs to: the parent of the folder that names its locale
    /// (`res/` for `res/values-ar/`, `locales/` for `locales/ar/`), else the file's own folder.
    static func catalogFolder(_ file: String) -> String {
        let dir = URL(fileURLWithPath: file).deletingLastPathComponent()
        let name = dir.lastPathComponent
        if name == "LC_MESSAGES" { return dir.deletingLastPathComponent().deletingLastPathComponent().path }
        if CatalogLocale.tagInFolder(name) != nil { return dir.deletingLastPathComponent().path }
        return dir.path
    }

    static func run(_ args: ParsedArguments) throws -> ExitCode {
        let root = URL(fileURLWithPath: args.positional.first ?? FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let sourceLocale = args.value("source-locale") ?? "en"
        let targetLocale = args.value("target-locale") ?? "ar"
        let discovery = CatalogDiscovery(sourceLocale: sourceLocale, targetLocale: targetLocale)
        let (jobs, skipped) = try discovery.plan(for: [root])
        var stringsByProfile: [Profile: Int] = [:]
        var filesByKind: [String: Int] = [:]
        var localeFiles = InitLocaleFiles(targetLocale: targetLocale)
        var folders = Set<String>()
        var foldersByProfile: [Profile: Set<String>] = [:]
        var targetStrings = 0
        var unreadable = 0
        for job in jobs {
            let result = discovery.read(job)
            // As `check` reports it (a catalog error, exit 2): the catalogs in it are missing from
            // what init found, so the configuration may lack them.
            if job.kind == .unreadableFolder {
                unreadable += 1
                for d in result.diagnostics { Terminal.error("error: \(d.location.file): \(d.message)") }
                continue
            }
            localeFiles.add(job, result)
            guard result.role == .target, !result.entries.isEmpty else { continue }
            filesByKind[job.kind.rawValue, default: 0] += 1 + job.moreTargets.count
            stringsByProfile[profile(job), default: 0] += result.entries.count
            targetStrings += result.entries.count
            folders.insert(catalogFolder(job.target))
            foldersByProfile[profile(job), default: []].insert(catalogFolder(job.target))
        }
        for s in skipped { localeFiles.add(s) }
        // Nested folders are covered by their parent.
        let sorted = folders.sorted()
        let catalogs = sorted.filter { f in !sorted.contains { $0 != f && f.hasPrefix($0 + "/") } }
            .map { $0 == root ? "." : String($0.dropFirst(root.count + 1)) }
        let profile = stringsByProfile.max { ($0.value, $1.key.rawValue) < ($1.value, $0.key.rawValue) }?.key ?? .web

        print("Catalogs with \(targetLocale) strings: " + (filesByKind.isEmpty ? "none" : filesByKind.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")))
        print("Locales seen (files): " + localeFiles.seen)
        for line in localeFiles.report(root: root) { print(line) }
        print("Platforms (\(targetLocale) strings): " + stringsByProfile.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", "))
        guard targetStrings > 0 else {
            // The right-to-left locales the tree does have (Persian, Urdu, Hebrew…): the ones to ask for.
            let rtl = localeFiles.counts.keys.filter { $0 != targetLocale && TextDirection(locale: $0) == .rtl }.sorted()
            let hint = rtl.isEmpty ? "" : "; right-to-left catalogs found: \(rtl.joined(separator: ", ")) (pass --target-locale \(rtl.joined(separator: ",")))"
            throw LabelFitError.usage("\(root): no \(targetLocale) catalog found; nothing to configure\(hint)")
        }
        let (fonts, fontNote) = Self.fonts(profile: profile, sourceLocale: sourceLocale, targetLocale: targetLocale)
        if let fontNote { print(fontNote) }
        let relative = { (f: String) in f == root ? "." : String(f.dropFirst(root.count + 1)) }
        let others = stringsByProfile.keys.filter { $0 != profile }.sorted { $0.rawValue < $1.rawValue }
        let pathProfiles: [[String: Any]] = others.map { p in
            let (f, note) = Self.fonts(profile: p, sourceLocale: sourceLocale, targetLocale: targetLocale)
            if let note { print(note) }
            return ["paths": Self.globs(foldersByProfile[p, default: []].map(relative)), "profile": p.rawValue, "fonts": f,
                    "devices": InitDevices.json(InitDevices.choice(for: p).devices)]
        }
        var config: [String: Any] = [
            "catalogs": catalogs, "source_locale": sourceLocale, "target_locale": targetLocale, "profile": profile.rawValue,
            "fonts": fonts,
            "devices": InitDevices.json(InitDevices.choice(for: profile).devices),
            "thresholds": ["max_lines": InitDevices.maxLines],
            "comment": "Written by labelfit init: \(targetStrings) \(targetLocale) strings in \(catalogs.count) folders. The fonts, size, devices and max_lines are assumptions (printed by init): set the ones your UI uses.",
        ]
        if !pathProfiles.isEmpty { config["path_profiles"] = pathProfiles }
        print("")
        print(Self.assumptions(main: profile, others: others, strings: stringsByProfile, folders: foldersByProfile.mapValues { Set($0.map(relative)) },
                               sourceLocale: sourceLocale, targetLocale: targetLocale))
        let data = try JSONSerialization.data(withJSONObject: config, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        let text = String(decoding: data, as: UTF8.self) + "\n"
        let path = (root as NSString).appendingPathComponent("labelfit.json")
        let status: ExitCode = unreadable > 0 ? .inputError : .pass
        if args.has("dry-run") {
            print(text, terminator: "")
            return status
        }
        if FileManager.default.fileExists(atPath: path) && !args.has("force") {
            throw LabelFitError.usage("\(path) exists; use --force to overwrite it")
        }
        do { try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw LabelFitError.io(path: path, reason: "cannot be written")
        }
        print("Wrote \(path) (profile \(profile.rawValue), \(catalogs.count) catalog folders)")
        return status
    }
}
