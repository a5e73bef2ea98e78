import DepplayLanguage
import Foundation
import LineEditing

/// The interactive shell: reads entries (statements, possibly spanning several lines, or
/// dot-commands) through a ``LineReader``, runs statements in one ``Session`` that keeps
/// everything declared, and prints what happened.
///
/// ```swift
/// let shell = Shell(reader: ScriptedLineReader(lines: ["dependency full { live: 1 }", "print(full)"]),
///                   output: .standard, configuration: .init(colored: false, interactive: false))
/// let status = shell.run()   // prints "1", returns .success at the end of input
/// ```
package final class Shell {
  /// How a shell presents itself and where it finds lessons and progress.
  package struct Configuration: Sendable {
    /// Whether to colour (prompt, diagnostics, events).
    package var colored: Bool
    /// Whether a person is at a terminal: a welcome line and prompts.
    package var interactive: Bool
    /// Where `.lesson` finds lessons.
    package var lessonsDirectory: URL
    /// Where lesson progress is kept; nil keeps none.
    package var progress: ProgressStore?
    /// How wide lines may be: lesson prose is reflowed to it, and long lines of output
    /// (issues, `why`, failed checks) wrap with a hanging indent.
    package var lineWidth: LineWidth
    /// The limits of each entry's session.
    package var limits: Limits
    /// Whether the shell serves a room's attendee (`depplay serve`): the dot-commands that
    /// read or write files are refused, and only the last entry is kept (for `.tree` and
    /// the diagram; nothing can `.save` the others), so a long session's memory stays bounded.
    package var sandboxed: Bool
    /// Told where the learner is in a lesson walk: the step shown, a Predict guess, a step
    /// done (`depplay serve` shows the class's progress to the teacher).
    package var onWalk: (@Sendable (WalkReport) -> Void)?

    /// Creates a configuration.
    package init(
      colored: Bool, interactive: Bool,
      lessonsDirectory: URL = URL(fileURLWithPath: "lessons"), progress: ProgressStore? = nil,
      lineWidth: LineWidth = .unlimited, limits: Limits = Limits(), sandboxed: Bool = false,
      onWalk: (@Sendable (WalkReport) -> Void)? = nil
    ) {
      self.colored = colored
      self.interactive = interactive
      self.lessonsDirectory = lessonsDirectory
      self.progress = progress
      self.lineWidth = lineWidth
      self.limits = limits
      self.sandboxed = sandboxed
      self.onWalk = onWalk
    }
  }

  /// How wide the shell's lines may be.
  package enum LineWidth: Sendable, Equatable {
    /// Output is left as printed (it is not going to a screen); prose is reflowed to 80.
    case unlimited
    /// This many columns.
    case columns(Int)
    /// The terminal's width, read again for every entry (80 if it cannot be read).
    case terminal
  }

  /// The width long output lines wrap at; nil leaves them as printed.
  var wrapWidth: Int? {
    switch configuration.lineWidth {
    case .unlimited: nil
    case .columns(let columns): columns
    case .terminal: TerminalProse.terminalWidth
    }
  }

  /// The width lesson prose is reflowed to.
  var proseWidth: Int { wrapWidth ?? 80 }

  /// `text` (lines of the walkthrough's own, such as a hint) wrapped with a hanging indent
  /// when lines have a width.
  func fitted(_ text: String) -> String {
    wrapWidth.map { HangingIndent.wrap(text, width: $0) } ?? text
  }

  /// The name entries get in diagnostics.
  static let entryName = "<shell>"

  var reader: any LineReader
  let output: ShellOutput
  let configuration: Configuration
  /// The session every entry runs in.
  private(set) var session: Session
  /// The entries that ran (were well-formed), in order: what `.save` writes.
  private(set) var entries: [String] = []
  /// The same entries with what each printed and its events: what `.save FILE.md` and
  /// `.html FILE` write.
  private(set) var transcript: [TranscriptEntry] = []
  /// How many entries have run (been recorded) since the shell started, resets included.
  private(set) var recordedCount = 0
  /// The events of the last entry, for `.tree`.
  private(set) var lastEvents: [Event] = []
  /// The lesson being walked, if any.
  var walk: LessonWalk?
  private var pending: [String] = []
  /// Whether `pending` is a whole entry yet, fed one line at a time.
  private var pendingBalance = EntryBalance()
  private var quitRequested = false
  /// Whether the learner was told that progress cannot be saved (it is said once).
  private var toldProgressNotSaved = false

  /// Completion, kept pointing at the current session.
  let completion: ShellCompletion

  /// Creates a shell reading from `reader` and writing to `output`; `completion` (the one the
  /// reader calls, if it completes) learns the names the session declares.
  package init(
    reader: any LineReader, output: ShellOutput, configuration: Configuration,
    completion: ShellCompletion = ShellCompletion()
  ) {
    self.reader = reader
    self.output = output
    self.configuration = configuration
    self.completion = completion
    session = Session(options: Session.Options(limits: configuration.limits))
    completion.attach(session)
  }

  /// The welcome line a newcomer sees.
  static let welcome =
    "\(DepplayCommand.version) — type .help for commands, .lesson to start (or go on with) the lessons, Ctrl-D to leave.\n"

  /// Reads and runs entries until end of input or `.quit`; saves the history on the way out.
  /// Errors in entries never end the shell; the status is always success.
  package func run() -> ExitCode {
    defer { reader.saveHistory() }
    if configuration.interactive, walk == nil { output.say(Self.welcome) }
    while !quitRequested {
      switch reader.readLine(prompt: prompt) {
      case .endOfInput:
        if !pending.isEmpty { submit(pending.joined(separator: "\n")) }
        if configuration.interactive { output.say("\n") }
        return .success
      case .hangUp:
        return .success
      case .interrupted:
        pending = []
        pendingBalance = EntryBalance()
      case .line(let line):
        accept(line)
      }
    }
    return .success
  }

  /// Stops the loop after the current entry.
  func quit() { quitRequested = true }

  /// Says, the first time only, that lesson progress could not be saved, and why.
  func progressNotSaved(_ error: any Error) {
    guard !toldProgressNotSaved, let progress = configuration.progress else { return }
    toldProgressNotSaved = true
    output.complain(
      "note: lesson progress cannot be saved to \(progress.url.path) (\(error.localizedDescription));"
        + " set XDG_STATE_HOME to a writable directory to keep it\n")
  }

  /// The prompt: the context, or a continuation prompt while brackets are open.
  var prompt: String {
    guard configuration.interactive else { return "" }
    if !pending.isEmpty { return "...> " }
    if let walk, walk.isAwaitingGuess { return paint("guess> ") }
    return paint("depplay(\(session.context.rawValue))> ")
  }

  private func paint(_ prompt: String) -> String {
    // \u{1}…\u{2} tell libedit the escapes take no room on the line.
    configuration.colored ? "\u{1}\u{1B}[1;34m\u{2}\(prompt)\u{1}\u{1B}[0m\u{2}" : prompt
  }

  private func accept(_ line: String) {
    if pending.isEmpty, let walk, walk.isAwaitingGuess, !line.hasPrefix(".") {
      reader.remember(line)
      walk.guess(line, in: self)
      return
    }
    if pending.isEmpty, line.trimmingCharacters(in: .whitespaces).hasPrefix(".") {
      reader.remember(line)
      runCommand(line.trimmingCharacters(in: .whitespaces))
      return
    }
    if pending.isEmpty, line.trimmingCharacters(in: .whitespaces).isEmpty {
      walk?.advanceOnEnter(in: self)
      return
    }
    pending.append(line)
    pendingBalance.add(line)
    guard pendingBalance.isComplete else { return }
    let entry = pending.joined(separator: "\n")
    pending = []
    pendingBalance = EntryBalance()
    reader.remember(entry)
    submit(entry)
  }

  /// Runs an entry the learner typed: in a lesson's exercise, with the exercise's check.
  private func submit(_ entry: String) {
    if let walk, walk.handlesEntries {
      walk.attempt(entry, in: self)
    } else {
      execute(entry, file: Self.entryName)
    }
  }

  /// Runs a dot-command line (starting with `.`).
  func runCommand(_ line: String) {
    let name = String(line.dropFirst().prefix { !$0.isWhitespace })
    let argument = line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
    guard let command = DotCommand.named(name) else {
      let suggestion = DidYouMean.suggestion(for: name, among: DotCommand.all.map(\.name))
      output.complain(
        "error: unknown command '.\(name)'"
          + (suggestion.map { "; did you mean '.\($0)'?" } ?? "; type .help for the list") + "\n")
      return
    }
    if configuration.sandboxed, command.reach == .files {
      output.complain(
        "error: .\(name) reads or writes files, which a served session cannot: "
          + "depplay serve keeps each attendee away from the teacher's disk\n")
      return
    }
    command.run(self, argument)
  }

  /// Runs `text` in the session, printing its events as they happen; returns the result.
  /// Ctrl-C stops it at its next statement. A recorded run is one `.save` writes and
  /// `.tree` draws; inspections (`.why`) are not recorded.
  @discardableResult
  func execute(_ text: String, file: String, record: Bool = true) -> ExecutionResult {
    execute(ComposedSource(text: text, name: file), recording: record ? text : nil)
  }

  /// Runs `source`, printing the events `shows` lets through (all, by default) against the
  /// files they point into; records `recording` (for `.save`) if it ran.
  @discardableResult
  func execute(
    _ source: ComposedSource, recording: String?,
    shows: @escaping @Sendable (Event, _ piece: Int) -> Bool = { _, _ in true }
  ) -> ExecutionResult {
    let colored = configuration.colored
    let session = self.session
    let output = self.output
    let width = wrapWidth
    let result = reader.whileRunning(onInterrupt: { session.interrupt() }) {
      session.execute(
        source: source.text, file: source.pieces[0].file.name, map: source.map
      ) { event in
        guard TerminalRenderer.shows(event) else { return }
        let piece = event.range.map { source.place($0).piece } ?? 0
        if shows(event, piece), let (text, stream) = source.render(event, colored: colored) {
          let wraps = width != nil && event.isExplanation
          output.write(
            rendered: wraps ? HangingIndent.wrap(text, width: width ?? 0) : text, to: stream)
        }
      }
    }
    if case .malformed(let diagnostic) = result.status {
      output.write(rendered: source.render(diagnostic, colored: colored), to: .standardError)
      return result
    }
    // A `print(…, terminator: "")` last: the prompt goes on a line of its own.
    if result.leavesLineOpen { output.write(rendered: "\n", to: .standardOutput) }
    if let recording {
      lastEvents = source.placed(result.events)
      recordedCount += 1
      entries.append(recording)
      transcript.append(TranscriptEntry(source: source, events: result.events))
      if configuration.sandboxed {
        entries.removeFirst(entries.count - 1)
        transcript.removeFirst(transcript.count - 1)
      }
    }
    return result
  }

  /// Starts over: a fresh session with nothing declared, and no recorded entries.
  func reset() {
    session = Session(options: Session.Options(limits: configuration.limits))
    completion.attach(session)
    entries = []
    transcript = []
    lastEvents = []
  }
}

extension ExecutionResult {
  /// Whether what the run printed last on standard output is a line it left open: a `print`
  /// whose terminator ends in something other than a newline.
  var leavesLineOpen: Bool {
    for event in events.reversed() where TerminalRenderer.shows(event) {
      switch event {
      case .output(let text, let terminator, _, _):
        guard let last = (text + terminator).unicodeScalars.last else { continue }
        return last != "\n"
      case .error:
        continue
      default:
        return false
      }
    }
    return false
  }
}

extension Event {
  /// Whether the event is depplay explaining something (an issue, a `why` answer, a check or
  /// test failure), whose long lines may wrap; what a script printed and diagnostics (whose
  /// carets point into a source line) are left as they are.
  var isExplanation: Bool {
    switch self {
    case .issue, .knownIssue, .why, .checkFailed, .testFinished: true
    default: false
    }
  }
}
