import DepplayLanguage
import Foundation
import Testing

@testable import DepplayCLI

/// The pages `depplay html` writes, for every lesson and golden script, loaded in headless
/// Chromium at several `#step=N`: each step shows exactly the units created, `yield`s
/// entered and escaping closures called so far (with their kind and what they started
/// with), the output printed so far, and the statement of the step's event highlighted (for
/// an event with no place, the last statement's).
@Suite struct WorkshopPageBrowserTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// What the page must show at one step, read off the run's events.
  struct Expected: Equatable, CustomStringConvertible {
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

  /// What a frame of the harness page saw in the browser.
  struct Seen: Decodable {
    var src: String
    var step: Int
    var lines: [Int]
    var units: [Expected.Unit]
    var output: [String]
    /// The Predict choices listed, as `a)7`.
    var choices: [String]
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

  @Test(
    .enabled(
      if: Chromium.path != nil,
      "chromium is not installed (apt-get install chromium; CI installs it): pages not loaded"))
  func everyLessonAndGoldenScriptStepsCorrectlyInABrowser() throws {
    let pages = Self.root.appendingPathComponent(".build/workshop-pages")
    try? FileManager.default.removeItem(at: pages)
    try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
    var expectations: [String: Expected] = [:]
    var choices: [Substring: [String]] = [:]
    var frames: [String] = []
    #expect(Self.files.count >= 20, "lessons and golden scripts are found")
    for file in Self.files {
      let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
      let page = pages.appendingPathComponent(name + ".html")
      let outcome = try DepplayBinary.run(["html", file, "-o", page.path])
      #expect(outcome.status == 0, "depplay html \(file): \(outcome.error)")
      let (source, events) = try Self.run(file)
      choices[Substring(name + ".html")] = try Self.choices(file)
      let last = events.count
      for step in Set([0, last / 2, last + 100]).sorted() {  // past the end shows the last
        let src = "\(name).html#step=\(step)"
        frames.append(src)
        expectations[src] = Self.expected(events, source, through: min(step, last))
      }
    }
    let seen = try Self.load(frames, harness: pages.appendingPathComponent("harness.html"))
    #expect(seen.count == frames.count, "every frame reported")
    for frame in seen {
      let shown = Expected(
        step: frame.step, lines: frame.lines, units: frame.units, output: frame.output)
      #expect(shown == expectations[frame.src], "\(frame.src)")
      #expect(frame.choices == choices[frame.src.prefix { $0 != "#" }] ?? [], "\(frame.src)")
    }
    #expect(choices.values.contains { !$0.isEmpty }, "a lesson offers choices")
    // Step 20 needs no scrolling: headless Chromium shoots a scrolled page blank.
    let screenshot = Self.root.appendingPathComponent(".build/workshop-screenshot.png")
    try Chromium.screenshot(
      of: pages.appendingPathComponent("08-unstructured-work.html").absoluteString + "#step=20",
      to: screenshot, width: 1600, height: 1000)
    let size = try FileManager.default.attributesOfItem(atPath: screenshot.path)[.size] as? Int
    #expect((size ?? 0) > 20_000, "the screenshot shows the page (a blank one is ~4 kB)")
  }

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
        expected.output += text.split(separator: "\n").map(String.init)
      }
    }
    // An event with no place (a unit starting) keeps the last statement highlighted.
    if let range = events.prefix(step).last(where: { $0.range != nil })?.range {
      let placed = source.place(range).range
      expected.lines = Array(placed.start.line...max(placed.start.line, placed.end.line))
    }
    return expected
  }

  /// Loads every frame in one browser: a harness page holds them in frames and, once all
  /// have loaded, writes what each shows (only what is displayed) as JSON.
  static func load(_ frames: [String], harness: URL) throws -> [Seen] {
    let list = frames.map { "<iframe src=\"\($0)\"></iframe>" }.joined(separator: "\n")
    let html = """
      <!DOCTYPE html><html><body>\(list)<pre id="seen"></pre><script>
      window.addEventListener("load", function () {
        function shown(element) {
          return element.ownerDocument.defaultView.getComputedStyle(element).display !== "none";
        }
        var seen = [];
        document.querySelectorAll("iframe").forEach(function (frame) {
          var doc = frame.contentDocument;
          var all = function (selector) {
            return Array.prototype.slice.call(doc.querySelectorAll(selector)).filter(shown);
          };
          seen.push({
            src: frame.getAttribute("src"),
            step: parseInt(doc.body.getAttribute("data-current-step"), 10),
            lines: all(".line.current").map(function (line) {
              return parseInt(line.id.slice(1), 10); }),
            units: all(".diagram [data-overrides]").map(function (unit) {
              return { unit: unit.getAttribute("data-unit") || "",
                kind: unit.getAttribute("data-kind"),
                overrides: unit.getAttribute("data-overrides") || "" }; }),
            output: all(".console li").map(function (line) { return line.textContent; }),
            choices: all("ol.choices li").map(function (item) { return item.textContent; })
          });
        });
        document.getElementById("seen").textContent = JSON.stringify(seen);
      });
      </script></body></html>
      """
    try Data(html.utf8).write(to: harness)
    let dom = try Chromium.dumpDOM(of: harness)
    guard let start = dom.range(of: "<pre id=\"seen\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      Issue.record("the harness page reported nothing")
      return []
    }
    let json = dom[start.upperBound..<end.lowerBound]
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&nbsp;", with: "\u{A0}")
      .replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode([Seen].self, from: Data(json.utf8))
  }
}
