import CLibFuzzer
import DepplayCLI
import Foundation

/// libFuzzer's entry point: each generated input goes through ``HostileInput/exercise(_:)``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  HostileInput.exercise(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
  return 0
}

// SwiftPM gives a one-file executable an entry point of its own, which replaces libFuzzer's
// `main`: it hands the command line to libFuzzer's driver.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
