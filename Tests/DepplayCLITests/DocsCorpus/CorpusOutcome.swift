import DepplayLanguage
import Foundation

@testable import DepplayCLI

/// What depplay does with one corpus program, pasted as a learner would paste it and run as
/// `depplay run` runs a file.
enum CorpusOutcome: CaseIterable, Sendable {
  /// It runs and prints what the real libraries print (for a suite: the same tests pass and
  /// the same fail).
  case printsTheRealOutput
  /// It runs, but prints something else, or stops with a runtime error (one that would never
  /// end is stopped by the statement budget, which counts work, not time: the verdict is the
  /// same on a busy machine).
  case printsDifferently
  /// depplay refuses it with an error that names the construct it does not support.
  case refusedByName
  /// depplay refuses it with an error that names nothing of the program: a syntax error on
  /// Swift that the real compiler accepts. Never acceptable: a refusal names what it refuses.
  case unnamedError

  /// How STATUS.md names it.
  var label: String {
    switch self {
    case .printsTheRealOutput: "runs, prints the real output"
    case .printsDifferently: "runs, prints differently"
    case .refusedByName: "refused by name"
    case .unnamedError: "parse error"
    }
  }
}

/// One program's outcome, with what STATUS.md says about it.
struct CorpusVerdict: Sendable {
  /// The program's name.
  let name: String
  /// What happened.
  let outcome: CorpusOutcome
  /// For a refusal or a runtime error, `line:column: message` of depplay's first error;
  /// otherwise empty.
  let detail: String

  /// Runs `program` in a fresh session and classifies what it does.
  static func judge(_ program: CorpusProgram) async -> CorpusVerdict {
    let file = ComposedSource(text: program.source, name: "\(program.name).swift")
    let result = await Session().run(
      source: file.text, file: file.pieces[0].file.name, map: file.map)
    if case .malformed(let diagnostic) = result.status {
      let line = result.source.line(diagnostic.range.start.line)
      return CorpusVerdict(
        name: program.name,
        outcome: namesItsConstruct(diagnostic.message, line: line) ? .refusedByName : .unnamedError,
        detail: describe(diagnostic))
    }
    let firstError = result.events.lazy.compactMap { event -> Diagnostic? in
      if case .error(let diagnostic, _) = event { return diagnostic }
      return nil
    }.first
    let same: Bool
    switch program.kind {
    case .program:
      same = standardOutput(of: result, as: file) == program.expected
    case .suite:
      same = testResults(result).sorted() == program.expectedTestResults.sorted()
    }
    return CorpusVerdict(
      name: program.name, outcome: same ? .printsTheRealOutput : .printsDifferently,
      detail: same ? "" : firstError.map(describe) ?? "")
  }

  /// What `depplay run` writes on standard output for `file`'s events (a Swift file's issues
  /// go to standard error).
  static func standardOutput(of result: ExecutionResult, as file: ComposedSource) -> String {
    result.events.compactMap { event in
      file.render(event, colored: false).flatMap { $0.stream == .standardOutput ? $0.text : nil }
    }.joined()
  }

  /// Each test depplay ran, as `name passed` or `name failed`: its bare name, as
  /// ``CorpusProgram/expectedTestResults`` has it (`aTest` for Swift Testing's `aTest()` and
  /// for XCTest's `Class.aTest`), the cases of a parameterized test as one test that failed
  /// if one of them did; then each case of a parameterized test that failed, named as it
  /// ran (`aTest(n: 1) failed`).
  static func testResults(_ result: ExecutionResult) -> [String] {
    var tests: [(name: String, passed: Bool)] = []
    var failedCases: [String] = []
    for case .testFinished(let name, let failures) in result.events {
      let isCase = name.contains("(") && !name.hasSuffix("()")
      if isCase, !failures.isEmpty { failedCases.append("\(name) failed") }
      let bare =
        name.contains("(")
        ? String(name.prefix { $0 != "(" })
        : name.split(separator: ".").last.map(String.init) ?? name
      if isCase, let last = tests.last, last.name == bare {
        tests[tests.count - 1].passed = last.passed && failures.isEmpty
      } else {
        tests.append((bare, failures.isEmpty))
      }
    }
    return tests.map { "\($0.name) \($0.passed ? "passed" : "failed")" } + failedCases
  }

  /// Whether a refusal names what it refuses: it is not worded as a syntax error ("expected
  /// …", "unexpected …", "extraneous …"), and it either says what "is not supported" or quotes
  /// (in '…' or `…`) something of the line it points at.
  static func namesItsConstruct(_ message: String, line: String) -> Bool {
    let syntaxWords = ["expected", "unexpected", "extraneous"]
    guard !syntaxWords.contains(where: { message.lowercased().hasPrefix($0) }) else {
      return false
    }
    return message.contains("is not supported")
      || quoted(in: message).contains { quote in
        line.contains(quote)
          || quote.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            .contains { line.contains($0) }
      }
  }

  /// The spans of `message` between matching quotes, ' or `.
  static func quoted(in message: String) -> [Substring] {
    ["'", "`"].flatMap { (quote: Character) -> [Substring] in
      let pieces = message.split(separator: quote, omittingEmptySubsequences: false)
      return stride(from: 1, to: pieces.count - 1, by: 2).map { pieces[$0] }
    }
  }

  private static func describe(_ diagnostic: Diagnostic) -> String {
    "\(diagnostic.range.start.line):\(diagnostic.range.start.column): \(diagnostic.message)"
  }
}
