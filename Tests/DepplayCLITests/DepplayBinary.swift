import Foundation
import Synchronization

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
    let out = PipeDrain(output.fileHandleForReading)
    let err = PipeDrain(error.fileHandleForReading)
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      output: String(decoding: out.collected(), as: UTF8.self),
      error: String(decoding: err.collected(), as: UTF8.self))
  }
}

/// A pipe read to its end on a thread of its own, so that a child's output never fills the
/// pipe while the test waits for the child, and so that a process the child left behind
/// holding the pipe open (a browser a killed driver started) cannot keep the test waiting
/// for ever: once the child has exited, its output is taken as it stands after at most
/// `grace` seconds.
private final class PipeDrain: Sendable {
  private let data = Mutex(Data())
  private let finished = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread { [self] in
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        data.withLock { $0.append(chunk) }
      }
      finished.signal()
    }.start()
  }

  /// What was read: all of it, or what had arrived `grace` seconds after this call.
  func collected(grace: Double = 30) -> Data {
    _ = finished.wait(timeout: .now() + grace)
    return data.withLock { $0 }
  }
}
