import Foundation
import LabelFitCore

/// The Swift, Interface Builder and Dart sources under the paths given, walked once. Skipped, as build
/// outputs, dependencies or generated code: hidden folders, `build`, `DerivedData`, `Pods`, `Carthage`,
/// `.build`, `.dart_tool`, `node_modules`, and Flutter's generated localizations
/// (`app_localizations*.dart`, `l10n.dart`/`messages_*.dart` of flutter_intl: getters, no layout). At
/// most `AndroidProject.maxFiles` entries are walked, and the walk says so when it stops there.
public struct AppSourceFiles: Sendable {
    public var swift: [String] = []
    public var interfaceBuilder: [String] = []
    public var dart: [String] = []
    public var truncated = false

    static let skippedFolders: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules", "intermediates"]

    public init(paths: [String]) {
        let fm = FileManager.default
        var seen = 0
        for root in paths {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: root, isDirectory: &isDir) else { continue }   // AndroidProject reports it
            guard isDir.boolValue else { classify(root); continue }
            guard let e = fm.enumerator(atPath: root) else { continue }
            while let rel = e.nextObject() as? String {
                let name = (rel as NSString).lastPathComponent
                if name.hasPrefix(".") || Self.skippedFolders.contains(name) {
                    if (e.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { e.skipDescendants() }
                    continue
                }
                seen += 1
                if seen > AndroidProject.maxFiles { truncated = true; break }
                if (e.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { classify((root as NSString).appendingPathComponent(rel)) }
            }
        }
        swift.sort(); interfaceBuilder.sort(); dart.sort()
    }

    mutating func classify(_ path: String) {
        let name = (path as NSString).lastPathComponent
        if name.hasSuffix(".swift") && name != "Package.swift" { swift.append(path) }
        else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { interfaceBuilder.append(path) }
        else if name.hasSuffix(".dart") {
            if name.hasPrefix("app_localizations") || name.hasPrefix("messages_") || name == "l10n.dart" || name.hasSuffix(".g.dart") || name.hasSuffix(".freezed.dart") { return }
            dart.append(path)
        }
    }

    public var isEmpty: Bool { swift.isEmpty && interfaceBuilder.isEmpty && dart.isEmpty }
}
