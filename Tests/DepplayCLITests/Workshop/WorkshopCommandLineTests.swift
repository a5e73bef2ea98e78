import Foundation
import Testing

@testable import DepplayCLI

/// `depplay html NAME` and `depplay present NAME` find a lesson by name as `depplay lesson
/// NAME` does; `depplay help [COMMAND]` prints the help, or one command's.
@Suite struct WorkshopCommandLineTests {
  static let lessons = Fixtures.projectLessons.path

  @Test(arguments: ["8", "08", "unstructured-work", "08-unstructured-work"])
  func htmlTakesALessonsName(name: String) throws {
    let page = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-named-\(UUID().uuidString).html")
    defer { try? FileManager.default.removeItem(at: page) }
    let outcome = try DepplayBinary.run(["--dir", Self.lessons, "html", name, "-o", page.path])
    #expect(outcome.status == 0, "\(outcome.error)")
    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(html.contains("Unstructured work") || html.contains("unstructured"))
  }

  @Test func aNameThatIsNeitherAFileNorALessonIsAUsageError() throws {
    let outcome = try DepplayBinary.run(["--dir", Self.lessons, "present", "no-such-lesson"])
    #expect(outcome.status == 64)
    #expect(outcome.error.contains("no file or lesson 'no-such-lesson'"))
    let file = try DepplayBinary.run(["html", "missing.dep"])
    #expect(file.status == 64 && file.error.contains("cannot read 'missing.dep'"))
  }

  @Test func presentFindsTheLessonBeforeAskingForATerminal() throws {
    let outcome = try DepplayBinary.run(["--dir", Self.lessons, "present", "8"])
    #expect(outcome.status == 64)
    #expect(outcome.error.contains("present needs a terminal (try 'depplay html "))
    #expect(outcome.error.contains("08-unstructured-work.md"))
  }

  @Test func helpPrintsTheHelpOrOneCommands() throws {
    let all = try DepplayBinary.run(["help"])
    #expect(all.status == 0 && all.output == Invocation.help)
    for topic in CommandLineReference.helpTopics {
      let one = try DepplayBinary.run(["help", topic])
      #expect(one.status == 0)
      #expect(one.output.hasPrefix("usage: depplay \(topic)"), "\(topic): \(one.output)")
    }
    #expect(try DepplayBinary.run(["help", "present"]).output.contains("Escape: quit"))
    let unknown = try DepplayBinary.run(["help", "nope"])
    #expect(unknown.status == 64 && unknown.error.contains("no command 'nope'"))
  }

  @Test func helpKnowsEverySubcommandButItself() {
    #expect(
      CommandLineReference.helpTopics.sorted()
        == CommandLineReference.subcommands.filter { $0 != "help" }.sorted())
  }
}
