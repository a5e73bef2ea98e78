import Foundation

/// Where depplay finds the files it ships with: the lessons and the rules (SEMANTICS.md).
///
/// Lessons come from the first of: `--dir PATH`, the `DEPPLAY_LESSONS` environment variable,
/// the lessons shipped with this executable, and `lessons/` in the working directory. Shipped
/// files are found relative to the executable, so any working directory will do:
/// - an installed or unpacked depplay, `PREFIX/bin/depplay`, has them in
///   `PREFIX/share/depplay` (`lessons/`, `SEMANTICS.md`), where `./dev install` and
///   `./dev dist` put them;
/// - one built in a clone (`.build/…/debug/depplay`, or the test runner beside it) uses the
///   clone's, in the nearest directory above it that has both `lessons/` and `SEMANTICS.md`.
package struct ShippedFiles: Sendable, Equatable {
  /// The directory holding `lessons/` and `SEMANTICS.md`, if one was found.
  package let root: URL?

  /// The shipped files of the executable at `executable`.
  package init(executable: URL) {
    root = Self.root(near: executable.resolvingSymlinksInPath().deletingLastPathComponent())
  }

  /// The shipped files of the running executable.
  package static let current = ShippedFiles(executable: runningExecutable)

  /// Where lessons are: `option` (`--dir`), else `DEPPLAY_LESSONS`, else the shipped
  /// lessons, else `lessons/` in the working directory.
  package func lessonsDirectory(option: String?, environment: [String: String]) -> URL {
    if let option { return URL(fileURLWithPath: option) }
    if let path = environment["DEPPLAY_LESSONS"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    return root?.appendingPathComponent("lessons") ?? URL(fileURLWithPath: "lessons")
  }

  /// The rules, if they shipped.
  var rules: RuleBook? {
    root.flatMap { RuleBook.load(from: $0.appendingPathComponent("SEMANTICS.md")) }
  }

  /// `PREFIX/share/depplay` for `PREFIX/bin`, else the nearest of `directory`'s ancestors
  /// holding both `lessons/` and `SEMANTICS.md` (a clone, seen from its build directory).
  private static func root(near directory: URL) -> URL? {
    let installed = directory.deletingLastPathComponent().appendingPathComponent("share/depplay")
    if holdsShippedFiles(installed) { return installed.standardizedFileURL }
    var candidate = directory
    for _ in 0..<6 {
      if holdsShippedFiles(candidate) { return candidate.standardizedFileURL }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { break }
      candidate = parent
    }
    return nil
  }

  private static func holdsShippedFiles(_ directory: URL) -> Bool {
    var isDirectory: ObjCBool = false
    let manager = FileManager.default
    return manager.fileExists(
      atPath: directory.appendingPathComponent("lessons").path, isDirectory: &isDirectory)
      && isDirectory.boolValue
      && manager.fileExists(atPath: directory.appendingPathComponent("SEMANTICS.md").path)
  }

  /// The running executable's path (`/proc/self/exe` on Linux, which `PATH` lookups and
  /// symbolic links cannot fool).
  private static var runningExecutable: URL {
    let procSelf = "/proc/self/exe"
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: procSelf) {
      return URL(fileURLWithPath: target)
    }
    return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
  }
}
