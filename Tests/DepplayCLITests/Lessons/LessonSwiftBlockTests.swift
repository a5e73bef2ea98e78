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
/// another lesson's), against the modules SwiftPM built for this test run.
@Suite struct LessonSwiftBlockTests {
  /// A lesson's Swift block: the lesson file and the code.
  struct Block: Sendable {
    var lesson: String
    var code: String
  }

  /// The modules a block may import, by the name swift-dependencies gives them.
  static let importMap = [
    "Dependencies": "DependencyRuntime",
    "Clocks": "DependencyRuntime",
    "ConcurrencyExtras": "DependencyRuntime",
    "DependenciesTestSupport": "DependencyRuntimeTestSupport",
    "ComposableArchitecture": "ComposableRuntime\nimport DependencyRuntime",
  ]

  /// The lesson files of the curriculum.
  static var lessonFiles: [String] {
    let names = try? FileManager.default.contentsOfDirectory(atPath: Fixtures.projectLessons.path)
    return (names ?? []).filter { $0.hasSuffix(".md") }.sorted()
  }

  static var blocks: [Block] {
    lessonFiles.flatMap { file -> [Block] in
      let url = Fixtures.projectLessons.appendingPathComponent(file)
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
    }
    .joined(separator: "\n")
  }

  /// The runtime's C module (its module map and headers), which a compiler outside SwiftPM
  /// must be shown beside the built modules.
  static let runtimeHeaders = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/CDependencyRuntime/include")

  /// The plugin that expands ``ComposableRuntime``'s macros, which SwiftPM builds beside the
  /// modules' folder.
  static var macroPlugin: URL {
    modulesDirectory.deletingLastPathComponent().appendingPathComponent("ComposableMacros-tool")
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

  @Test("every lesson has an In real Swift block") func everyLessonHasABlock() {
    let lessons = Self.lessonFiles
    #expect(!lessons.isEmpty)
    #expect(Set(Self.blocks.map(\.lesson)) == Set(lessons))
  }

  /// Type-checks every block, one after another, in one shell process (spawning a process per
  /// block from the test process would compete with the other tests' processes).
  @Test func everyBlockCompiles() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "depplay-swift-blocks-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var commands: [String] = []
    for (index, block) in Self.blocks.enumerated() {
      let folder = directory.appendingPathComponent("\(index)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      // A block with `@main` is a library file; any other is a script (`main.swift`), where
      // top-level code runs.
      let isLibrary = block.code.contains("@main")
      let file = folder.appendingPathComponent(isLibrary ? "App.swift" : "main.swift")
      try Self.mapped(block.code).write(to: file, atomically: true, encoding: .utf8)
      let arguments =
        ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "Lesson\(index)"]
        + (isLibrary ? ["-parse-as-library"] : [])
        + ["-I", Self.modulesDirectory.path, "-I", Self.runtimeHeaders.path]
        + ["-load-plugin-executable", Self.macroPlugin.path + "#ComposableMacros", file.path]
      commands.append(
        arguments.map { "'\($0)'" }.joined(separator: " ")
          + " > '\(folder.path)/errors.txt' 2>&1; echo $? > '\(folder.path)/status.txt'")
    }
    try await Self.runShell(commands.joined(separator: "\n"))
    for (index, block) in Self.blocks.enumerated() {
      let folder = directory.appendingPathComponent("\(index)")
      let status = try String(
        contentsOf: folder.appendingPathComponent("status.txt"), encoding: .utf8)
      let errors = try String(
        contentsOf: folder.appendingPathComponent("errors.txt"), encoding: .utf8)
      #expect(
        status.trimmingCharacters(in: .whitespacesAndNewlines) == "0",
        "\(block.lesson): its Swift does not compile:\n\(errors)")
    }
  }

  /// Runs `script` with `/bin/sh`, waiting off the concurrency pool.
  static func runShell(_ script: String) async throws {
    try await withCheckedThrowingContinuation {
      (continuation: CheckedContinuation<Void, any Error>) in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
          })
      }
    }
  }
}
