import Foundation
import Testing

@testable import DepplayCLI

/// The page `depplay html` writes, in a room: loaded in headless Chromium, driven through
/// its DevTools protocol (``DevTools``: real key presses and clicks, emulated viewports,
/// colour schemes and print media), at 1280×720 and 1920×1080.
///
/// Every lesson and golden script is stepped from the first step to the last with → at both
/// sizes: at each step the current line and the current diagram row must be inside the
/// viewport and below the sticky header; each Predict must stop the stepping with its answer
/// hidden, and → again must reveal it; code is never under 16 CSS px nor diagram text under
/// 14. The other tests press the clicker's keys, zoom, switch themes (contrast measured),
/// print, and open handouts and hostile output. A screenshot of every lesson at 1280×720
/// is written to `.build/workshop-screenshots` for review.
@Suite(
  .serialized,
  .enabled(
    if: Chromium.path != nil,
    "chromium is not installed (apt-get install chromium; CI installs it): pages not loaded"))
struct ProjectorPageTests {
  static let root = WorkshopPageBrowserTests.root
  static let sizes = [(width: 1280, height: 720), (width: 1920, height: 1080)]

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

  static func browser() throws -> DevTools {
    let browser = try DevTools(chromium: Chromium.path ?? "chromium")
    try browser.resize(width: 1280, height: 720)
    try browser.emulate(colorScheme: "light")
    return browser
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

  @Test func everyPageStepsOnAProjectorWithItsCurrentLineAndRowInView() throws {
    let browser = try Self.browser()
    let shots = Self.root.appendingPathComponent(".build/workshop-screenshots")
    try? FileManager.default.removeItem(at: shots)
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
    let pages = try WorkshopPageBrowserTests.files.map { try Self.page($0) }
    var smallestCode = Double.infinity
    var smallestDiagram = Double.infinity
    var checkpoints = 0
    var steps = 0
    for size in Self.sizes {
      try browser.resize(width: size.width, height: size.height)
      for page in pages {
        try browser.open(page.absoluteString)
        let name = page.deletingPathExtension().lastPathComponent
        if size.width == 1280, name.first?.isNumber == true {
          let middle = try browser.evaluate("document.body.getAttribute('data-steps')") as? String
          try browser.open(page.absoluteString + "#step=\((Int(middle ?? "0") ?? 0) / 2)")
          try browser.screenshot().write(to: shots.appendingPathComponent(name + ".png"))
          try browser.press(.home)
        }
        let sweep = try browser.evaluate(Self.sweep, as: Sweep.self)
        let where_ = "\(name) at \(size.width)×\(size.height)"
        #expect(sweep.failures.isEmpty, "\(where_): \(sweep.failures.joined(separator: "; "))")
        #expect(sweep.smallestCode >= 16, "\(where_): code at \(sweep.smallestCode) px")
        #expect(
          sweep.smallestDiagram >= 14, "\(where_): diagram text at \(sweep.smallestDiagram) px")
        #expect(sweep.pageWidth <= Double(size.width), "\(where_): the page scrolls sideways")
        smallestCode = min(smallestCode, sweep.smallestCode)
        smallestDiagram = min(smallestDiagram, sweep.smallestDiagram)
        checkpoints += sweep.checkpoints
        steps += sweep.checked
      }
    }
    #expect(checkpoints >= 2 * 10, "the lessons' Predicts stopped the stepping")
    print(
      "projector sweep: \(pages.count) pages × 2 sizes, \(steps) steps, \(checkpoints) checkpoints;"
        + " smallest code \(smallestCode) px, smallest diagram text \(smallestDiagram) px")
  }

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
