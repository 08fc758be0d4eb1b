// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "LabelFit",
    products: [
        .library(name: "LabelFitCore", targets: ["LabelFitCore"]),
        .library(name: "LabelFitFuzzSupport", targets: ["LabelFitFuzzSupport"]),
        .executable(name: "labelfit", targets: ["labelfit"]),
    ],
    targets: [
        // C libraries from Debian, found by pkg-config.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // ICU stays behind a C header of our own: its headers clash with Foundation's bundled ICU.
        .target(name: "CUnicode", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),
        // The memory primitives the caches use (atomic slots, prefetch): the one bottom module of speed tricks.
        .target(name: "CPrimitives"),
        // The GSUB/GPOS walker that decides whether a face may be shaped word by word.
        .target(name: "COpenTypeLayout", dependencies: ["CHarfBuzz"]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        // XML catalogs and Android/Apple layout files: libxml2's SAX2 push parser (XMLSAXParser).
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),

        .target(name: "LabelFitCore", dependencies: ["CHarfBuzz", "CFreeType", "CFontconfig", "CUnicode", "CPrimitives", "COpenTypeLayout"]),
        // SVG drawing from glyph outlines, for reports and the server; measuring never needs it.
        .target(name: "LabelFitRender", dependencies: ["LabelFitCore"]),
        .target(name: "LabelFitCatalogs", dependencies: ["LabelFitCore", "CYAML", "CLibXML2", "CUnicode"]),
        .target(name: "LabelFitCheck", dependencies: ["LabelFitCore", "LabelFitCatalogs"]),
        // The one front end: a check assembled from configuration and overrides, for every surface.
        .target(name: "LabelFitSession", dependencies: ["LabelFitCore", "LabelFitCatalogs", "LabelFitCheck"]),
        .target(name: "LabelFitReports", dependencies: ["LabelFitCore", "LabelFitRender", "LabelFitCatalogs", "LabelFitCheck"]),
        // `labelfit layout`: where an app shows each string and the constraint it is shown under,
        // read from the app's own sources.
        .target(name: "LabelFitLayout", dependencies: ["LabelFitCore", "LabelFitCatalogs", "LabelFitCheck"]),
        .target(name: "LabelFitServer", dependencies: ["CMicroHTTPD", "LabelFitCore", "LabelFitRender", "LabelFitCatalogs", "LabelFitCheck", "LabelFitSession", "LabelFitReports"]),
        .target(name: "LabelFitFuzzSupport", dependencies: ["LabelFitCore", "LabelFitCatalogs", "LabelFitCheck", "LabelFitServer", "LabelFitLayout"]),
        // Release builds allocate with mimalloc (libmimalloc-dev): glibc's malloc made the measuring
        // threads queue on its arena locks when results allocated on one thread were freed on another.
        // Debug builds (and the sanitizer runs, which bring their own allocator) keep glibc's.
        // The command line: commands, their option declarations, help; a library so tests can hold the
        // README's option tables to the declarations.
        .target(name: "LabelFitCLI", dependencies: ["CUnicode", "LabelFitCore", "LabelFitRender", "LabelFitCatalogs", "LabelFitCheck", "LabelFitSession", "LabelFitReports", "LabelFitServer", "LabelFitLayout"]),
        .executableTarget(name: "labelfit", dependencies: ["LabelFitCLI"],
                          linkerSettings: [.linkedLibrary("mimalloc", .when(configuration: .release))]),
        .executableTarget(name: "labelfit-bench", dependencies: ["LabelFitCore"], path: "Benchmarks/Swift",
                          linkerSettings: [.linkedLibrary("mimalloc", .when(configuration: .release))]),

        // Tests: one target per module, mirroring Sources/; shared helpers (fixtures, the CLI runner,
        // temporary folders, hb-shape, font tables) in LabelFitTestSupport.
        .target(name: "LabelFitTestSupport", dependencies: ["LabelFitCore", "LabelFitCatalogs"], path: "Tests/LabelFitTestSupport"),
        .testTarget(name: "LabelFitCoreTests", dependencies: ["LabelFitTestSupport", "LabelFitCore", "LabelFitReports", "CFreeType", "CHarfBuzz", "CUnicode"]),
        .testTarget(name: "LabelFitRenderTests", dependencies: ["LabelFitTestSupport", "LabelFitCore", "LabelFitRender"]),
        .testTarget(name: "LabelFitCatalogsTests", dependencies: ["LabelFitTestSupport", "LabelFitCore", "LabelFitCatalogs", "LabelFitCheck", "LabelFitFuzzSupport"]),
        .testTarget(name: "LabelFitCheckTests", dependencies: ["LabelFitTestSupport", "LabelFitCore", "LabelFitCatalogs", "LabelFitCheck"]),
        .testTarget(name: "LabelFitSessionTests", dependencies: ["LabelFitTestSupport", "LabelFitCore", "LabelFitCatalogs", "LabelFitCheck", "LabelFitSession", "LabelFitServer"]),
        .testTarget(name: "LabelFitReportsTests", dependencies: ["LabelFitTestSupport", "LabelFitCore", "LabelFitCatalogs", "LabelFitCheck", "LabelFitReports"]),
        .testTarget(name: "LabelFitLayoutTests", dependencies: ["LabelFitTestSupport", "LabelFitCore", "LabelFitCatalogs", "LabelFitCheck", "LabelFitSession", "LabelFitLayout"]),
        .testTarget(name: "LabelFitServerTests", dependencies: ["LabelFitTestSupport", "LabelFitCore", "LabelFitCheck", "LabelFitServer"]),
        // End to end: the executable's front end, real projects and hostile inputs.
        .testTarget(name: "LabelFitCLITests", dependencies: ["LabelFitTestSupport", "LabelFitCore", "LabelFitCatalogs", "LabelFitCheck", "LabelFitReports", "LabelFitFuzzSupport", "LabelFitLayout", "LabelFitCLI"]),
    ]
)
