import Foundation
import Testing

/// `depplay serve` in headless Chromium: one teacher page and three attendee pages, driven
/// through the DevTools protocol by `room_in_browser.py` (Python's standard library, on a
/// pipe; the server on 127.0.0.1). It checks that an attendee's entry and output never
/// appear in another's page (nor the teacher's), that moving the class moves every page and
/// the teacher's projector view, that the walkthrough shows the step and a Predict's answer
/// only after the guess, that a Predict tallies and shows its bars only once the teacher
/// reveals it, that a reload resumes the session, and that the teacher's Ctrl-C tells every
/// page the room has closed.
@Suite struct ServeBrowserTests {
  /// The driver's interpreter.
  static let python = "/usr/bin/python3"

  @Test(
    .enabled(
      if: Chromium.path != nil && FileManager.default.isExecutableFile(atPath: python),
      "chromium or python3 is not installed (CI installs both): pages not loaded"))
  func oneTeacherAndThreeAttendeesInABrowser() throws {
    let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("room_in_browser.py")
    let outcome = try DepplayBinary.run(
      [
        driver.path, DepplayBinary.url.path, Chromium.path ?? "chromium",
        ServedRoom.lessons.path,
      ], executable: URL(fileURLWithPath: Self.python))
    #expect(outcome.status == 0, "\(outcome.error)")
  }
}
