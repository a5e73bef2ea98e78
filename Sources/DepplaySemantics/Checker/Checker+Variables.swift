import DepplaySyntax

extension Checker {
  /// Declares `name`, just bound in the innermost scope, as a `var`.
  package mutating func bindVariable(_ name: String) {
    variableScopes[variableScopes.count - 1].insert(name)
  }

  /// Whether `name` is a `var` the code being checked may assign: the innermost declaration
  /// of the name is a `var` of the method (or function, or the top level) whose code this is,
  /// and no closure between it and here runs concurrently with that code. A closure that
  /// changes a `var` of the code around it shares the variable with that code (the frame it
  /// captured holds it), as Swift's closures capture a `var` by reference. A method that
  /// changes a top-level `var` changes main-actor state, which depplay does not decide yet.
  package func isAssignableVariable(_ name: String) -> Bool {
    guard let index = scopes.lastIndex(where: { $0.contains(name) }) else { return false }
    return index >= codeBoundary && variableScopes[index].contains(name)
      && concurrentClosure(after: index) == nil
  }

  /// The outermost closure declared after the scope at `index` that runs concurrently with
  /// the code around it.
  func concurrentClosure(after index: Int) -> ConcurrentClosure? {
    concurrentClosures.filter { $0.key > index }.min { $0.key < $1.key }?.value
  }
}

extension Checker {
  /// Why assigning `target`, whose root is a local of the script, is refused, in Swift's
  /// words where Swift refuses it too; `nil` when its root is not a local.
  package func localAssignmentRefusal(_ target: Expression, range: SourceRange) -> CheckError? {
    let root = target.subscriptedRoot
    guard case .name(let name, _) = root,
      let index = scopes.lastIndex(where: { $0.contains(name) })
    else { return nil }
    if let error = topLevelVariableError(name, verb: "mutated", range: range) { return error }
    if variableScopes[index].contains(name), index >= codeBoundary,
      concurrentClosure(after: index) == .sendable
    {
      // A top-level `var` is the main actor's; a local one is captured by the closure.
      return CheckError(
        index == 0
          ? "main actor-isolated var '\(name)' can not be mutated from a nonisolated context"
          : "mutation of captured var '\(name)' in concurrently-executing code", at: range,
        notes: [
          "this closure may run at the same time as the code that declares '\(name)';"
            + " keep the value in a LockIsolated or an actor, or return it"
        ])
    }
    if variableScopes[index].contains(name) {
      return CheckError(
        "assigning the 'var' '\(name)' from a closure or method that does not declare it is not supported yet",
        at: range,
        notes: [
          "a closure or method that changes a 'var' of the code around it shares it with that code; return the new value instead"
        ])
    }
    let what =
      if case .subscripted = target { "cannot assign through subscript" } else {
        root.range == target.range ? "cannot assign to value" : "cannot assign to property"
      }
    return CheckError(
      "\(what): '\(name)' is a 'let' constant", at: range,
      notes: ["declare it with 'var' to change it: var \(name) = …"])
  }
}
