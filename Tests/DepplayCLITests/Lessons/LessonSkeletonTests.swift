import Foundation
import Testing

@testable import DepplayCLI

/// `depplay lesson new NAME` writes a lesson to start from, which `depplay check` passes.
@Suite struct LessonSkeletonTests {
  @Test func theSkeletonPassesCheckAndIsNotOverwritten() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-skeleton-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let name = directory.appendingPathComponent("16-my-first-lesson").path
    let written = try DepplayBinary.run(["lesson", "new", name])
    #expect(written.status == 0, "\(written.error)")
    let text = try String(contentsOfFile: name + ".md", encoding: .utf8)
    #expect(text.hasPrefix("# My first lesson\n"))
    let checked = try DepplayBinary.run(["check", name + ".md"])
    #expect(checked.status == 0, "\(checked.output)\(checked.error)")
    #expect(checked.output.contains("✔ 16-my-first-lesson.md (3 steps)"))
    let again = try DepplayBinary.run(["lesson", "new", name])
    #expect(again.status == 64)
    #expect(again.error.contains("exists"))
  }

  @Test func titleComesFromTheName() {
    #expect(LessonSkeleton.title(from: "16-my-first-lesson") == "My first lesson")
    #expect(LessonSkeleton.title(from: "timing_and_clocks") == "Timing and clocks")
    #expect(LessonSkeleton.title(from: "42") == "A new lesson")
  }
}
