import Foundation
import Testing

@testable import DepplayCLI

/// `depplay run`, `html` and `check` (and the shell's lessons) read any file or stream, not
/// only regular files.
@Suite struct StreamInputTests {
  @Test func runReadsDevStdin() throws {
    let outcome = try DepplayBinary.run(["run", "/dev/stdin"], input: "print(\"from stdin\")\n")
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(outcome.output == "from stdin\n")
  }

  @Test func runReadsDevNullAsAnEmptyScript() throws {
    let outcome = try DepplayBinary.run(["run", "/dev/null"])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(outcome.output.isEmpty)
  }

  @Test func runReadsAFIFO() throws {
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fifo-\(UUID().uuidString)")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(at: fifo) }
    // The writer blocks until depplay opens the FIFO for reading.
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo.path) {
        handle.write(Data("print(\"through a fifo\")\n".utf8))
        try? handle.close()
      }
    }
    writer.start()
    let outcome = try DepplayBinary.run(["run", fifo.path])
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(outcome.output == "through a fifo\n")
  }

  @Test func anEndlessStreamIsRefusedPastTheSizeLimit() throws {
    let outcome = try DepplayBinary.run(["run", "/dev/zero"])
    #expect(outcome.status == 64)
    #expect(outcome.error.contains("'/dev/zero' is larger than 16 MiB"))
  }

  @Test func htmlReadsAScriptFromDevStdin() throws {
    let outcome = try DepplayBinary.run(["html", "/dev/stdin"], input: "print(\"on the page\")\n")
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(outcome.output.contains("<html"))
    #expect(outcome.output.contains("on the page"))
  }

  @Test func checkReadsALessonFromDevStdin() throws {
    let lesson = LessonSkeleton.text(title: "From a pipe")
    let outcome = try DepplayBinary.run(["check", "/dev/stdin"], input: lesson)
    #expect(outcome.status == 0, "\(outcome.output)\(outcome.error)")
    #expect(outcome.output.contains("✔ stdin"))
  }

  @Test func theLessonLibraryReadsAFIFO() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("01-piped.md")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo.path) {
        handle.write(Data(LessonSkeleton.text(title: "Piped").utf8))
        try? handle.close()
      }
    }
    writer.start()
    let lesson = try LessonLibrary(directory: directory).load(fifo.path)
    #expect(lesson.title == "Piped")
  }

  @Test func anUnreadableLessonSaysWhy() throws {
    #expect(throws: LessonError.self) {
      try LessonLibrary(directory: URL(fileURLWithPath: "/nonexistent")).load(
        "/nonexistent/lesson.md")
    }
  }

  @Test func aMissingFileIsStillRefused() throws {
    let outcome = try DepplayBinary.run(["run", "/nonexistent/script.dep"])
    #expect(outcome.status == 64)
    #expect(outcome.error.contains("cannot read '/nonexistent/script.dep'"))
  }
}
