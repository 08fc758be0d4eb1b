// swift-tools-version:6.0
// libFuzzer targets for LabelFit, kept out of the main package because they only link with
// -sanitize=fuzzer (libFuzzer supplies main). Build and run: Fuzz/run [SECONDS].
import PackageDescription

let fuzzFlags: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "LabelFitFuzz",
    dependencies: [.package(name: "LabelFit", path: "..")],
    targets: [
        .target(name: "CFuzzer"),
        .executableTarget(name: "fuzz-catalogs", dependencies: [.product(name: "LabelFitFuzzSupport", package: "LabelFit"), "CFuzzer"], swiftSettings: fuzzFlags),
        .executableTarget(name: "fuzz-measure", dependencies: [.product(name: "LabelFitFuzzSupport", package: "LabelFit"), "CFuzzer"], swiftSettings: fuzzFlags),
        .executableTarget(name: "fuzz-request", dependencies: [.product(name: "LabelFitFuzzSupport", package: "LabelFit"), "CFuzzer"], swiftSettings: fuzzFlags),
        // Globs, l10n.toml, the Compose walk.
        .executableTarget(name: "fuzz-glob", dependencies: [.product(name: "LabelFitFuzzSupport", package: "LabelFit"), "CFuzzer"], swiftSettings: fuzzFlags),
        .executableTarget(name: "fuzz-l10n-config", dependencies: [.product(name: "LabelFitFuzzSupport", package: "LabelFit"), "CFuzzer"], swiftSettings: fuzzFlags),
        .executableTarget(name: "fuzz-compose", dependencies: [.product(name: "LabelFitFuzzSupport", package: "LabelFit"), "CFuzzer"], swiftSettings: fuzzFlags),
        // Style sheets and the cascade.
        .executableTarget(name: "fuzz-css", dependencies: [.product(name: "LabelFitFuzzSupport", package: "LabelFit"), "CFuzzer"], swiftSettings: fuzzFlags),
        // Source syntax: the one lexer under each language's rules, and the HTML tokenizer.
        .executableTarget(name: "fuzz-source-lexer", dependencies: [.product(name: "LabelFitFuzzSupport", package: "LabelFit"), "CFuzzer"], swiftSettings: fuzzFlags),
        .executableTarget(name: "fuzz-html", dependencies: [.product(name: "LabelFitFuzzSupport", package: "LabelFit"), "CFuzzer"], swiftSettings: fuzzFlags),
    ]
)
