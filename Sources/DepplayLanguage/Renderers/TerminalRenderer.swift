/// Renders events as terminal text: printed lines (labelled with the unit that printed
/// them), issues, `why` answers, failed checks, test results, and errors.
public struct TerminalRenderer: Sendable {
  /// Which stream a piece of text belongs on.
  public enum Stream: Sendable {
    /// Standard output.
    case standardOutput
    /// Standard error.
    case standardError
  }

  /// Whether to colour with ANSI escapes.
  public var colored: Bool

  /// Creates a renderer.
  public init(colored: Bool) { self.colored = colored }

  /// The text for one event (ending in a newline), and its stream; nil for events this view
  /// does not show.
  public func render(_ event: Event, source: SourceFile) -> (text: String, stream: Stream)? {
    switch event {
    case .output(let text, let unit):
      return (labelled(text, unit), .standardOutput)
    case .issue(let kind, _, let message, let unit, _):
      let first = message.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
      return (labelled(paint("issue(\(kind.rawValue)):", "33") + " " + first, unit), .standardOutput)
    case .why(_, let explanation, let unit, _):
      return (labelled(paint("why:", "36") + " " + explanation, unit), .standardOutput)
    case .checkFailed(let description, let details, let unit, let range):
      var text = labelled("\(source.name):\(range.start.line):\(range.start.column): " + paint("check failed:", "1;31") + " \(description)", unit)
      for detail in details { text += "  \(detail)\n" }
      return (text, .standardOutput)
    case .testFinished(let name, let failures):
      if failures.isEmpty { return (paint("✔", "32") + " test \(name) passed\n", .standardOutput) }
      return (paint("✘", "31") + " test \(name) failed\n" + failures.map { "  \($0)\n" }.joined(), .standardOutput)
    case .error(let diagnostic, let unit):
      var rendered = DiagnosticRenderer(colored: colored).render(diagnostic, in: source)
      if unit != .main { rendered = "[\(unit.label)] " + rendered }
      return (rendered, .standardError)
    case .valueResolved, .scopeEntered, .scopeLeft, .unitSpawned, .unitStarted, .unitFinished,
      .checkPassed, .testStarted:
      return nil
    }
  }

  /// The whole run: standard output and standard error texts.
  public func render(_ result: ExecutionResult) -> (standardOutput: String, standardError: String) {
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

  private func labelled(_ text: String, _ unit: UnitInfo) -> String {
    let prefix = unit == .main ? "" : paint("[\(unit.label)]", "2") + " "
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n") + "\n"
  }

  private func paint(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
