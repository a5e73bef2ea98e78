import DepplayInterpreter
import DepplaySupport
import DepplaySyntax

/// Renders events as terminal text: printed lines (labelled with the unit that printed
/// them), issues, `why` answers, failed checks, test results, and errors.
///
/// Everything that comes from the script (what it printed, messages that quote it, names it
/// chose) is shown terminal-safe (``Swift/String/terminalSafe``): only the renderer's own
/// colour escapes reach a terminal.
package struct TerminalRenderer: Sendable {
  /// Which stream a piece of text belongs on.
  package enum Stream: Sendable {
    /// Standard output.
    case standardOutput
    /// Standard error.
    case standardError
  }

  /// What kind of program the events come from, which decides where they are shown.
  package enum Program: Sendable {
    /// A depplay script, a lesson or a shell entry: what a unit other than the script itself
    /// prints starts with that unit's label (`[Task 2] `), and issues are shown among the
    /// printed lines, where they happened.
    case script
    /// A Swift file (`.swift`), run as Swift runs it: standard output carries only what the
    /// program prints, unlabelled, and issues go to standard error, where the library's issue
    /// reporter writes them outside a test.
    case swiftFile
  }

  /// Whether to colour with ANSI escapes.
  package var colored: Bool
  /// What the events come from.
  package var program: Program

  /// Creates a renderer.
  package init(colored: Bool, program: Program = .script) {
    self.colored = colored
    self.program = program
  }

  /// Whether what a unit other than the script itself prints starts with that unit's label:
  /// depplay's scripts, lessons and shell show who printed each line; a Swift file prints what
  /// Swift prints.
  private var labelsUnits: Bool { program == .script }

  /// Where issues go: among the printed lines of a script, on standard error for a Swift file.
  private var issueStream: Stream { program == .script ? .standardOutput : .standardError }

  /// Whether this view shows `event` at all: reads, scopes, units and passed checks are the
  /// tree's and the diagram's. A listener asks first, so an event the terminal leaves out
  /// costs it nothing (no place looked up, no text written).
  package static func shows(_ event: Event) -> Bool {
    switch event {
    case .output, .issue, .knownIssue, .why, .checkFailed, .testFinished, .error: true
    case .valueResolved, .scopeEntered, .yieldEntered, .closureCalled, .scopeLeft, .unitSpawned,
      .unitStarted, .unitFinished, .checkPassed, .testStarted:
      false
    }
  }

  /// The text for one event (ending in a newline), and its stream; nil for events this view
  /// does not show (``shows(_:)``).
  package func render(_ event: Event, source: SourceFile) -> (text: String, stream: Stream)? {
    switch event {
    case .output(let text, let terminator, let unit, _):
      return (
        labelled(text.terminalSafe, unit, terminator: terminator.terminalSafe), .standardOutput
      )
    case .issue(let kind, _, let message, let unit, _):
      let heading = paint(OutputFormat.issueHeading(kind), "33")
      let body = OutputFormat.issueBody(message.terminalSafe)
      return (labelled(heading + " " + body, unit), issueStream)
    case .knownIssue(let message, let unit, _):
      let heading = paint(OutputFormat.knownIssueHeading, "2")
      let body = OutputFormat.issueBody(message.terminalSafe)
      return (labelled(heading + " " + body, unit), issueStream)
    case .why(let answer, let unit, _):
      return (
        labelled(paint("why:", "36") + " " + answer.description.terminalSafe, unit), .standardOutput
      )
    case .checkFailed(let check, let unit, let range):
      let text = CheckText.failure(
        check.failure.terminalSafe, details: check.details.map(\.terminalSafe),
        file: source.name.terminalSafeLine, line: range.start.line, column: range.start.column,
        label: unit.label.terminalSafeLine, paint: paint, paintLabel: { paint($0, "2") })
      return (text, .standardOutput)
    case .testFinished(let name, let failures):
      let text = OutputFormat.testResult(
        name.terminalSafeLine, failures: failures.map(\.terminalSafe), paint: paint)
      return (text, .standardOutput)
    case .error(let diagnostic, let unit):
      var rendered = DiagnosticRenderer(colored: colored).render(diagnostic, in: source)
      if labelsUnits, unit != .main { rendered = "[\(unit.label.terminalSafeLine)] " + rendered }
      return (rendered, .standardError)
    case .valueResolved, .scopeEntered, .yieldEntered, .closureCalled, .scopeLeft, .unitSpawned,
      .unitStarted, .unitFinished, .checkPassed, .testStarted:
      return nil
    }
  }

  /// The whole run: standard output and standard error texts.
  package func render(_ result: ExecutionResult) -> (standardOutput: String, standardError: String)
  {
    var output = ""
    var error = ""
    if case .malformed(let diagnostic) = result.status {
      return ("", DiagnosticRenderer(colored: colored).render(diagnostic, in: result.source))
    }
    for event in result.events {
      guard let (text, stream) = render(event, source: result.source) else { continue }
      if stream == .standardOutput { output += text } else { error += text }
    }
    return (output, error)
  }

  private func labelled(_ text: String, _ unit: UnitInfo, terminator: String = "\n") -> String {
    OutputFormat.labelled(
      text, label: labelsUnits ? unit.label.terminalSafeLine : "", terminator: terminator
    ) { paint($0, "2") }
  }

  private func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
