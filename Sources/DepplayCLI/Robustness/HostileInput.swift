import DepplayLanguage
import Foundation

/// Feeds arbitrary bytes through everything that reads user input: the lesson parser, then
/// the lexer, parser, checker and interpreter (with small limits, so any input ends
/// quickly), and what shows a run: the terminal renderer, the page and the presenter.
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

  /// Runs `bytes` (decoded as UTF-8, invalid sequences repaired) as a lesson and as a
  /// script, and shows each run as the terminal, the page and the presenter show it,
  /// checking that no raw control character would reach a terminal (``assertInert(_:_:)``)
  /// and that the page's embedded JSON holds no raw `<` (``assertSafeJSON(in:)``).
  package static func exercise(_ bytes: some Collection<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    let options = Session.Options(limits: limits)
    if let lesson = try? LessonParser.parse(path: "fuzz.md", text: text) {
      show {
        try WorkshopRun.run(lesson.program, title: lesson.title, lesson: lesson, options: options)
      }
    }
    show {
      try WorkshopRun.run(
        ComposedSource(text: text, name: "fuzz.dep"), title: "fuzz.dep", lesson: nil,
        options: options)
    }
  }

  /// Shows the run `load` makes: its terminal output, its page, and presenter frames on a
  /// narrow and a wide screen, in colour: at its first, middle and last steps, and held at
  /// each checkpoint with all it holds given (hints, answer, solution).
  private static func show(_ load: () throws -> WorkshopRun) {
    let run: WorkshopRun
    do {
      run = try load()
    } catch let malformed as MalformedRun {
      return assertInert(malformed.message, "a diagnostic")
    } catch {
      return
    }
    for event in run.replay.output { assertInert(event.text, "output") }
    assertSafeJSON(in: WorkshopPage(run: run).render())
    let last = run.replay.stepCount
    var states = Set([0, last / 2, last]).sorted().map { PresenterState(run: run, step: $0) }
    for checkpoint in states[0].checkpoints {
      var held = PresenterState(run: run, step: checkpoint.step - 1)
      for _ in 0...checkpoint.hintCount { _ = held.handle(.pageDown, lessonStep: nil) }
      states.append(held)
    }
    for state in states {
      for (width, height) in [(40, 16), (120, 40)] {
        let lines = PresenterFrame(
          run: run, state: state, width: width, height: height, colored: true
        ).lines()
        precondition(lines.count == height, "a presenter frame is as tall as the screen")
        for line in lines {
          assertInert(line, "a presenter frame")
          precondition(
            line.withoutColourEscapes.count <= width,
            "a presenter line wider than the screen: \(line)")
        }
      }
    }
  }

  /// Stops if `text`, bound for a terminal, holds a control character (but line feed and
  /// tab) other than in depplay's colour escapes.
  private static func assertInert(_ text: String, _ what: String) {
    let raw = text.withoutColourEscapes.unicodeScalars.first {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value)
    }
    precondition(
      raw == nil,
      "\(what) holds a raw control character U+\(raw.map { String($0.value, radix: 16) } ?? "")")
  }

  /// Stops if a `<script type="application/json">` of `page` holds a raw `<` (which could
  /// open a comment or close the element early).
  private static func assertSafeJSON(in page: String) {
    var rest = page[...]
    while let open = rest.firstRange(of: #"<script type="application/json""#) {
      rest = rest[open.upperBound...]
      guard let start = rest.firstIndex(of: ">"), let end = rest.firstRange(of: "</script>")
      else { return }
      precondition(
        !rest[rest.index(after: start)..<end.lowerBound].contains("<"),
        "the page's embedded JSON holds a raw '<'")
      rest = rest[end.upperBound...]
    }
  }
}
