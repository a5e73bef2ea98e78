import DepplaySyntax

extension ProgramWriter {
  /// The line that writes a declaration's `@MainActor` back, if it has one: the attribute in a
  /// plain export. The default export runs the script's statements in `script.run { … }`, a
  /// nonisolated closure, and every unit on the script's one executor, where depplay runs
  /// main-actor code too (LANGUAGE.md, "The main actor"); there the attribute stays as a
  /// comment, since a real one would make each synchronous use from that closure an error.
  package func mainActorLines(_ isMainActor: Bool) -> [String] {
    guard isMainActor else { return [] }
    return [plain ? "@MainActor" : "// @MainActor: run on the script's executor (depplay)"]
  }
}
