import DepplayLanguage
import Foundation
import Testing

@testable import DepplayCLI

/// The pages `depplay html` writes, for every lesson and golden script, loaded in headless
/// Chromium (driven through its DevTools protocol: ``DevTools``) at 1280×720 and 1920×1080.
///
/// Every page at 1280×720, the narrowest, and every lesson at 1920×1080 is stepped from its
/// first step to its last with →: at each step the current line and the current diagram row
/// must be inside the viewport and below the sticky header; each Predict must stop the stepping with its answer hidden, and →
/// again must reveal it; code is never under 16 CSS px nor diagram text under 14, and the
/// page never scrolls sideways. Every lesson is stepped so again at 1280×720 zoomed to 150 %
/// (as `+` three times leaves it): nothing moves off screen, nor any diagram row past its
/// pane's side. (The three passes run in parallel, a browser each.)
///
/// At 1280×720 the page's last step, then its middle step and its first, each show exactly
/// the units created, `yield`s entered and escaping closures called so far (with their kind
/// and what they started with), the output printed so far, and the statement of the step's
/// event highlighted (for an event with no place, the last statement's). A screenshot of
/// every lesson's middle step is written to `.build/workshop-screenshots` for review.
@Suite struct WorkshopPageBrowserTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// What the page must show at one step, read off the run's events.
  struct Expected: Equatable, Decodable, CustomStringConvertible {
    var step: Int
    var lines: [Int]
    var units: [Unit]
    var output: [String]

    struct Unit: Codable, Equatable {
      var unit: String
      var kind: String
      var overrides: String
    }

    var description: String {
      "step \(step), lines \(lines), units \(units.map(\.unit)), output \(output)"
    }
  }

  static var files: [String] {
    let lessons = root.appendingPathComponent("lessons")
    let golden = root.appendingPathComponent("Tests/DepplayLanguageTests/Golden")
    func list(_ directory: URL, _ suffix: String) -> [String] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      return names.filter { $0.hasSuffix(suffix) }.sorted().map {
        directory.appendingPathComponent($0).path
      }
    }
    return list(lessons, ".md") + list(golden, ".dep")
  }

  /// What the sweep of one page found.
  struct Sweep: Decodable {
    var checked: Int
    var checkpoints: Int
    var failures: [String]
    var smallestCode: Double
    var smallestDiagram: Double
    var pageWidth: Double
  }

  /// A projector the pages are stepped on: its width (the height is 16:9) and the page's zoom.
  struct Projector: CustomTestStringConvertible, Sendable {
    let width: Int
    let zoom: Double
    var height: Int { width * 9 / 16 }
    /// The full check (what each step shows, the screenshots) is made at 1280×720 unzoomed.
    var full: Bool { width == 1280 && zoom == 1 }
    var testDescription: String { "\(width)×\(height) at \(Int(zoom * 100)) %" }
  }

  @Test(
    .enabled(
      if: Chromium.path != nil,
      "chromium is not installed (apt-get install chromium; CI installs it): pages not loaded"),
    arguments: [
      Projector(width: 1280, zoom: 1), Projector(width: 1920, zoom: 1),
      Projector(width: 1280, zoom: 1.5),
    ])
  func everyLessonAndGoldenScriptStepsCorrectlyAndReadably(on projector: Projector) throws {
    let (width, height) = (projector.width, projector.height)
    let browser = try DevTools(chromium: Chromium.path ?? "chromium")
    try browser.resize(width: width, height: height)
    try browser.emulate(colorScheme: "light")
    let pages = Self.root.appendingPathComponent(
      ".build/workshop-pages-\(width)-\(Int(projector.zoom * 100))")
    let shots = Self.root.appendingPathComponent(".build/workshop-screenshots")
    for directory in [pages] + (projector.full ? [shots] : []) {
      try? FileManager.default.removeItem(at: directory)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    // The lessons (what a room is shown) at every size; the golden scripts too at the size
    // checked in full, the narrowest (each one more page to step through, on every size).
    let files = projector.full ? Self.files : Self.files.filter { $0.hasSuffix(".md") }
    #expect(files.count >= 20, "lessons and golden scripts are found")
    var smallest = (code: Double.infinity, diagram: Double.infinity)
    var totals = (steps: 0, checkpoints: 0, choices: 0)
    for file in files {
      let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      let page = pages.appendingPathComponent(name + ".html")
      let outcome = try DepplayBinary.run(["html", file, "-o", page.path])
      #expect(outcome.status == 0, "depplay html \(file): \(outcome.error)")
      try browser.open(page.absoluteString)
      if projector.zoom != 1 {  // remembered for the page, as its zoom keys leave it
        try browser.evaluate(
          "localStorage.setItem('depplay-zoom:' + document.documentElement"
            + ".getAttribute('data-page'), '\(projector.zoom)')")
        try browser.open(page.absoluteString)
        let zoom =
          try browser.evaluate(
            "getComputedStyle(document.documentElement).getPropertyValue('--zoom')") as? String
        #expect(Double(zoom ?? "") == projector.zoom, "\(name): the remembered zoom applies")
      }
      let sweep = try browser.evaluate(Self.sweep, as: Sweep.self)
      if projector.full {
        let (source, events) = try Self.run(file)
        let last = events.count
        for step in [last, last / 2, 0] {  // the sweep ended at the last step
          if step != last { try browser.evaluate(Self.jump(to: step)) }
          let shown = try browser.evaluate(Self.seen, as: Expected.self)
          #expect(shown == Self.expected(events, source, through: step), "\(name) step \(step)")
          if step == last / 2, file.hasSuffix(".md") {
            try browser.screenshot().write(to: shots.appendingPathComponent(name + ".png"))
          }
        }
        let choices = try browser.evaluate(Self.choicesShown, as: [String].self)
        #expect(choices == (try Self.choices(file)), "\(name): the Predicts' choices")
        totals.choices += choices.count
      }
      let place = "\(name) at \(projector.testDescription)"
      #expect(sweep.failures.isEmpty, "\(place): \(sweep.failures.joined(separator: "; "))")
      #expect(sweep.smallestCode >= 16, "\(place): code at \(sweep.smallestCode) px")
      #expect(sweep.smallestDiagram >= 14, "\(place): diagram text at \(sweep.smallestDiagram) px")
      #expect(sweep.pageWidth <= Double(width), "\(place): the page scrolls sideways")
      smallest = (
        min(smallest.code, sweep.smallestCode), min(smallest.diagram, sweep.smallestDiagram)
      )
      totals.steps += sweep.checked
      totals.checkpoints += sweep.checkpoints
    }
    #expect(totals.checkpoints >= 10, "the lessons' Predicts stopped the stepping")
    #expect(!projector.full || totals.choices > 0, "a lesson offers choices")
    print(
      "\(projector.testDescription): \(files.count) pages, \(totals.steps) steps, "
        + "\(totals.checkpoints) checkpoints; smallest code \(smallest.code) px, "
        + "smallest diagram text \(smallest.diagram) px")
  }

  /// Moves the page to `step` with its slider.
  static func jump(to step: Int) -> String {
    """
    (function () { var slider = document.getElementById("slider"); slider.value = "\(step)";
      slider.dispatchEvent(new Event("input")); })()
    """
  }

  /// What the page shows (only what is displayed), as an ``Expected``.
  static let seen = """
    (function () {
      function all(selector) {
        return Array.prototype.filter.call(document.querySelectorAll(selector), function (element) {
          return element.getClientRects().length > 0; });
      }
      return {
        step: parseInt(document.body.getAttribute("data-current-step"), 10),
        lines: all(".line.current").map(function (line) { return parseInt(line.id.slice(1), 10); }),
        units: all(".diagram [data-overrides]").map(function (unit) {
          return { unit: unit.getAttribute("data-unit") || "", kind: unit.getAttribute("data-kind"),
            overrides: unit.getAttribute("data-overrides") || "" }; }),
        output: all(".console li").map(function (line) { return line.textContent; })
      };
    })()
    """

  /// The Predict choices listed, as `a)7`.
  static let choicesShown = """
    Array.prototype.map.call(document.querySelectorAll("ol.choices li"), function (item) {
      return item.textContent; })
    """

  /// Steps the page from its first step to its last with → (a synthetic key event: the real
  /// keys are pressed in the other tests) and checks each step; returns a ``Sweep``.
  static let sweep = """
    (function () {
      var failures = [], checked = 0, checkpoints = 0, guard = 0;
      var body = document.body, header = document.querySelector("header");
      var frame = document.querySelector(".diagram-frame");
      var steps = JSON.parse(document.getElementById("steps").textContent);
      var last = steps.length - 1;
      function step() { return parseInt(body.getAttribute("data-current-step"), 10); }
      function press(key) {
        document.dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true,
          cancelable: true }));
      }
      function shown(element) { return !!element && element.getClientRects().length > 0; }
      function inView(element, what) {
        var box = element.getBoundingClientRect(), top = header.getBoundingClientRect().bottom;
        if (box.top < top - 1 || box.bottom > innerHeight + 1) {
          failures.push(what + " at step " + step() + " is out of view (" + Math.round(box.top)
            + "–" + Math.round(box.bottom) + "; the header ends at " + Math.round(top) + ")");
        }
        if (box.left < -1 || box.right > innerWidth + 1) {
          failures.push(what + " at step " + step() + " is cut off at the side");
        }
      }
      if (step() !== 0) failures.push("the page did not open at step 0");
      while (guard++ < 3 * last + 20) {
        var asking = body.getAttribute("data-asking");
        if (asking) {
          checkpoints += 1;
          var article = document.getElementById(asking);
          var answer = article.querySelector(".reveal");
          if (shown(answer)) failures.push(asking + "'s answer shows before it is revealed");
          if (step() !== parseInt(article.getAttribute("data-gate"), 10) - 1) {
            failures.push(asking + " stopped at step " + step());
          }
          inView(article.querySelector(".question"), asking + "'s question");
          press("ArrowRight");
          if (!shown(answer)) failures.push("→ did not reveal " + asking);
          if (body.getAttribute("data-asking")) failures.push(asking + " is still asked");
          continue;
        }
        checked += 1;
        var lines = steps[step()].lines;
        var line = document.querySelector(".line.current");
        if (lines && !line) failures.push("no line is highlighted at step " + step());
        if (line) inView(line, "line " + line.id.slice(1));
        var row = frame.querySelector(".row.now");
        if (shown(row)) {
          inView(row, "the diagram row '" + row.textContent + "'");
          var pane = frame.getBoundingClientRect(), box = row.getBoundingClientRect();
          if (box.top < pane.top - 1 || box.bottom > pane.bottom + 1) {
            failures.push("the diagram row at step " + step() + " is scrolled out of its pane");
          }
          if (box.left < pane.left - 1 || box.right > pane.right + 1) {
            failures.push("the diagram row at step " + step() + " runs past its pane's side");
          }
        }
        if (step() >= last) break;
        var before = step();
        press("ArrowRight");
        if (step() !== before + 1 && !body.getAttribute("data-asking")) {
          failures.push("→ went from step " + before + " to " + step());
          break;
        }
      }
      if (step() !== last) failures.push("stepping ended at step " + step() + " of " + last);
      function smallest(selector) {
        var size = Infinity;
        document.querySelectorAll(selector).forEach(function (element) {
          if (shown(element)) size = Math.min(size, parseFloat(getComputedStyle(element).fontSize));
        });
        return size;
      }
      return { checked: checked, checkpoints: checkpoints, failures: failures.slice(0, 12),
        smallestCode: smallest("pre.code .line, .console li, p code, li code"),
        smallestDiagram: smallest(".diagram .row, .legend li"),
        pageWidth: document.documentElement.scrollWidth };
    })()
    """

  /// A lesson's Predict choices, each with its letter (`a)7`), as the page lists them.
  static func choices(_ file: String) throws -> [String] {
    guard file.hasSuffix(".md") else { return [] }
    let lesson = try LessonParser.parse(
      path: file, text: try String(contentsOfFile: file, encoding: .utf8))
    return lesson.steps.flatMap { step -> [String] in
      guard case .predict(let prediction) = step.kind else { return [] }
      return prediction.choices.enumerated().map { Prediction.letter($0.offset) + $0.element }
    }
  }

  /// Runs a lesson (its program) or a script in a fresh session, as `depplay html` does.
  static func run(_ file: String) throws -> (ComposedSource, [Event]) {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let source =
      file.hasSuffix(".md")
      ? try LessonParser.parse(path: file, text: text).program
      : ComposedSource(text: text, name: file)
    return (source, Session().run(source: source.text, file: file, map: source.map).events)
  }

  /// The units created, output printed and lines of the statement at `step`.
  static func expected(_ events: [Event], _ source: ComposedSource, through step: Int)
    -> Expected
  {
    let starts = UnitStart.byUnit(in: events)
    var expected = Expected(step: step, lines: [], units: [], output: [])
    var lineIsOpen = false
    for event in events.prefix(step) {
      switch event {
      case .unitSpawned(let unit, _, _):
        expected.units.append(
          .init(unit: unit.label, kind: unit.kind.rawValue, overrides: starts[unit]?.mark ?? ""))
      case .yieldEntered:
        expected.units.append(.init(unit: "", kind: "yield", overrides: "restored"))
      case .closureCalled(_, let start, _, _):
        expected.units.append(.init(unit: "", kind: "closure", overrides: start.mark))
      default:
        break
      }
      if let text = source.render(event, colored: false)?.text {
        switch event {
        case .issue, .knownIssue:
          // An issue, known or not, is one entry, its whole message.
          expected.output.append(String(text.hasSuffix("\n") ? text.dropLast() : text[...]))
        default:
          var lines = text.split(separator: "\n").map(String.init)
          // What a print leaves open (`terminator: ""`), the next text continues.
          if lineIsOpen, !text.hasPrefix("\n"), !lines.isEmpty, !expected.output.isEmpty {
            expected.output[expected.output.count - 1] += lines.removeFirst()
          }
          expected.output += lines
        }
        if !text.isEmpty { lineIsOpen = !text.hasSuffix("\n") }
      }
    }
    // An event with no place (a unit starting) keeps the last statement highlighted.
    if let range = events.prefix(step).last(where: { $0.range != nil })?.range {
      let placed = source.place(range).range
      expected.lines = Array(placed.start.line...max(placed.start.line, placed.end.line))
    }
    return expected
  }
}
