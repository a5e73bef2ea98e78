import DepplayLanguage
import Foundation
import Testing

@testable import DepplayCLI

/// Every place depplay shows is the script's or the lesson's: run over every golden script
/// and lesson, `run` (with its `why` lines), `--tree`, the shell's `.why`, the page (`html`)
/// and every frame of `present` never name one of depplay's own Swift files, and every line
/// a presenter frame names is a line of the file it shows.
@Suite struct ScriptPlacesOnlyTests {
  /// The two checks on the places a text names, each pattern parsed and compiled once for a
  /// test: a regex literal in a function called per presenter frame was parsed and compiled
  /// again at every call, which under the address sanitizer made this suite one of the most
  /// expensive of the run. (Each test makes its own: a `Regex` is not `Sendable`.)
  struct PlaceChecks {
    let swiftPlace = /[A-Za-z0-9_+\-]+\.swift:\d/
    let namedLine = /line (\d+)|\.md:(\d+)|\.dep:(\d+)|^[ ▶] *(\d+) │/.anchorsMatchLineEndings()

    /// `text` names no place in one of depplay's Swift files (`File.swift:12`). A text
    /// without `.swift:` cannot, and is not searched further.
    func expectNoSwiftPlace(_ text: String, _ what: String) {
      guard text.utf8.firstRange(of: ".swift:".utf8) != nil,
        let match = text.firstMatch(of: swiftPlace)
      else { return }
      let start = text.index(match.range.lowerBound, offsetBy: -60, limitedBy: text.startIndex)
      let end = text.index(match.range.upperBound, offsetBy: 60, limitedBy: text.endIndex)
      Issue.record(
        "\(what) names depplay's source: …\(text[(start ?? text.startIndex)..<(end ?? text.endIndex)])…"
      )
    }

    /// Every line `text` names (`line N`, `FILE.md:N`, `FILE.dep:N`, a code gutter's `N │`)
    /// is a line of a file `lineCount` lines long: the place was moved into the file shown.
    func expectLinesWithin(_ lineCount: Int, _ text: String, _ what: String) {
      for match in text.matches(of: namedLine) {
        let line = Int(
          match.output.1 ?? match.output.2 ?? match.output.3 ?? match.output.4 ?? "")
        #expect(
          (1...lineCount).contains(line ?? 0),
          "\(what) names line \(line ?? 0) of a \(lineCount)-line file: \(match.output.0)")
      }
    }
  }

  @Test func runAndTreeNameOnlyTheScript() throws {
    let files = WorkshopPageBrowserTests.files
    #expect(files.count >= 50, "the golden scripts and the lessons")
    let checks = PlaceChecks()
    for file in files {
      let outcome = try DepplayBinary.run(["run", "--tree", file])
      checks.expectNoSwiftPlace(outcome.output + outcome.error, "depplay run --tree \(file)")
    }
  }

  /// `.why KEY` in the shell, after each golden script, for each dependency it declares and
  /// two built-ins: the explanation names only the script's places.
  @Test func theShellsWhyNamesOnlyTheScript() throws {
    let scripts = WorkshopPageBrowserTests.files.filter { $0.hasSuffix(".dep") }
    #expect(scripts.count >= 30)
    let checks = PlaceChecks()
    var asked = 0
    for file in scripts {
      let text = try String(contentsOfFile: file, encoding: .utf8)
      let declared = text.matches(of: /^dependency (\w+)/.anchorsMatchLineEndings())
        .map { String($0.output.1) }
      let questions = (declared + ["date", "uuid"]).map { ".why \($0)" }
      asked += questions.count
      let outcome = try DepplayBinary.run(
        ["--color=never", "shell"], input: text + "\n" + questions.joined(separator: "\n") + "\n")
      checks.expectNoSwiftPlace(
        outcome.output + outcome.error, "the shell's .why after \(file)")
    }
    #expect(asked > 2 * scripts.count, "the scripts declare dependencies to ask about")
  }

  @Test func thePageAndEveryPresenterFrameNameOnlyTheScript() throws {
    let checks = PlaceChecks()
    for file in WorkshopPageBrowserTests.files {
      let run = try WorkshopRun.load(path: file)
      let lineCount = try String(contentsOfFile: file, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).count
      checks.expectNoSwiftPlace(WorkshopPage(run: run).render(), "depplay html \(file)")
      for step in 0...run.replay.stepCount {
        let frame = PresenterFrame(
          run: run, state: PresenterState(run: run, step: step), width: 120, height: 50,
          colored: false
        ).lines().joined(separator: "\n")
        checks.expectNoSwiftPlace(frame, "depplay present \(file), step \(step)")
        checks.expectLinesWithin(lineCount, frame, "depplay present \(file), step \(step)")
      }
    }
  }
}
