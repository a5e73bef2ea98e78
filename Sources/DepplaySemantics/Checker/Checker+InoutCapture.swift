import DepplaySyntax

/// Swift's rule that an escaping closure cannot capture an `inout` parameter (a function's or a
/// struct method's `balance: inout Int`, or a reducer's `state`): a `Reduce {
/// state, action in … }` closure's `state` is `inout`, so an effect's operation (`.run {
/// send in … state.count … }`), a `Task` or a stored closure inside it cannot read it; swiftc
/// refuses the program ("escaping closure captures 'inout' parameter 'state'"). The state's
/// value is given to the effect by binding it first (`let count = state.count`) or, as the
/// documentation writes it, with a capture list (`.run { [count = state.count] send in … }`).
package struct InoutCapture {
  /// The `inout` parameters in reach, and the index of the scope that declares them.
  package var parameter: (names: Set<String>, scope: Int)?
  /// The outermost escaping closure entered since the parameter was declared.
  package var escapingClosure: SourceRange?
}

extension Checker {
  /// Checks `body` with `names`, declared in the scope the next closure or block opens, as
  /// `inout`.
  package mutating func withInoutParameters(
    _ names: Set<String>, _ body: (inout Checker) throws(CheckError) -> Void
  ) throws(CheckError) {
    guard !names.isEmpty else { return try body(&self) }
    let saved = inoutCapture
    inoutCapture = InoutCapture(parameter: (names, scopes.count), escapingClosure: nil)
    defer { inoutCapture = saved }
    try body(&self)
  }

  /// Notes that a closure that escapes starts at `range`: the outermost one inside the
  /// closure that declares the parameter counts.
  package mutating func enterEscapingClosure(at range: SourceRange) {
    if let parameter = inoutCapture.parameter, scopes.count > parameter.scope,
      inoutCapture.escapingClosure == nil
    {
      inoutCapture.escapingClosure = range
    }
  }

  /// Refuses a use of the `inout` parameter inside an escaping closure, with swiftc's words.
  package func checkNotCapturingInout(_ name: String, at range: SourceRange) throws(CheckError) {
    guard let parameter = inoutCapture.parameter, parameter.names.contains(name),
      let closure = inoutCapture.escapingClosure,
      scopes.lastIndex(where: { $0.contains(name) }) == parameter.scope
    else { return }
    throw CheckError(
      "escaping closure captures 'inout' parameter '\(name)'",
      at: SourceRange(start: closure.start, end: closure.start),
      notes: [
        "parameter '\(name)' is declared 'inout'",
        "captured here, at \(range.start.line):\(range.start.column)",
        "bind what the closure needs before it (let count = \(name).count), or capture it:"
          + " { [count = \(name).count] … }",
      ])
  }
}
