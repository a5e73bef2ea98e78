import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

/// What the interactive shell asks a session, beyond running scripts: stopping a run,
/// describing the declared keys, and the words it can complete.
extension Session {
  /// A declared key: its values per context, and where a top-level read would get its
  /// value from now (the runtime's provenance; nothing is read).
  package struct KeySummary: Sendable, Equatable {
    /// The key's name.
    package var name: String
    /// The live value, or nil for a test-only key.
    package var live: String?
    /// The preview value, if the key has one of its own.
    package var preview: String?
    /// The test value, `unimplemented`, or nil when the library's default applies.
    package var test: String?
    /// Where a read at the top level would get its value from.
    package var resolution: String
  }

  /// Asks the running program (if any) to stop at its next statement. Everything declared
  /// before then stays declared. Safe to call from any thread, e.g. a Ctrl-C watcher.
  package func interrupt() {
    state.stopRequested.store(StopReason.interrupted.rawValue, ordering: .relaxed)
  }

  /// Every key declared by the session's scripts, by name.
  package var keySummaries: [KeySummary] {
    state.withLock { state in
      state.keys.compactMap { name, reference -> KeySummary? in
        guard case .script(let scriptKey) = reference else { return nil }
        let defaults = scriptKey.defaults
        let test: String? =
          switch defaults.test {
          case .value(let text)?: text
          case .unimplemented?: "unimplemented"
          case nil: nil
          }
        return KeySummary(
          name: name, live: defaults.live, preview: defaults.preview, test: test,
          resolution: state.root.provenance(of: scriptKey.key).description)
      }
      .sorted { $0.name < $1.name }
    }
  }

  /// The words a statement can start with or use: statement keywords and built-ins.
  package static var vocabulary: [String] {
    Array(
      Set(ScriptParser.statementKeywords).union(Builtin.languageNames)
        .union(["await", "operation", "in", "true", "false", "nil", "unimplemented"])
    )
    .sorted()
  }
}
