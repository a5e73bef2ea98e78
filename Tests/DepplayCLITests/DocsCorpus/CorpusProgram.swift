import Foundation

/// One program of the docs corpus (`Tests/Conformance/Docs`): Swift shaped like a sample of
/// swift-dependencies' or TCA's documentation, with what the real libraries print for it.
struct CorpusProgram: Sendable {
  /// How the program runs under the real libraries.
  enum Kind: String, Sendable {
    /// A whole executable (`Programs/`): its standard output is the ground truth.
    case program = "Programs"
    /// A test file (`Suites/`): which of its tests pass and fail is the ground truth.
    case suite = "Suites"
  }

  /// The corpus folder, found from this file's place in the checkout.
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Conformance/Docs")

  /// The file's name without `.swift`.
  let name: String
  /// Which folder it is in.
  let kind: Kind
  /// Its text.
  let source: String
  /// What `record.sh` recorded from the real libraries (`Expected/NAME.txt`).
  let expected: String

  /// Every program and suite of the corpus, programs first, each group by name.
  static func all() throws -> [CorpusProgram] {
    try [Kind.program, .suite].flatMap { kind in
      let directory = folder.appendingPathComponent(kind.rawValue)
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }.sorted()
      return try names.map { name in
        CorpusProgram(
          name: name, kind: kind,
          source: try String(
            contentsOf: directory.appendingPathComponent("\(name).swift"), encoding: .utf8),
          expected: try String(
            contentsOf: folder.appendingPathComponent("Expected/\(name).txt"), encoding: .utf8))
      }
    }
  }

  /// For a suite: each test the real run reported, as `name passed` or `name failed` (from
  /// Swift Testing's `✔ Test name() passed` and `✘ Test name() failed` lines, `━ Test name()
  /// passed with 1 known issue` for a test whose issues were all known, a
  /// parameterized test's `✘ Test name(a:b:) with 3 test cases failed with 1 issue`, and
  /// XCTest's `Test Case 'Class.name' passed` lines); and each case of a parameterized test
  /// that recorded an issue, as `name(a: 1, b: "x") failed` (from `✘ Test name(a:b:)
  /// recorded an issue with 2 arguments a → 1, b → "x" at …`), once.
  var expectedTestResults: [String] {
    var failedCases: [String] = []
    let tests = expected.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ")
      if line.hasPrefix("Test Case '"), let verdict = words.last {
        let qualified = line.dropFirst("Test Case '".count).prefix { $0 != "'" }
        let name = qualified.split(separator: ".").last.map(String.init) ?? String(qualified)
        return "\(name) \(verdict.trimmingCharacters(in: .punctuationCharacters))"
      }
      guard words.count >= 4, ["✔", "✘", "━"].contains(words[0]), words[1] == "Test",
        words[2].hasSuffix(")")
      else { return nil }
      let name = words[2].prefix { $0 != "(" }
      if let failedCase = Self.failedCase(named: name, in: line),
        !failedCases.contains(failedCase)
      {
        failedCases.append(failedCase)
      }
      let verdict = words[3] == "with" && words.count >= 8 ? words[7] : words[3]
      guard ["passed", "failed"].contains(verdict) else { return nil }
      return "\(name) \(verdict)"
    }
    return tests + failedCases
  }

  /// `name(a: 1, b: "x") failed` of Swift Testing's `✘ Test name(a:b:) recorded an issue with
  /// 2 arguments a → 1, b → "x" at …`: the case named as depplay names it; `nil` for another
  /// line.
  private static func failedCase(named name: Substring, in line: Substring) -> String? {
    guard let recorded = line.range(of: " recorded an issue with "),
      let count = line[recorded.upperBound...].range(of: " argument"),
      let start = line[count.upperBound...].firstIndex(of: " ").map(line.index(after:)),
      let end = line[start...].range(of: " at line ")?.lowerBound
    else { return nil }
    return "\(name)(\(line[start..<end].replacing(" → ", with: ": "))) failed"
  }
}
