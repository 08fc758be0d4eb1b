import CFuzzer
import LabelFitFuzzSupport

/// Kotlin, Swift, Dart or JavaScript/TypeScript source (the first byte says which) through the one lexer,
/// and JavaScript through the translation-call reader and the JSX finder.
/// SwiftPM links an executable's entry as `<target>_main`; it hands control to libFuzzer's driver.
@_cdecl("fuzz_source_lexer_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzz(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    FuzzEntryPoints.sourceLexer(UnsafeBufferPointer(start: data, count: size))
    return 0
}
