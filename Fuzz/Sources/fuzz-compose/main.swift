import CFuzzer
import LabelFitFuzzSupport

/// A Kotlin file of arbitrary bytes, read by the Compose reader in an app with a small strings catalog.
/// SwiftPM links an executable's entry as `<target>_main`; it hands control to libFuzzer's driver.
@_cdecl("fuzz_compose_main")
public func entry(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzz(data, size) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    FuzzEntryPoints.compose(UnsafeBufferPointer(start: data, count: size))
    return 0
}
