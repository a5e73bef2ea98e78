import Foundation
import Testing

/// Every lesson's "In real Swift" block compiles against depplay's runtime, which carries
/// swift-dependencies' names: `import Dependencies` (and `Clocks`, `ConcurrencyExtras`, whose
/// types the runtime also provides) becomes `import DependencyRuntime`, and
/// `import DependenciesTestSupport` becomes `import DependencyRuntimeTestSupport`, and
/// `import ComposableArchitecture` becomes the store layer, `ComposableRuntime`, and the
/// runtime (TCA re-exports swift-dependencies).
///
/// Each block is type-checked as a module of its own (its declarations cannot clash with
/// another lesson's), against the modules SwiftPM built for this test run; two at a time.
@Suite struct LessonSwiftBlockTests {
  /// A lesson's Swift block: the lesson file and the code.
  struct Block: Sendable, CustomTestStringConvertible {
    var lesson: String
    var code: String
    var testDescription: String { lesson }
  }

  /// The modules a block may import, by the name swift-dependencies gives them.
  static let importMap = [
    "Dependencies": "DependencyRuntime",
    "Clocks": "DependencyRuntime",
    "ConcurrencyExtras": "DependencyRuntime",
    "DependenciesTestSupport": "DependencyRuntimeTestSupport",
    "ComposableArchitecture": "ComposableRuntime\nimport DependencyRuntime",
  ]

  static var blocks: [Block] {
    let directory = Fixtures.projectLessons
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.filter {
        $0.hasSuffix(".md")
      }.sorted() ?? []
    return files.flatMap { file -> [Block] in
      let url = directory.appendingPathComponent(file)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
      return swiftBlocks(in: text).map { Block(lesson: file, code: $0) }
    }
  }

  /// The bodies of the ```swift fences in `text`.
  static func swiftBlocks(in text: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append((current ?? []).joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// `code` with its imports mapped to depplay's modules.
  static func mapped(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.hasPrefix("import "), let module = importMap[String(line.dropFirst(7))] else {
        return String(line)
      }
      return "import \(module)"
    }.joined(separator: "\n")
  }

  /// Where SwiftPM put the modules of this build (beside the test bundle).
  static var modulesDirectory: URL {
    let bundles = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    for directory in bundles + [Bundle.main.bundleURL] {
      let modules = directory.appendingPathComponent("Modules")
      if FileManager.default.fileExists(
        atPath: modules.appendingPathComponent("DependencyRuntime.swiftmodule").path)
      {
        return modules
      }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent(".build/debug/Modules")
  }

  static let slots = AsyncSemaphore(count: 2)

  @Test("every lesson has one In real Swift block") func everyLessonHasABlock() {
    #expect(Set(Self.blocks.map(\.lesson)).count == 20)
  }

  @Test(arguments: blocks)
  func compiles(_ block: Block) async throws {
    await Self.slots.wait()
    defer { Task { await Self.slots.signal() } }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "depplay-swift-blocks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // A block with `@main` is a library file; any other is a script (`main.swift`), where
    // top-level code runs.
    let isLibrary = block.code.contains("@main")
    let file = directory.appendingPathComponent(isLibrary ? "App.swift" : "main.swift")
    try Self.mapped(block.code).write(to: file, atomically: true, encoding: .utf8)
    let module = "Lesson" + block.lesson.prefix(2)
    let (status, errors) = try await Self.typecheck(file, module: module, isLibrary: isLibrary)
    #expect(status == 0, "\(block.lesson): its Swift does not compile:\n\(errors)")
  }

  /// Runs `swiftc -typecheck` on `file` (waiting off the concurrency pool).
  static func typecheck(_ file: URL, module: String, isLibrary: Bool) async throws
    -> (Int32, String)
  {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments =
              ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", module]
              + (isLibrary ? ["-parse-as-library"] : [])
              + ["-I", modulesDirectory.path, file.path]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let data = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
          })
      }
    }
  }
}

/// A counting semaphore for tasks: at most `count` hold it at once.
actor AsyncSemaphore {
  private var available: Int
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(count: Int) { available = count }

  func wait() async {
    if available > 0 {
      available -= 1
      return
    }
    await withCheckedContinuation { waiters.append($0) }
  }

  func signal() {
    if waiters.isEmpty {
      available += 1
    } else {
      waiters.removeFirst().resume()
    }
  }
}
