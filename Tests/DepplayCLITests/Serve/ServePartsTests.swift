import Foundation
import Testing
import WebServer

@testable import DepplayCLI

/// The parts the room is made of: tokens, rate limits, listen addresses and the feed a page
/// replays from.
@Suite struct ServePartsTests {
  @Test func tokensAreRandomAndMatchOnlyThemselves() {
    let token = RoomToken()
    #expect(token.description.count == 32)
    #expect(token.description.allSatisfy { $0.isHexDigit })
    #expect(token != RoomToken())
    #expect(token.matches(token.description))
    #expect(!token.matches(nil))
    #expect(!token.matches(""))
    #expect(!token.matches(String(token.description.dropLast())))
    #expect(!token.matches(token.description + "0"))
    let first = token.description.first == "0" ? "1" : "0"
    #expect(!token.matches(first + token.description.dropFirst()))
  }

  @Test func aBucketAllowsItsBurstThenItsRate() {
    let start = Date()
    let bucket = TokenBucket(perSecond: 10, burst: 3)
    #expect((0..<3).allSatisfy { _ in bucket.take(now: start) })
    #expect(!bucket.take(now: start))
    #expect(!bucket.take(now: start + 0.05))
    #expect(bucket.take(now: start + 0.2), "0.2 s at 10 a second: two more")
    #expect(bucket.take(now: start + 0.2))
    #expect(!bucket.take(now: start + 0.2))
    #expect((0..<3).allSatisfy { _ in bucket.take(now: start + 60) }, "refilled to the burst")
    #expect(!bucket.take(now: start + 60))
  }

  @Test func onlyNumericAddressesAreListenedOn() {
    #expect(ListenAddress(host: "127.0.0.1", port: 8080)?.description == "127.0.0.1:8080")
    #expect(ListenAddress(host: "::1", port: 80)?.description == "[::1]:80")
    #expect(ListenAddress(host: "0.0.0.0", port: 0)?.isIPv6 == false)
    #expect(ListenAddress(host: "localhost", port: 80) == nil)
    #expect(ListenAddress(host: "example.com", port: 80) == nil)
  }

  @Test func aFeedKeepsItsNewestEventsUpToItsCapacity() {
    let feed = EventFeed(capacity: 200)
    for number in 1...20 { feed.publish("output", "{\"n\":\(number)}") }
    let stream = feed.stream(after: 0)
    let text = String(decoding: stream.next() ?? [], as: UTF8.self)
    #expect(text.hasSuffix("id: 20\nevent: output\ndata: {\"n\":20}\n\n"))
    #expect(!text.contains("id: 1\n"), "the oldest are dropped")
    #expect(text.utf8.count <= 200)
    let resumed = feed.stream(after: 19)
    #expect(String(decoding: resumed.next() ?? [], as: UTF8.self).hasPrefix("id: 20\n"))
    feed.close("closed", "{}")
    #expect(String(decoding: resumed.next() ?? [], as: UTF8.self).contains("event: closed"))
    #expect(resumed.next() == nil, "a closed feed's streams end")
    stream.close()
    resumed.close()
    #expect(feed.streamCount == 0)
  }

  @Test func theEntryLimitsAreTheOnesLanguageMdStates() throws {
    let limits = Room.entryLimits
    #expect(limits.statementBudget == 2_000_000)
    #expect(limits.maximumValueSize == 100_000)
    #expect(limits.maximumUnits == 10_000)
    #expect(limits.maximumLiveThreads == 8)
    #expect(limits.maximumEvents == 50_000)
    #expect(limits.maximumEventText == 2 << 20)
    #expect(limits.timeLimit == .seconds(10))
    #expect(limits.memoryBudget == 16 << 20)
    #expect(limits.sessionMemoryBudget == 64 << 20)
    let language = ServedRoom.lessons.deletingLastPathComponent()
      .appendingPathComponent("LANGUAGE.md")
    let text = try String(contentsOf: language, encoding: .utf8)
      .replacingOccurrences(of: "\n", with: " ")
    #expect(text.contains("also has 10 seconds of wall-clock time"))
    #expect(
      text.contains(
        "2 000 000 statements, values of 100 000, 10 000 units and 8 threads at once, 50 000 "
          + "events carrying 2 MiB of text, and a memory budget of 16 MiB per entry and 64 MiB for "
          + "the session"))
  }

  /// The walkthrough's step is depplay's markup: what the lesson writes is text in it.
  @Test func theWalkthroughsStepEscapesTheLessonsText() throws {
    let lesson = try LessonParser.parse(
      path: "hostile.md",
      text: """
        # A <script>title</script>

        Teaches: rules 1

        ## Step: <img src=x onerror=alert(1)>

        Some <b>bold</b> & `<i>code</i>` prose.

        ```depplay
        print("<script>")
        ```

        """)
    let html = WalkStepHTML(walk: LessonWalk(lesson: lesson, progress: nil)).render()
    #expect(html.contains("1/1 &lt;img src=x onerror=alert(1)&gt;</h3>"), "\(html)")
    #expect(
      html.contains("Some &lt;b&gt;bold&lt;/b&gt; &amp; <code>&lt;i&gt;code&lt;/i&gt;</code>"))
    #expect(html.contains("print(&quot;&lt;script&gt;&quot;)"))
    for markup in ["<img", "<b>", "<i>", "<script"] {
      #expect(!html.contains(markup), "\(markup) is escaped")
    }
  }
}
