import DepplayLanguage
import Foundation

/// Feeds arbitrary bytes through everything that reads user input: the lesson parser, then
/// the lexer, parser, checker and interpreter (with small limits, so any input ends quickly).
///
/// The fuzz target (`./dev fuzz`) calls it with each generated input, and a regression test
/// replays the inputs kept under `Tests/DepplayCLITests/FuzzCorpus` through it. Whatever the
/// input, it must return: a crash, hang or blow-up here is a bug.
package enum HostileInput {
  /// The limits a hostile input runs under: small enough that a run ends in milliseconds.
  package static var limits: Limits {
    var limits = Limits()
    limits.statementBudget = 20_000
    limits.maximumUnits = 64
    limits.maximumCallDepth = 24
    limits.maximumValueSize = 10_000
    limits.maximumValueDepth = 32
    limits.maximumLiveThreads = 8
    return limits
  }

  /// Runs `bytes` (decoded as UTF-8, invalid sequences repaired) as a lesson and as a script.
  package static func exercise(_ bytes: some Collection<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    if let lesson = try? LessonParser.parse(path: "fuzz.md", text: text) {
      run(lesson.program.text, file: "fuzz.md")
    }
    run(text, file: "fuzz.dep")
  }

  private static func run(_ text: String, file: String) {
    _ = Session(options: Session.Options(limits: limits)).run(source: text, file: file)
  }
}
