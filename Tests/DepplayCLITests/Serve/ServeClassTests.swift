import Foundation
import Testing

@testable import DepplayCLI

/// The class as the teacher leads it: moving it moves every attendee (and those who join
/// later), and a Predict's tallies never leave the server before the teacher reveals them.
@Suite(.serialized) struct ServeClassTests {
  static let lesson = "05-with-dependencies-scopes"
  /// "Predict: Replacing everything" (choices 7, 3, 1; the answer 3).
  static let predict = 4

  private func step(of feed: EventStreamReader) -> Int? {
    (walk(of: feed)?["current"] as? Int).map { $0 + 1 }
  }

  /// A room serving the lesson, the teacher's feed open, the class moved to the Predict.
  private func roomAtThePredict() throws -> (ServedRoom, EventStreamReader) {
    let served = try ServedRoom(lessons: [Self.lesson])
    let teacherToken = served.room.teacherToken
    let teacher = try served.client.stream("/teacher/events?token=\(teacherToken)")
    _ = try served.client.request(
      "POST", "/teacher/move?token=\(teacherToken)&lesson=\(Self.lesson)&step=\(Self.predict)")
    return (served, teacher)
  }

  /// The latest walk the feed carried.
  private func walk(of feed: EventStreamReader) -> [String: Any]? {
    guard let walk = feed.events.last(where: { $0.name == "walk" }) else { return nil }
    return try? JSONSerialization.jsonObject(with: Data(walk.data.utf8)) as? [String: Any]
  }

  /// The Predict step of the class's latest snapshot on the teacher's feed.
  private func predict(in teacher: EventStreamReader) -> [String: Any]? {
    guard let snapshot = teacher.events.last(where: { $0.name == "class" }),
      let object = try? JSONSerialization.jsonObject(with: Data(snapshot.data.utf8))
        as? [String: Any],
      let lessons = object["lessons"] as? [[String: Any]],
      let steps = lessons.first?["steps"] as? [[String: Any]]
    else { return nil }
    return steps[Self.predict - 1]["predict"] as? [String: Any]
  }

  @Test func movingTheClassMovesEveryAttendeeAndLaterOnes() throws {
    let served = try ServedRoom(lessons: [Self.lesson])
    let teacherToken = served.room.teacherToken
    let first = try served.join()
    let firstFeed = try served.feed(first)
    firstFeed.read(for: 20) { _ in self.step(of: firstFeed) == 1 }
    let moved = try served.client.request(
      "POST", "/teacher/move?token=\(teacherToken)&lesson=\(Self.lesson)&step=\(Self.predict)")
    #expect(moved.status == 202)
    firstFeed.read(for: 20) { _ in self.step(of: firstFeed) == Self.predict }
    #expect(step(of: firstFeed) == Self.predict)
    let later = try served.join()
    let laterFeed = try served.feed(later)
    laterFeed.read(for: 20) { _ in self.step(of: laterFeed) == Self.predict }
    #expect(step(of: laterFeed) == Self.predict)
    let nowhere = try served.client.request(
      "POST", "/teacher/move?token=\(teacherToken)&lesson=\(Self.lesson)&step=99")
    #expect(nowhere.status == 400)
  }

  @Test func theTallyStaysOnTheServerUntilRevealed() throws {
    let (served, teacher) = try roomAtThePredict()
    let teacherToken = served.room.teacherToken
    var feeds: [EventStreamReader] = []
    for guess in ["a", "b", "3"] {
      let session = try served.join()
      let feed = try served.feed(session)
      feed.read(for: 20) { _ in self.step(of: feed) == Self.predict }
      feed.read(for: 10) { $0.last?.name == "prompt" }
      _ = try served.run(guess, in: session, feed: feed)
      feeds.append(feed)
    }
    teacher.read(for: 10) { _ in (self.predict(in: teacher)?["answered"] as? Int) == 3 }
    let hidden = try #require(predict(in: teacher))
    #expect(hidden["answered"] as? Int == 3)
    #expect(hidden["revealed"] as? Bool == false)
    #expect(hidden["counts"] == nil || hidden["counts"] is NSNull)
    #expect(hidden["answer"] == nil || hidden["answer"] is NSNull)
    #expect(!teacher.events.map(\.data).joined().contains("\"counts\":["), "no tally yet")
    let revealed = try served.client.request(
      "POST", "/teacher/reveal?token=\(teacherToken)&lesson=\(Self.lesson)&step=\(Self.predict)")
    #expect(revealed.status == 202)
    teacher.read(for: 10) { _ in (self.predict(in: teacher)?["revealed"] as? Bool) == true }
    let shown = try #require(predict(in: teacher))
    #expect(shown["counts"] as? [Int] == [1, 2, 0, 0])
    #expect(shown["answer"] as? String == "b) 3")
    for feed in feeds {
      #expect(!feed.events.map(\.data).joined().contains("\"counts\""), "no tally for attendees")
    }
  }

  /// The walkthrough in the attendee's page: the step on screen, as the shell walks it.
  @Test func theWalkthroughShowsTheStepAndThePredictsAnswerOnlyAfterTheGuess() throws {
    let served = try ServedRoom(lessons: [Self.lesson])
    let session = try served.join()
    let feed = try served.feed(session)
    feed.read(for: 20) { events in self.step(of: feed) == 1 && events.last?.name == "prompt" }
    let first = walk(of: feed)?["stepHTML"] as? String ?? ""
    #expect(first.contains("1/7 A scope, and after it</h3>"), "\(first)")
    _ = try served.run(".step \(Self.predict)", in: session, feed: feed)
    let asked = walk(of: feed)?["stepHTML"] as? String ?? ""
    #expect(asked.contains("What does the inner <code>print(full)</code> print?"))
    #expect(asked.contains("withDependencies { $0 = .test } operation: {"))
    #expect(!asked.contains("Answer"), "the answer waits for the guess: \(asked)")
    #expect(!asked.contains("fresh"), "so does the prose that explains it")
    #expect(walk(of: feed)?["choices"] as? [String] == ["7", "3", "1"])
    _ = try served.run("c", in: session, feed: feed)
    let wrong = walk(of: feed)?["stepHTML"] as? String ?? ""
    #expect(!wrong.contains("Answer"), "a wrong guess: \(feed.events.suffix(6).map(\.data))")
    _ = try served.run("b", in: session, feed: feed)
    let answered = walk(of: feed)?["stepHTML"] as? String ?? ""
    #expect(answered.contains("<strong>Answer:</strong> b) 3"))
    #expect(answered.contains("is a fresh <code>DependencyValues</code>"))
    let steps = walk(of: feed)?["steps"] as? [[String: Any]] ?? []
    #expect(steps.map { $0["done"] as? Bool } == [true, false, false, true, false, false, false])
    _ = try served.run(".step 6", in: session, feed: feed)
    let exercise = walk(of: feed)?["stepHTML"] as? String ?? ""
    #expect(exercise.contains("Solved when:"))
    #expect(exercise.contains("expect(output: &quot;8 42&quot;)"), "\(exercise)")
    #expect(!exercise.contains("$0 = .test; $0.full = 8"), "the hint and solution wait")
  }

  /// What an attendee types never reaches the teacher's page: a guess counts as the choice
  /// it names ("other" here), and entries are the attendee's alone.
  @Test func nothingAnAttendeeTypesReachesTheTeacher() throws {
    let (served, teacher) = try roomAtThePredict()
    let teacherToken = served.room.teacherToken
    let session = try served.join()
    let feed = try served.feed(session)
    feed.read(for: 20) { events in
      self.step(of: feed) == Self.predict && events.last?.name == "prompt"
    }
    _ = try served.run("<img src=x onerror=alert(1)>", in: session, feed: feed)
    _ = try served.run("", in: session, feed: feed)
    let (printed, _) = try served.run("print(\"<b>secret</b>\")", in: session, feed: feed)
    #expect(printed == "<b>secret</b>\n")
    _ = try served.client.request(
      "POST", "/teacher/reveal?token=\(teacherToken)&lesson=\(Self.lesson)&step=\(Self.predict)")
    teacher.read(for: 10) { _ in (self.predict(in: teacher)?["counts"] as? [Int]) != nil }
    #expect(predict(in: teacher)?["counts"] as? [Int] == [0, 0, 0, 1], "counted as other")
    let told = teacher.events.map(\.data).joined()
    for typed in ["onerror", "img", "secret", "<b>"] {
      #expect(!told.contains(typed), "\(typed) reached the teacher")
    }
  }
}
