import Foundation

/// The shell's history on disk: one entry per line, multi-line entries kept whole (their
/// newlines escaped), written atomically (a temporary file renamed over the old one) with
/// mode 0600, so a killed terminal never leaves it empty or readable by others.
package struct HistoryFile: Sendable {
  /// Where the history lives.
  package let url: URL
  /// How many entries are kept.
  package let limit: Int

  /// A history file at `url`, keeping the last `limit` entries.
  package init(url: URL, limit: Int = 1000) {
    self.url = url
    self.limit = limit
  }

  /// The history file the environment asks for: `DEPPLAY_HISTORY` (empty turns history
  /// off), else `~/.depplay_history`.
  package static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> HistoryFile? {
    if let path = environment["DEPPLAY_HISTORY"] {
      return path.isEmpty ? nil : HistoryFile(url: URL(fileURLWithPath: path))
    }
    let home =
      environment["HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return HistoryFile(url: home.appendingPathComponent(".depplay_history"))
  }

  /// The saved entries, oldest first; none when the file is missing or unreadable.
  package func load() -> [String] {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: true).map {
      Self.unescape(String($0))
    }
  }

  /// Writes `entries` (the last ``limit`` of them), atomically and with mode 0600.
  package func save(_ entries: [String]) throws {
    let text = entries.suffix(limit).map(Self.escape).joined(separator: "\n") + "\n"
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    let created = FileManager.default.createFile(
      atPath: temporary.path, contents: Data(text.utf8),
      attributes: [.posixPermissions: 0o600])
    guard created else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    if rename(temporary.path, url.path) != 0 {
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
  }

  static func escape(_ entry: String) -> String {
    entry.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
  }

  static func unescape(_ line: String) -> String {
    var result = ""
    var escaping = false
    for character in line {
      if escaping {
        result.append(character == "n" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
