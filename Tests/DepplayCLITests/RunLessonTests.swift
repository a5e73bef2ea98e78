import Foundation
import Testing

/// `depplay run LESSON.md`: the lesson's blocks, with its exercises solved, as one script.
@Suite struct RunLessonTests {
  @Test("depplay run LESSON.md runs its blocks and solutions, as depplay check proves them")
  func runsALesson() throws {
    let lesson = Fixtures.projectLessons.appendingPathComponent("08-unstructured-work.md")
    let outcome = try DepplayBinary.run(["run", lesson.path])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(outcome.output.contains("[DispatchQueue.global"))
    #expect(outcome.error == "")
  }

  @Test("Errors point into the lesson; a Markdown file with no blocks is a usage error")
  func errorsPointIntoTheLesson() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = directory.appendingPathComponent("broken.md")
    try "# T\n## Step: s\n```depplay\nprint(ful)\n```\n".write(
      to: broken, atomically: true, encoding: .utf8)
    let outcome = try DepplayBinary.run(["run", broken.path])
    #expect(outcome.status == 65)
    #expect(outcome.error.hasPrefix("\(broken.path):4:7: error: cannot find 'ful' in scope"))
    let empty = directory.appendingPathComponent("notes.md")
    try "# Notes\nJust prose.\n".write(to: empty, atomically: true, encoding: .utf8)
    let refused = try DepplayBinary.run(["run", empty.path])
    #expect(refused.status == 64)
    #expect(refused.error.contains("has no depplay blocks to run; 'depplay lesson' walks"))
  }
}
