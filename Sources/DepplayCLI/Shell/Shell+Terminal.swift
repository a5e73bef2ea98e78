import Foundation
import LineEditing

extension Shell {
  /// A shell on the process's standard input and output: libedit (editing, history, tab
  /// completion, Ctrl-C) when both are terminals; otherwise plain line reading with no
  /// prompts, no welcome and no history file. Lessons are in `lessons`.
  static func onStandardStreams(colored: Bool, environment: [String: String], lessons: URL)
    -> Shell
  {
    let terminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    let library = LessonLibrary(directory: lessons)
    let completion = ShellCompletion(
      lessonNames: { library.names }, ruleNumbers: { library.rules?.rules.map(\.number) ?? [] })
    let reader: any LineReader =
      terminal
      ? EditlineReader(
        historyFile: HistoryFile.fromEnvironment(environment), completer: completion.complete)
      : PlainLineReader()
    return Shell(
      reader: reader, output: .standard,
      configuration: Configuration(
        colored: colored, interactive: terminal, lessonsDirectory: lessons,
        progress: ProgressStore.fromEnvironment(environment),
        lineWidth: isatty(STDOUT_FILENO) == 1 ? .terminal : .unlimited),
      completion: completion)
  }
}
