import Foundation
import LabelFitCore

/// Apple `.stringsdict` plural dictionaries (developer.apple.com "Localizing strings that contain
/// plurals"), placed and paired as `.strings` are (`lprojPlacement`, AppleStringsFormat.swift); the
/// reader is `StringsDictReader`.
extension CatalogDiscovery.Job.Kind {
    public static let stringsdict = Self(rawValue: "stringsdict")
}

extension CatalogFormat {
    static let stringsDict = CatalogFormat.keyed(.stringsdict, ["stringsdict"],
        place: { d, file, explicit, pairing in d.lprojPlacement(file, kind: .stringsdict, explicit: explicit, pairing: pairing) },
        reader: { d, _ in StringsDictReader(limits: d.limits).read })
}
