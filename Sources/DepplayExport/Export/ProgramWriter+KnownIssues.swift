import DepplaySyntax

extension ProgramWriter {
  /// `withKnownIssue { … }` as a call of the program's `script`, whose scope makes the body's
  /// issues known ones as the interpreter does (its comment and `isIntermittent:` kept);
  /// `site` starts where Swift places the call
  /// (``SourceRange/callSite(of:name:arguments:trailing:)``), which its failure names.
  package mutating func knownIssueCall(
    arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange, site: SourceRange
  ) throws(ExportError) -> String {
    if plain {
      throw ExportError(
        "'withKnownIssue'", because: "--plain writes no test checks", at: range,
        notes: ["depplay swift without --plain runs the checks in the program"])
    }
    guard let trailing else {
      throw ExportError("this withKnownIssue", because: "it has no closure", at: range)
    }
    var options: [String] = []
    for argument in arguments {
      options.append(
        (argument.label.map { "\($0): " } ?? "")
          + (try expression(argument.value, wantsValue: true)))
    }
    options.append("at: \(site.start.line), \(site.start.column)")
    // What the body throws, the scope catches as a known issue.
    let body = try closure(
      trailing, isAsync: trailing.body.effects.contains(.awaits), returnsValue: false,
      throwsToCaller: true)
    return "script.withKnownIssue(\(options.joined(separator: ", "))) " + body
  }
}
