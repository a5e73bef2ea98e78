import DepplayCLI
import Foundation
import Testing

/// Every input the fuzzer (`./dev fuzz`) found crashing, hanging or blowing up, kept under
/// `FuzzCorpus` once fixed, goes through the fuzz target's code path again: each must now
/// simply return.
@Suite struct FuzzCorpusReplayTests {
  static let inputs: [URL] = {
    guard let directory = Bundle.module.url(forResource: "FuzzCorpus", withExtension: nil),
      let files = try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil)
    else { return [] }
    return files.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }()

  @Test func theCorpusIsThere() {
    #expect(!Self.inputs.isEmpty)
  }

  @Test(arguments: inputs)
  func keptCrashInputRunsToTheEnd(_ input: URL) throws {
    HostileInput.exercise(Array(try Data(contentsOf: input)))
  }
}
