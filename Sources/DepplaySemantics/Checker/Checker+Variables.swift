import DepplaySyntax

extension Checker {
  /// Declares `name`, just bound in the innermost scope, as a `var`.
  package mutating func bindVariable(_ name: String) {
    variableScopes[variableScopes.count - 1].insert(name)
  }

  /// Whether `name` is a `var` the code being checked may assign: the innermost declaration
  /// of the name is a `var` of the closure, method (or the top level) whose code this is. A
  /// closure that changes a `var` of the code around it shares the variable with that code,
  /// which Swift 6 allows only where the closure cannot run concurrently with it, and a
  /// method that changes a top-level `var` changes main-actor state; depplay does not decide
  /// either yet, and refuses the assignment.
  package func isAssignableVariable(_ name: String) -> Bool {
    guard let index = scopes.lastIndex(where: { $0.contains(name) }) else { return false }
    return index >= closureBoundary && variableScopes[index].contains(name)
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
