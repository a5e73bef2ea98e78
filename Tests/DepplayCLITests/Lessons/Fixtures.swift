import Foundation

/// The lesson files beside these tests.
enum Fixtures {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
  static let goodDirectory = directory.appendingPathComponent("good")
  static let brokenDirectory = directory.appendingPathComponent("broken")
  static let good = (
    path: goodDirectory.appendingPathComponent("01-task-keeps-overrides.md").path,
    text:
      (try? String(
        contentsOf: goodDirectory.appendingPathComponent("01-task-keeps-overrides.md"),
        encoding: .utf8)) ?? ""
  )
  /// The project's `lessons/`.
  static let projectLessons = directory.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("lessons")
}
