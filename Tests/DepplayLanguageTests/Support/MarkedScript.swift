import DepplayLanguage
import Testing

/// A script with `⏵` where an error must point; the marker is removed before it runs.
struct MarkedScript {
  /// The script as written, with the marker.
  var marked: String

  /// The script without the marker.
  var source: String { marked.replacingOccurrences(of: "⏵", with: "") }

  /// The 1-based line and column of the marker (columns in Unicode scalars, as the lexer
  /// counts them), if there is one.
  var markedPlace: String? {
    let scalars = marked.unicodeScalars
    guard let marker = scalars.firstIndex(of: "⏵") else { return nil }
    let lines = scalars[..<marker].split(separator: "\n", omittingEmptySubsequences: false)
    return "\(lines.count):\((lines.last?.count ?? 0) + 1)"
  }

  /// Runs the script, expects it refused (`malformed`) or stopped by a runtime error whose
  /// message contains `message`, at the marker, rendered with the source line and a caret;
  /// returns that diagnostic.
  @discardableResult
  func expectError(
    _ message: String, malformed: Bool, limits: Limits = Limits(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) async throws -> Diagnostic {
    let result = await Session(options: Session.Options(limits: limits)).run(
      source: source, file: "bad.dep")
    let diagnostic: Diagnostic
    switch result.status {
    case .malformed(let found):
      #expect(
        malformed, "expected a runtime error, got: \(found.message)", sourceLocation: sourceLocation
      )
      diagnostic = found
    default:
      #expect(!malformed, "expected the script to be refused", sourceLocation: sourceLocation)
      let errors = result.events.compactMap { event -> Diagnostic? in
        if case .error(let diagnostic, _) = event { return diagnostic }
        return nil
      }
      diagnostic = try #require(
        errors.first, "no error was reported", sourceLocation: sourceLocation)
    }
    #expect(
      diagnostic.message.contains(message), "message: \(diagnostic.message)",
      sourceLocation: sourceLocation)
    if let place = markedPlace {
      #expect(
        "\(diagnostic.range.start.line):\(diagnostic.range.start.column)" == place,
        "\(diagnostic.message)", sourceLocation: sourceLocation)
    }
    let rendered = DiagnosticRenderer(colored: false).render(
      diagnostic, in: SourceFile(name: "bad.dep", text: source))
    #expect(
      rendered.hasPrefix(
        "bad.dep:\(diagnostic.range.start.line):\(diagnostic.range.start.column): error: "),
      sourceLocation: sourceLocation)
    #expect(rendered.contains("^"), sourceLocation: sourceLocation)
    return diagnostic
  }
}

extension ExecutionResult {
  /// The printed lines.
  var output: [String] {
    events.compactMap { event in
      if case .output(let text, _, _, _) = event { return text }
      return nil
    }
  }
}
