import DepplayCLI

/// libFuzzer's entry point: each generated input goes through ``HostileInput/exercise(_:)``.
/// Built only by `./dev fuzz` (with `-sanitize=fuzzer`, whose runtime provides `main`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  HostileInput.exercise(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
  return 0
}
