import Foundation

/// The built `depplay` binary, run as a child process the way a user runs it.
enum DepplayBinary {
  /// The binary next to the test bundle (SwiftPM builds it first: a test dependency), else
  /// `.build/debug/depplay`.
  static var url: URL {
    let bundles = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    for directory in bundles + [Bundle.main.bundleURL] {
      let url = directory.appendingPathComponent("depplay")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent(".build/debug/depplay")
  }

  struct Outcome {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs `executable` (by default the built binary) with `arguments`, in `directory` (by
  /// default this process's working directory).
  static func run(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:],
    directory: URL? = nil, executable: URL? = nil
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable ?? Self.url
    if let directory { process.currentDirectoryURL = directory }
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { $1 }
    process.environment = env
    let output = Pipe()
    let error = Pipe()
    let stdin = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = stdin
    try process.run()
    stdin.fileHandleForWriting.write(Data((input ?? "").utf8))
    try stdin.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      error: String(decoding: err, as: UTF8.self))
  }
}
