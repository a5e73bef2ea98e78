import Foundation
import Testing

/// What a teacher does with lessons 08 and 16 on a 1280×720 projector: PageDown from the
/// first step to the last, real key presses and nothing else (a clicker sends no other key).
/// Every press must land on the next step or stop at a Predict; at a stop the question is in
/// view below the header and nothing of its answer shows; the next press reveals it; and no
/// Predict's answer or explanation is on screen at any step before its own reveal. (The
/// sweep in ``WorkshopPageBrowserTests`` steps every page with synthetic key events.) Part of
/// ``ProjectorPageTests``, whose one browser it uses.
extension ProjectorPageTests {
  /// What the page shows after a press.
  struct ClickerSeen: Decodable {
    var step: Int
    var asking: String
    /// Predicts not revealed yet whose answer or explanation is shown anyway.
    var leaks: [String]
    /// The asked question's top and bottom, and where the header ends (0s when none asks).
    var question: [Double]
  }

  static let clickerSeen = """
    (function () {
      var body = document.body, asking = body.getAttribute("data-asking") || "";
      var leaks = [];
      document.querySelectorAll("article[data-gate]:not(.revealed)").forEach(function (article) {
        var reveal = article.querySelector(".reveal");
        var words = reveal.textContent.trim().replace(/\\s+/g, " ").slice(0, 40);
        var text = document.body.innerText.replace(/\\s+/g, " ");
        if (reveal.getClientRects().length > 0 || text.indexOf(words) >= 0) leaks.push(article.id);
      });
      var question = [0, 0, 0];
      if (asking) {
        var box = document.getElementById(asking).querySelector(".question").getBoundingClientRect();
        question = [box.top, box.bottom, document.querySelector("header").getBoundingClientRect().bottom];
      }
      return { step: parseInt(body.getAttribute("data-current-step"), 10), asking: asking,
        leaks: leaks, question: question };
    })()
    """

  @Test func aClickerRunsLessons08And16WithoutAnAnswerShowingEarly() throws {
    let browser = try Self.browser()  // one browser, both lessons
    for lesson in ["lessons/08-unstructured-work.md", "lessons/16-the-stores-snapshot.md"] {
      try clickThrough(lesson, in: browser)
    }
  }

  private func clickThrough(_ lesson: String, in browser: DevTools) throws {
    let page = try Self.page(lesson)
    try browser.open(page.absoluteString)
    let last = try #require(
      try browser.evaluate("JSON.parse(document.getElementById('steps').textContent).length - 1")
        as? Int)
    let predicts = try #require(
      try browser.evaluate("document.querySelectorAll('article[data-gate]').length") as? Int)
    let name = URL(fileURLWithPath: lesson).deletingPathExtension().lastPathComponent
    var seen = try browser.evaluate(Self.clickerSeen, as: ClickerSeen.self)
    var stops: [String] = []
    #expect(seen.step == 0 && seen.leaks.isEmpty, "\(name) opens at step 0 with no answer shown")
    for _ in 0..<(last + predicts * 2 + 2) where seen.step < last || !seen.asking.isEmpty {
      let before = seen
      try browser.press(.pageDown)
      seen = try browser.evaluate(Self.clickerSeen, as: ClickerSeen.self)
      #expect(seen.leaks.isEmpty, "\(name) at step \(seen.step): \(seen.leaks) show an answer")
      if !seen.asking.isEmpty {
        stops.append(seen.asking)
        #expect(seen.step == before.step, "\(name): a Predict stops the stepping")
        #expect(
          seen.question[0] >= seen.question[2] - 1 && seen.question[1] <= 720,
          "\(name): \(seen.asking)'s question is in view below the header: \(seen.question)")
        try FileManager.default.createDirectory(
          at: Self.shots, withIntermediateDirectories: true)
        try browser.screenshot().write(
          to: Self.shots.appendingPathComponent("\(name)-\(seen.asking).png"))
      } else if before.asking.isEmpty {
        #expect(seen.step == before.step + 1, "\(name): PageDown goes one step forward")
      } else {
        #expect(seen.step == before.step, "\(name): PageDown at a Predict reveals it, in place")
      }
    }
    #expect(seen.step == last, "\(name): the clicker reached the last step")
    #expect(stops.count == predicts, "\(name): every Predict stopped the clicker once: \(stops)")
    #expect(Set(stops).count == stops.count)
  }
}
