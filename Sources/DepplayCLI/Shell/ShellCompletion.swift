import DepplayLanguage
import Foundation
import Synchronization

/// Tab completion for the shell: statements and keywords, dot-commands, declared keys and
/// their fields, models and their members, the catalogue's methods after a local and its
/// implied effects after a `.` (``Callee``), lesson names after `.lesson`, and file paths
/// after `.read`/`.save` — never file names anywhere else.
///
/// It is handed to the line reader before the shell exists, so it reads the session the
/// shell attaches (and re-attaches after `.reset`).
package final class ShellCompletion: Sendable {
  private let session = Mutex(Session())
  private let lessonNames: @Sendable () -> [String]
  private let ruleNumbers: @Sendable () -> [Int]

  /// Completion that offers `lessonNames()` after `.lesson` and `ruleNumbers()` after `.rule`.
  package init(
    lessonNames: @escaping @Sendable () -> [String] = { [] },
    ruleNumbers: @escaping @Sendable () -> [Int] = { [] }
  ) {
    self.lessonNames = lessonNames
    self.ruleNumbers = ruleNumbers
  }

  /// Makes completion offer the names `session` has declared.
  func attach(_ session: Session) { self.session.withLock { $0 = session } }

  /// Whole replacements for `word`, the word under the cursor at the end of `line`.
  @Sendable package func complete(line: String, word: String) -> [String] {
    let head = line.hasSuffix(word) ? String(line.dropLast(word.count)) : line
    let trimmedHead = head.drop { $0.isWhitespace }
    if trimmedHead.isEmpty, word.hasPrefix(".") {
      return matching(DotCommand.all.map { ".\($0.name)" }, word)
    }
    if trimmedHead.hasPrefix(".") {
      return completeArgument(head: String(trimmedHead), word: word)
    }
    return completeStatement(word)
  }

  private func completeArgument(head: String, word: String) -> [String] {
    let name = String(head.dropFirst().prefix { !$0.isWhitespace })
    let typed = head.dropFirst(name.count + 1).drop { $0.isWhitespace } + word
    guard let command = DotCommand.named(name) else { return [] }
    switch command.argumentKind {
    case .none: return []
    case .command: return matching(DotCommand.all.map(\.name), word)
    case .key: return matching(names.keys.keys.filter { $0 != "context" }, word)
    case .context: return matching(["live", "preview", "test"], word)
    case .lesson: return matching(lessonNames(), word)
    case .rule: return ruleNumbers().map(String.init).filter { $0.hasPrefix(word) }
    case .file:
      return Self.paths(startingWith: String(typed)).map {
        String($0.dropFirst(typed.count - word.count))
      }
    }
  }

  private func completeStatement(_ word: String) -> [String] {
    let names = self.names
    guard let dot = word.lastIndex(of: ".") else {
      let all =
        Session.vocabulary + Array(names.keys.keys) + Array(names.models.keys) + names.locals
      return matching(Array(Set(all)), word)
    }
    let base = String(word[..<dot])
    // `$0.api.` (in an update closure) and `\.api.` (a key path) reach the key's fields.
    let key = ["$0.", "\\."].first(where: base.hasPrefix).map { String(base.dropFirst($0.count)) }
    let members: [String]
    if base == "$0" || base == "\\" {
      members = Array(names.keys.keys)
    } else if let fields = names.keys[key ?? base] {
      members = fields
    } else if names.locals.contains(base) {
      // A local may hold a model, a store, a test store, a clock…: their methods.
      members = Array(Set(names.models.values.joined()).union(Callee.methodNames))
    } else if base.isEmpty {
      members = Callee.Effect.names + Builtin.implicitMembers
    } else {
      members = []
    }
    return matching(members.map { base + "." + $0 }, word)
  }

  private var names: Completions {
    session.withLock { $0 }.completions
  }

  private func matching(_ candidates: [String], _ word: String) -> [String] {
    candidates.filter { $0.hasPrefix(word) }.sorted()
  }

  /// Paths that start with `typed`: entries of its directory, directories ending in `/`;
  /// hidden entries only when asked for with a leading dot.
  static func paths(startingWith typed: String) -> [String] {
    let slash = typed.lastIndex(of: "/")
    let directoryPart = slash.map { String(typed[...$0]) } ?? ""
    let prefix = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
    let directory = directoryPart.isEmpty ? "." : (directoryPart as NSString).expandingTildeInPath
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    return entries.filter { $0.hasPrefix(prefix) && (prefix.hasPrefix(".") || !$0.hasPrefix(".")) }
      .sorted()
      .map { entry in
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(
          atPath: (directory as NSString).appendingPathComponent(entry), isDirectory: &isDirectory)
        return directoryPart + entry + (isDirectory.boolValue ? "/" : "")
      }
  }
}
