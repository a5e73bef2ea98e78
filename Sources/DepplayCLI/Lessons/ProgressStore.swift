import Foundation

/// Which steps of which lessons a learner has done, in
/// `$XDG_STATE_HOME/depplay/progress.json` (by default `~/.local/state/depplay`), written
/// atomically.
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

  /// Records the done steps of `lesson`.
  func save(_ lesson: String, completed: Set<Int>) throws {
    var progress = all().mapValues { $0.sorted() }
    progress[lesson] = completed.sorted()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try encoder.encode(progress).write(to: url, options: .atomic)
  }
}
