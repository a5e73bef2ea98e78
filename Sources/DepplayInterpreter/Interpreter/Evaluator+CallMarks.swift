import DepplaySyntax

extension Interpreter {
  /// Refuses a call that lacks a mark its declared type needs, as Swift refuses it: `await` on
  /// an `async` call, `try` on a throwing one (``Program/triedCalls``). The callee's type is
  /// known only when the call runs (what a key or a local holds is decided then), so this is
  /// checked there, like every other `await` a call needs.
  package func requireMarks(
    on callee: String, isAsync: Bool, isThrowing: Bool, awaited: Bool, range: SourceRange,
    _ context: Context
  ) throws {
    let needsAwait = isAsync && !awaited
    let needsTry = isThrowing && !context.frame.resolutions.isTried(range)
    guard needsAwait || needsTry else { return }
    let missing = [needsTry ? "try" : nil, needsAwait ? "await" : nil].compactMap { $0 }
    let what =
      needsAwait && needsTry ? "is async and throws" : needsAwait ? "is async" : "throws"
    let written =
      (isThrowing ? "try " : "") + (isAsync ? "await " : "")
      + context.frame.resolutions.source.text(of: range)
    let swift = [
      needsTry ? "call can throw but is not marked with 'try'" : nil,
      needsAwait ? "expression is 'async' but is not marked with 'await'" : nil,
    ].compactMap { $0 }
    throw RuntimeError(
      "'\(callee)' \(what): call it with '\(missing.joined(separator: " "))'", at: range,
      notes: [
        "write \(written)",
        "Swift refuses it too: " + swift.joined(separator: "; "),
      ])
  }

  /// ``requireMarks(on:isAsync:isThrowing:awaited:range:_:)`` for a call of the field `name`
  /// of `record`, when `record` is a `@DependencyClient` client and `name` one of its
  /// endpoints: the endpoint's declared type says what the call needs, whatever closure
  /// implements it (`{ id in "Blob" }` stands for an `async throws` endpoint too).
  package func requireEndpointMarks(
    _ name: String, of record: Record, awaited: Bool, range: SourceRange, _ context: Context
  ) throws {
    guard
      let endpoint = state.withLock({ $0.clients[record.name] })?.declaration.endpoints
        .first(where: { $0.name == name })
    else { return }
    try requireMarks(
      on: "\(record.name).\(name)", isAsync: endpoint.isAsync, isThrowing: endpoint.isThrowing,
      awaited: awaited, range: range, context)
  }
}
