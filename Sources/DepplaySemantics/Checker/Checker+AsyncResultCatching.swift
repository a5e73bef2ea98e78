import DepplaySyntax

extension Checker {
  /// `await Result { try await … }` (``DepplaySyntax/Expression/asyncResultCatchingBody``):
  /// TCA's asynchronous `Result(catching:)`, there only where the program imports
  /// `ComposableArchitecture` (Swift's own takes a synchronous closure), and an `async` call,
  /// which an `await` covers. Its closure is checked as `async` code.
  mutating func checkAsyncResultCatching(
    _ body: ClosureLiteral, isTrailing: Bool, range: SourceRange
  ) throws(CheckError) {
    guard names.imports.contains(.composableArchitecture) else {
      throw CheckError(
        "cannot pass function of type '() async throws -> Success' to parameter expecting"
          + " synchronous function type", at: body.range,
        notes: [
          "Swift's Result(catching:) takes a closure that does not await; the Composable"
            + " Architecture adds one that does: import ComposableArchitecture, then write"
            + " await Result { try await … }"
        ])
    }
    guard inAwait else {
      throw CheckError(
        "expression is 'async' but is not marked with 'await'", at: range,
        notes: ["TCA's Result(catching:) is async: write await Result { try await … }"])
    }
    if isTrailing { try check(closure: body, async: true, escapes: false) }
  }
}
