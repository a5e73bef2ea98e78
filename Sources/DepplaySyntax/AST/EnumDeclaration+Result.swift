extension EnumDeclaration {
  /// Swift's `Result<Success, Failure>`, declared in every program as a plain enum is, so
  /// that `.success(42)`, `switch` and `==` treat it as one; a script's own `Result` hides
  /// it, as in Swift. Its methods (`get()`, `map`, `mapError`) are ``ValueMethod``s.
  package static let swiftResult: EnumDeclaration = {
    let nowhere = SourceRange(
      start: SourceLocation(line: 1, column: 1, offset: 0),
      end: SourceLocation(line: 1, column: 1, offset: 0))
    var result = EnumDeclaration(
      name: "Result", nameRange: nowhere, rawType: nil, conformances: [.equatable, .sendable],
      cases: [
        Case(name: "success", parameters: [Parameter(label: nil, type: "Success")], range: nowhere),
        Case(name: "failure", parameters: [Parameter(label: nil, type: "Failure")], range: nowhere),
      ],
      range: nowhere)
    result.isSwiftResult = true
    return result
  }()
}
