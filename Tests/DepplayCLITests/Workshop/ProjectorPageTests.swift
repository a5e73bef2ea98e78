import Foundation
import Testing

@testable import DepplayCLI

/// The page `depplay html` writes, in a room: loaded in headless Chromium at 1280×720, driven
/// through its DevTools protocol (``DevTools``: real key presses and mouse clicks, emulated
/// colour schemes and print media). These tests press a clicker's keys, stop at a Predict and
/// reveal it, step by statement, slider and contents, zoom, switch themes (the contrast of
/// every shown text measured), print, open handouts and hostile output. (Every page stepped
/// at both projector sizes: ``WorkshopPageBrowserTests``.)
@Suite(
  .serialized,
  .enabled(
    if: Chromium.path != nil,
    "chromium is not installed (apt-get install chromium; CI installs it): pages not loaded"))
struct ProjectorPageTests {
  static let root = WorkshopPageBrowserTests.root
  /// Where its screenshots go for review: a directory of its own, because
  /// ``WorkshopPageBrowserTests`` empties `.build/workshop-screenshots` while this suite runs.
  static let shots = root.appendingPathComponent(".build/projector-screenshots")

  /// Writes the page of `file` (a path in the repository, or any path) into a directory of
  /// its own and returns its `file:` URL.
  static func page(_ file: String, arguments: [String] = []) throws -> URL {
    let directory = root.appendingPathComponent(".build/projector-pages")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = file.hasPrefix("/") ? file : root.appendingPathComponent(file).path
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let suffix = arguments.joined().replacingOccurrences(of: "-", with: "")
    let page = directory.appendingPathComponent(name + suffix + ".html")
    let outcome = try DepplayBinary.run(["html"] + arguments + [path, "-o", page.path])
    #expect(outcome.status == 0, "depplay html \(path): \(outcome.error)")
    return page
  }

  /// The suite's one browser (its tests run one at a time), closed when the tests end.
  private static let shared: Result<DevTools, any Error> = Result(catching: {
    let browser = try DevTools(chromium: Chromium.path ?? "chromium")
    atexit { try? ProjectorPageTests.shared.get().quit() }
    return browser
  })

  /// The suite's browser as a test starts with it: 1280×720, the light scheme on a screen,
  /// and nothing remembered (no zoom, no theme) from an earlier test.
  static func browser() throws -> DevTools {
    let browser = try shared.get()
    try browser.resize(width: 1280, height: 720)
    try browser.emulate(colorScheme: "light")
    let directory = root.appendingPathComponent(".build/projector-pages")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let blank = directory.appendingPathComponent("blank.html")
    try Data("<!DOCTYPE html><title>blank</title>".utf8).write(to: blank)
    try browser.open(blank.absoluteString)  // pages from files share one storage
    try browser.evaluate("localStorage.clear()")
    return browser
  }

  static func step(_ browser: DevTools) throws -> Int {
    Int(try browser.evaluate("document.body.getAttribute('data-current-step')") as? String ?? "")
      ?? -1
  }

  static func asking(_ browser: DevTools) throws -> String {
    try browser.evaluate("document.body.getAttribute('data-asking')") as? String ?? ""
  }

  @Test func aClickerStepsAndTheButtonsKeepNoFocus() throws {
    let browser = try Self.browser()
    let page = try Self.page("Tests/DepplayLanguageTests/Golden/tasks.dep")
    try browser.open(page.absoluteString)
    var expected = 0
    for key in [DevTools.Key.space, .pageDown, .period, .right] {
      try browser.press(key)
      expected += 1
      #expect(try Self.step(browser) == expected, "\(key.key) goes forward")
    }
    for key in [DevTools.Key.pageUp, .left, .backspace, .letter("b")] {
      try browser.press(key)
      expected -= 1
      #expect(try Self.step(browser) == expected, "\(key.key) goes back")
    }
    try browser.press(.end)
    let last = try Self.step(browser)
    #expect(last > 4)
    try browser.press(.home)
    #expect(try Self.step(browser) == 0)
    try browser.click("#next")
    try browser.click("#next")
    try browser.click("#back")
    #expect(try Self.step(browser) == 1)
    #expect(try browser.evaluate("document.activeElement === document.body") as? Bool == true)
    try browser.press(.space)
    #expect(try Self.step(browser) == 2, "after clicking Back, Space goes forward")
    let scrolled = try browser.evaluate("window.scrollY") as? Double
    #expect(scrolled == 0, "Space does not scroll the page")
  }

  @Test func aPredictHoldsItsAnswerBackUntilItIsRevealed() throws {
    let browser = try Self.browser()
    let page = try Self.page("lessons/08-unstructured-work.md")
    try browser.open(page.absoluteString)
    let explanation = "The scope was over"
    let gate = try #require(
      Int(
        try browser.evaluate(
          "document.querySelector('article[data-gate]').getAttribute('data-gate')")
          as? String ?? ""))
    func textShows(_ text: String) throws -> Bool {
      try browser.evaluate("document.body.innerText.indexOf(\(DevTools.quoted(text))) >= 0")
        as? Bool ?? false
    }
    #expect(try !textShows(explanation), "nothing of the answer shows at step 0")
    var presses = 0
    while try Self.asking(browser).isEmpty, presses < gate + 5 {
      try browser.press(.pageDown)
      presses += 1
    }
    #expect(try Self.asking(browser) == "S1", "PageDown stops at the Predict")
    #expect(try Self.step(browser) == gate - 1)
    #expect(try !textShows(explanation))
    #expect(try !textShows("Answer:"))
    #expect(try textShows("When the clock is advanced, what does the task print?"))
    try browser.press(.pageDown)
    #expect(try Self.step(browser) == gate - 1, "revealing does not step")
    #expect(try textShows(explanation), "the next press reveals the explanation")
    #expect(try textShows("Answer: b) 7"))
    try browser.press(.pageDown)
    #expect(try Self.step(browser) == gate, "then the steps that answer it run")

    // R and the Reveal button reveal; Back leaves the question unrevealed.
    try browser.open(page.absoluteString + "#step=\(gate - 1)")
    #expect(try !textShows(explanation), "#step=N before the Predict keeps it hidden")
    try browser.press(.right)
    #expect(try Self.asking(browser) == "S1")
    try browser.press(.left)
    #expect(try Self.asking(browser).isEmpty)
    #expect(try Self.step(browser) == gate - 1)
    #expect(try !textShows(explanation))
    try browser.press(.right)
    try browser.press(.letter("r"))
    #expect(try textShows(explanation), "R reveals")
    try browser.open(page.absoluteString + "#step=\(gate - 1)")
    try browser.press(.right)
    try browser.click("#reveal")
    #expect(try textShows(explanation), "the Reveal button reveals")
    try browser.open(page.absoluteString + "#step=\(gate)")
    #expect(
      try textShows(explanation), "a learner opening #step=N past the Predict sees it revealed")
    #expect(try Self.asking(browser).isEmpty)
  }

  /// `#section=N` (how `depplay serve`'s projector follows the class) opens the lesson's Nth
  /// section as its contents entry does, on opening and when the address changes.
  @Test func aSectionInTheAddressOpensItAsTheContentsDo() throws {
    let browser = try Self.browser()
    let page = try Self.page("lessons/05-with-dependencies-scopes.md")
    try browser.open(page.absoluteString + "#section=4")
    #expect(try Self.asking(browser) == "S3", "a Predict asks its question")
    #expect(
      try browser.evaluate("document.getElementById('S3').classList.contains('revealed')")
        as? Bool == false, "its answer held back")
    let first = try #require(
      Int(
        try browser.evaluate("document.getElementById('S1').getAttribute('data-first-step')")
          as? String ?? ""))
    try browser.evaluate("location.hash = '#section=2'")
    var waited = 0
    while try Self.step(browser) != first, waited < 50 {
      Thread.sleep(forTimeInterval: 0.1)
      waited += 1
    }
    #expect(try Self.step(browser) == first, "another section goes to its first step")
    #expect(try Self.asking(browser).isEmpty)
  }

  @Test func nextStatementTheSliderAndTheContentsStep() throws {
    let browser = try Self.browser()
    let page = try Self.page("lessons/16-the-stores-snapshot.md")
    try browser.open(page.absoluteString)
    let statements = try browser.evaluate(
      """
      (function () {
        var steps = JSON.parse(document.getElementById("steps").textContent);
        function same(a, b) { return JSON.stringify(steps[a].lines) === JSON.stringify(steps[b].lines); }
        var next = 1; while (same(next, 1)) next++;
        return [next];
      })()
      """, as: [Int].self)
    try browser.press(.right)
    try browser.click("#statement")
    #expect(try Self.step(browser) == statements[0], "Next statement skips the statement's events")
    try browser.press(.down)
    #expect(try Self.step(browser) > statements[0])
    try browser.evaluate(
      """
      (function () { var slider = document.getElementById("slider"); slider.value = "7";
        slider.dispatchEvent(new Event("input")); })()
      """)
    #expect(try Self.step(browser) == 7, "the slider jumps")
    try browser.click(".toc summary")
    let target =
      try browser.evaluate(
        "document.querySelector('.toc button[data-jump]:not([data-jump=\"0\"]):last-of-type')"
          + ".getAttribute('data-jump')") as? String
    let section =
      try browser.evaluate(
        "document.querySelectorAll('.toc button[data-jump]').length") as? Int
    #expect((section ?? 0) >= 3, "the contents list the lesson's steps")
    try browser.evaluate(
      "document.querySelectorAll('.toc li button[data-jump]').forEach(function (b, i, all) { "
        + "if (i === all.length - 1) b.setAttribute('id', 'toc-last'); })")
    let jump =
      try browser.evaluate("document.getElementById('toc-last').getAttribute('data-jump')")
      as? String
    try browser.click("#toc-last")
    #expect(try Self.step(browser) == Int(jump ?? ""), "the contents jump to a step")
    #expect(target != nil)
    #expect(try browser.evaluate("document.querySelector('.toc').open") as? Bool == false)
  }

  @Test func zoomAndThemeAreRememberedAndTextKeepsItsContrast() throws {
    let browser = try Self.browser()
    let page = try Self.page("lessons/22-clients.md")
    try browser.open(page.absoluteString + "#step=40")
    func codeSize() throws -> Double {
      try browser.evaluate("parseFloat(getComputedStyle(document.querySelector('.line')).fontSize)")
        as? Double ?? 0
    }
    let plain = try codeSize()
    for _ in 0..<3 { try browser.press(.plus) }
    #expect(try codeSize() > plain * 1.4, "+ zooms in (150 %)")
    try browser.open(page.absoluteString + "#step=40")
    #expect(try codeSize() > plain * 1.4, "the zoom is remembered for the page")
    try FileManager.default.createDirectory(at: Self.shots, withIntermediateDirectories: true)
    try browser.screenshot().write(to: Self.shots.appendingPathComponent("22-zoom-150.png"))
    try browser.resize(width: 1920, height: 1080)
    try browser.screenshot().write(to: Self.shots.appendingPathComponent("22-zoom-150-1920.png"))
    try browser.resize(width: 1280, height: 720)
    let diagram = try browser.evaluate(
      """
      (function () { var box = document.querySelector(".diagram-frame").getBoundingClientRect();
        return [box.left, box.right, box.top, innerWidth, innerHeight]; })()
      """, as: [Double].self)
    #expect(diagram[0] >= 0 && diagram[1] <= diagram[3], "at 150 % the diagram fits across")
    #expect(diagram[2] < diagram[4] - 100, "at 150 % the diagram is on screen")
    try browser.click("#smaller")
    #expect(try codeSize() < plain * 1.4, "A− zooms out")
    try browser.press(.zero)
    #expect(try codeSize() == plain, "0 resets the zoom")

    var contrasts: [String: Double] = [:]
    for theme in ["light", "dark"] {
      try browser.emulate(colorScheme: theme)
      for file in [
        "lessons/08-unstructured-work.md", "lessons/16-the-stores-snapshot.md",
        "lessons/22-clients.md", "Tests/DepplayLanguageTests/Golden/tasks.dep",
      ] {
        try browser.open(try Self.page(file).absoluteString + "#step=10000")
        let background =
          try browser.evaluate(
            "getComputedStyle(document.body).backgroundColor") as? String
        #expect((background == "rgb(255, 255, 255)") == (theme == "light"), "\(theme) theme")
        let worst = try browser.evaluate(Self.contrast, as: [String].self)
        if theme == "dark" {  // for review, beside the light ones at 1280×720
          let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
          try browser.open(try Self.page(file).absoluteString + "#step=20")
          try browser.screenshot().write(to: Self.shots.appendingPathComponent(name + "-dark.png"))
        }
        contrasts[theme] = min(contrasts[theme] ?? 99, Double(worst[0]) ?? 0)
        #expect((Double(worst[0]) ?? 0) >= 4.5, "\(theme) \(file): \(worst[1])")
      }
    }
    try browser.emulate(colorScheme: "light")
    try browser.press(.letter("d"))
    try browser.open(page.absoluteString)
    #expect(
      try browser.evaluate("document.documentElement.getAttribute('data-theme')") as? String
        == "dark", "the theme toggle is remembered")
    print("contrast: lowest \(contrasts)")
  }

  /// The lowest contrast of any shown text against what is behind it, and where.
  static let contrast = """
    (function () {
      function rgba(text) {
        var parts = text.match(/[\\d.]+/g).map(Number);
        return { r: parts[0], g: parts[1], b: parts[2], a: parts.length > 3 ? parts[3] : 1 };
      }
      function luminance(colour) {
        function channel(value) { value /= 255;
          return value <= 0.03928 ? value / 12.92 : Math.pow((value + 0.055) / 1.055, 2.4); }
        return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b);
      }
      function behind(element) {
        for (var at = element; at; at = at.parentElement) {
          var colour = rgba(getComputedStyle(at).backgroundColor);
          if (colour.a > 0.5) return colour;
        }
        return rgba(getComputedStyle(document.body).backgroundColor);
      }
      var worst = [99, ""];
      document.querySelectorAll("body *").forEach(function (element) {
        var own = Array.prototype.some.call(element.childNodes, function (node) {
          return node.nodeType === 3 && node.textContent.trim() !== ""; });
        if (!own || element.getClientRects().length === 0) return;
        var style = getComputedStyle(element);
        if (style.visibility === "hidden" || element.closest("script, style")) return;
        var one = luminance(rgba(style.color)), other = luminance(behind(element));
        var ratio = (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
        if (ratio < worst[0]) worst = [ratio, element.tagName + "." + element.className + " '"
          + element.textContent.trim().slice(0, 30) + "' " + style.color];
      });
      return [String(worst[0]), worst[1]];
    })()
    """

  @Test func printingShowsHintsSolutionsAndAnswersAndHandoutsArePrintable() throws {
    let browser = try Self.browser()
    let page = try Self.page("lessons/08-unstructured-work.md")
    try browser.open(page.absoluteString)
    try browser.emulate(colorScheme: "light", media: "print")
    let hidden = """
      (function () {
        var missing = [];
        document.querySelectorAll("details.hint > p, details.solution > pre, .reveal, .diagram [data-step], .console li")
          .forEach(function (element) {
            if (element.getClientRects().length === 0) missing.push(element.className || element.tagName);
          });
        return missing;
      })()
      """
    #expect(try browser.evaluate(hidden, as: [String].self) == [], "printed, everything shows")
    try browser.emulate(colorScheme: "dark", media: "print")
    #expect(
      try browser.evaluate("getComputedStyle(document.body).color") as? String
        == "rgb(17, 17, 17)", "printed in dark ink, whatever the screen's theme")
    try browser.emulate(colorScheme: "light")
    let handout = try Self.page("lessons/08-unstructured-work.md", arguments: ["--handout"])
    try browser.open(handout.absoluteString)
    #expect(try browser.evaluate(hidden, as: [String].self) == [], "the handout shows everything")
    #expect(
      try browser.evaluate("document.querySelector('.controls, #slider') === null") as? Bool
        == true)
    let text = try String(contentsOf: handout, encoding: .utf8)
    #expect(text.contains("The scope was over"))
    let bare = try Self.page("lessons/08-unstructured-work.md", arguments: ["--handout=no-answers"])
    let bareText = try String(contentsOf: bare, encoding: .utf8)
    #expect(!bareText.contains("The scope was over"), "no explanation")
    #expect(!bareText.contains("class=\"solution\""), "no solution")
    #expect(!bareText.contains("class=\"console\""), "no run")
    #expect(bareText.contains("When the clock is advanced, what does the task print?"))
    #expect(bareText.contains("Hint 1"))
  }

  @Test func hostileOutputNeitherFreezesThePageNorBecomesMarkup() throws {
    let browser = try Self.browser()
    let directory = Self.root.appendingPathComponent(".build/projector-pages")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let script = directory.appendingPathComponent("hostile.dep")
    let mark = "\u{301}"  // a combining mark: `"` and U+0301 are one Character
    try Data(
      #"""
      print("<!--<script>")
      print("</script><b id=\"bold\">x</b>")
      print("\"\#(mark)<\#(mark)'\#(mark)")
      print("done")
      """#.utf8
    ).write(to: script)
    let page = try Self.page(script.path)
    let html = try String(contentsOf: page, encoding: .utf8)
    let json = try #require(
      html.split(separator: "id=\"steps\">").last?.split(separator: "</script>").first)
    #expect(!json.contains("<"), "no raw < in the embedded JSON")
    try browser.open(page.absoluteString)
    try browser.press(.end)
    let last = try Self.step(browser)
    #expect(last > 3, "the stepping script ran")
    #expect(try browser.evaluate("document.getElementById('bold') === null") as? Bool == true)
    let printed = try browser.evaluate(
      "Array.prototype.map.call(document.querySelectorAll('.console li'), function (li) { return li.textContent; })",
      as: [String].self)
    #expect(printed.contains("<!--<script>"))
    let combined = "\"\u{301}<\u{301}'\u{301}"
    #expect(printed.contains(combined), "a quote or < with a combining mark is text")
  }
}
