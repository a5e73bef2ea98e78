import DepplaySyntax

/// A `let` or `var` declared with a type and no value (`let isReady: Bool`), which a later
/// assignment gives its value.
package struct DeferredName: Sendable {
  /// The name.
  package var name: String
  /// The index in ``Checker/scopes`` of the scope that declares it.
  package var scope: Int
  /// Whether it is declared with `var` (so it may be assigned again once it has a value).
  package var isVariable: Bool
  /// Whether an assignment has given it its value in the code checked so far.
  package var isInitialized = false
  /// The scopes nested in its own where an assignment may give it its value too: the
  /// branches of an `if` that gives it one in every branch, the statements after a `guard`.
  package var branchScopes: Set<Int> = []
}

/// The code that reaches a deferred name from outside the block declaring it: a closure,
/// or a top-level function, where Swift checks that the name has its value.
package enum DeferredNameCapturer: Sendable {
  /// A closure, which captures the names it uses where it is written (its opening brace).
  case closure(SourceRange)
  /// A top-level function, whose definition uses the names (its name).
  case function(SourceRange)
}

/// Swift's definite initialization, as far as depplay follows it: a name declared without a
/// value gets it from an assignment in the block that declares it (or in every branch of an
/// `if … else`, or after a `guard` there), and is read (or, a `let`, assigned again) only
/// after that assignment, in the order the statements are written. An assignment elsewhere
/// in a nested block (a loop, a closure, a `switch`, an `if` without an `else`) could run
/// or not, or more than once, which depplay does not decide, so it is refused by name.
extension Checker {
  /// Declares `name`, declared without a value at `range` (the declaration).
  package mutating func declareDeferred(_ name: String, range: SourceRange) {
    bindDeclared(name, range: range, value: nil)
    deferredNames.append(
      DeferredName(
        name: name, scope: scopes.count - 1,
        isVariable: variableOffsets.contains(range.start.offset)))
  }

  /// The index in ``deferredNames`` of the declaration `name` refers to here, if that is a
  /// declaration without a value.
  private func deferredIndex(_ name: String) -> Int? {
    guard let scope = scopes.lastIndex(where: { $0.contains(name) }) else { return nil }
    return deferredNames.lastIndex { $0.name == name && $0.scope == scope }
  }

  /// Swift's error where `name`, read at `range`, has no value yet.
  package func refuseUninitializedRead(_ name: String, range: SourceRange) throws(CheckError) {
    guard let index = deferredIndex(name), !deferredNames[index].isInitialized else { return }
    let deferred = deferredNames[index]
    let kind = deferred.isVariable ? "variable" : "constant"
    switch deferredNameCapturer {
    case .closure(let opening)? where deferred.scope < closureBoundary:
      throw CheckError(
        "\(kind) '\(name)' captured by a closure before being initialized", at: opening)
    case .function(let functionName)? where deferred.scope < closureBoundary:
      throw CheckError(
        "\(kind) '\(name)' used by function definition before being initialized",
        at: functionName)
    default:
      throw CheckError("\(kind) '\(name)' used before being initialized", at: range)
    }
  }

  /// Checks the assignment of `value` to `target` when `target` is a name declared without a
  /// value: the assignment that gives it its value, or Swift's error; `false` when `target`
  /// is anything else (or a `var` that has its value), for the ordinary checks.
  package mutating func checkDeferredAssignment(
    _ target: Expression, operator op: AssignmentOperator, value: Expression, range: SourceRange
  ) throws(CheckError) -> Bool {
    guard case .name(let name, let nameRange) = target, let index = deferredIndex(name) else {
      return false
    }
    let deferred = deferredNames[index]
    let operatorRange = self.operatorRange(after: target, in: range)
    if deferred.isInitialized {
      guard !deferred.isVariable else { return false }
      throw CheckError("immutable value '\(name)' may only be initialized once", at: operatorRange)
    }
    guard op == .assign else {
      throw CheckError(
        deferred.isVariable
          ? "variable '\(name)' passed by reference before being initialized"
          : "left side of mutating operator isn't mutable: '\(name)' is a 'let' constant",
        at: operatorRange)
    }
    let scope = scopes.count - 1
    guard deferred.scope == scope || deferred.branchScopes.contains(scope) else {
      throw CheckError(
        "giving '\(name)' its value inside a nested block (a loop, a closure, a 'switch', an 'if' without an 'else' or with a branch that gives none) is not supported yet",
        at: range,
        notes: [
          "give it its value in the block that declares it, or in every branch of an if … else: \(name) = condition ? a : b"
        ])
    }
    try check(value)
    resolutions.record(.local, at: nameRange)
    deferredNames[index].isInitialized = true
    return true
  }

  /// Where the operator of the assignment at `range` to `target` is (the first character
  /// after the target that is not a space on its line), where swiftc reports what is wrong
  /// with the assignment; the whole assignment when the source is not at hand.
  func operatorRange(after target: Expression, in range: SourceRange) -> SourceRange {
    guard let scalars = source?.scalars else { return range }
    var location = target.range.end
    while location.offset < scalars.count, scalars[location.offset] == " " {
      location.offset += 1
      location.column += 1
    }
    return SourceRange(start: location, end: location)
  }

  /// The top-level names declared without a value that have none yet where `function` is
  /// declared: its code may not read them (``checkFunctions(of:)``).
  package mutating func noteUninitialized(at function: MethodDeclaration) {
    uninitializedAtFunctions[function.range.start.offset] = Set(
      deferredNames.filter { $0.scope == 0 && !$0.isInitialized }.map(\.name))
  }

  /// Runs `body` with the top-level names that had no value where `function` is declared
  /// taken for uninitialized, and the function as their capturer.
  package mutating func withNamesAsDeclared<T>(
    at function: MethodDeclaration, _ body: (inout Checker) throws(CheckError) -> T
  ) throws(CheckError) -> T {
    let saved = (deferredNames, deferredNameCapturer)
    defer { (deferredNames, deferredNameCapturer) = saved }
    let uninitialized = uninitializedAtFunctions[function.range.start.offset] ?? []
    for index in deferredNames.indices where deferredNames[index].scope == 0 {
      deferredNames[index].isInitialized = !uninitialized.contains(deferredNames[index].name)
    }
    deferredNameCapturer = .function(function.nameRange)
    return try body(&self)
  }

  /// Checks the `if` or `guard` `statement`'s branches by `checkThen` and `checkOtherwise`,
  /// following the names without a value that it gives one: an `if … else` whose every
  /// branch assigns the name (directly, or by such an `if` or a `guard` of its own) gives
  /// it its value; the statements after a `guard` (its `then`) are the block's own.
  package mutating func checkBranches(
    of statement: IfStatement, then checkThen: (inout Checker) throws(CheckError) -> Void,
    otherwise checkOtherwise: (inout Checker) throws(CheckError) -> Void
  ) throws(CheckError) {
    let scope = scopes.count - 1
    let followed = deferredNames.indices.filter { index in
      let deferred = deferredNames[index]
      return !deferred.isInitialized
        && (deferred.scope == scope || deferred.branchScopes.contains(scope))
        && (statement.isGuard || Self.givesValue(to: deferred.name, in: [.ifStatement(statement)]))
    }
    let branch = scopes.count  // the scope each branch's block is checked in
    for index in followed { deferredNames[index].branchScopes.insert(branch) }
    try checkThen(&self)
    let afterThen = followed.map { deferredNames[$0].isInitialized }
    for index in followed {
      deferredNames[index].isInitialized = false
      // A `guard`'s `else` leaves the block: it gives no value.
      if statement.isGuard { deferredNames[index].branchScopes.remove(branch) }
    }
    try checkOtherwise(&self)
    for (index, initialized) in zip(followed, afterThen) {
      deferredNames[index].branchScopes.remove(branch)
      deferredNames[index].isInitialized = statement.isGuard ? initialized : true
    }
  }

  /// Whether `statements` give `name` its value on every path that goes on after them: an
  /// assignment, an `if … else` whose every branch does, or a `guard` whose statements after
  /// it do (its `else` leaves).
  private static func givesValue(to name: String, in statements: [Statement]) -> Bool {
    statements.contains { statement in
      switch statement {
      case .assignment(.name(name, _), .assign, _, _): true
      case .ifStatement(let inner) where inner.isGuard:
        givesValue(to: name, in: inner.then.statements)
      case .ifStatement(let inner):
        inner.otherwise.map {
          givesValue(to: name, in: inner.then.statements) && givesValue(to: name, in: $0.statements)
        } ?? false
      default: false
      }
    }
  }
}
