import Foundation
import Testing

/// `depplay run` reads any file or stream, not only regular files.
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

  @Test func aMissingFileIsStillRefused() throws {
    let outcome = try DepplayBinary.run(["run", "/nonexistent/script.dep"])
    #expect(outcome.status == 64)
    #expect(outcome.error.contains("cannot read '/nonexistent/script.dep'"))
  }
}
