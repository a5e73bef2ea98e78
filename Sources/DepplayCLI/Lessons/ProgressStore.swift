import Foundation

/// Which steps of which lessons a learner has done, in
/// `$XDG_STATE_HOME/depplay/progress.json` (by default `~/.local/state/depplay`), written
/// atomically, with the name of the lesson last worked in (`last-lesson`), where a learner
/// who comes back is offered to continue.
public struct ProgressStore: Sendable {
  /// The file.
  public let url: URL

  /// Progress kept in `directory`.
  public init(directory: URL) {
    url = directory.appendingPathComponent("progress.json")
  }

  /// The store the environment asks for.
  public static func fromEnvironment(_ environment: [String: String]) -> ProgressStore {
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory())
      .appendingPathComponent(".local/state")
    return ProgressStore(directory: state.appendingPathComponent("depplay"))
  }

  /// The done steps (0-based) of every lesson, by lesson name.
  func all() -> [String: Set<Int>] {
    guard let data = try? Data(contentsOf: url),
      let decoded = try? JSONDecoder().decode([String: [Int]].self, from: data)
    else { return [:] }
    return decoded.mapValues(Set.init)
  }

  /// The done steps of `lesson`.
  func completed(_ lesson: String) -> Set<Int> { all()[lesson] ?? [] }

  /// The lesson the learner last did a step of, if it is known.
  var lastLesson: String? {
    guard let data = try? Data(contentsOf: lastLessonURL) else { return nil }
    let name = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return name.isEmpty ? nil : name
  }

  /// Records the done steps of `lesson`, the lesson last worked in.
  func save(_ lesson: String, completed: Set<Int>) throws {
    var progress = all().mapValues { $0.sorted() }
    progress[lesson] = completed.sorted()
    try write(progress)
    try Data((lesson + "\n").utf8).write(to: lastLessonURL, options: .atomic)
  }

  /// Forgets the done steps of `lesson`, or of every lesson when nil.
  func forget(_ lesson: String?) throws {
    guard let lesson else {
      for file in [url, lastLessonURL] where FileManager.default.fileExists(atPath: file.path) {
        try FileManager.default.removeItem(at: file)
      }
      return
    }
    var progress = all().mapValues { $0.sorted() }
    guard progress.removeValue(forKey: lesson) != nil else { return }
    try write(progress)
  }

  private var lastLessonURL: URL {
    url.deletingLastPathComponent().appendingPathComponent("last-lesson")
  }

  private func write(_ progress: [String: [Int]]) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try encoder.encode(progress).write(to: url, options: .atomic)
  }
}
