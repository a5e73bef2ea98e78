import Foundation

/// Reads a script or lesson named on the command line or in the shell: a regular file, or
/// any stream (`/dev/stdin`, a FIFO, a `<(…)` process substitution, `/dev/null`), read to its
/// end, up to ``maximumSize`` (so `/dev/zero` is refused instead of filling memory).
enum ScriptFile {
  /// The largest script read: 16 MiB.
  static let maximumSize = 16 << 20

  /// The text of `path` (invalid UTF-8 repaired), or a `UsageError` saying why not.
  static func read(_ path: String) throws(UsageError) -> String {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw UsageError(message: "cannot read '\(path)'")
    }
    defer { try? handle.close() }
    var data = Data()
    do {
      while data.count <= maximumSize,
        let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty
      {
        data.append(chunk)
      }
    } catch {
      throw UsageError(message: "cannot read '\(path)': \(error.localizedDescription)")
    }
    guard data.count <= maximumSize else {
      throw UsageError(message: "'\(path)' is larger than \(maximumSize >> 20) MiB")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
