import CFuzzer
import LabelFitFuzzSupport

/// Glob matching (`exclude`, `overrides`) on arbitrary bytes: a pattern, a NUL, a path.
/// SwiftPM links an executable's entry as `<target>_main`; it hands control to libFuzzer's driver.
@_cdecl("fuzz_glob_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzz(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    FuzzEntryPoints.glob(UnsafeBufferPointer(start: data, count: size))
    return 0
}
