import DepplaySyntax

extension ProgramWriter {
  /// A top-level function of the script, written as a global Swift function
  /// (``function(_:)``). The export runs the script's statements in `script.run { … }`, so
  /// their `let`s are out of a global function's reach: a function that reads one is refused
  /// by name.
  package mutating func topLevelFunction(_ declaration: MethodDeclaration) throws(ExportError)
    -> [String]
  {
    if let (name, range) = topLevelLocal(readBy: declaration) {
      throw ExportError(
        "the function '\(declaration.name)'",
        because: "it reads the script's top-level '\(name)', which the export declares inside"
          + " script.run { … }",
        at: range, notes: ["pass '\(name)' to the function as an argument"])
    }
    return try function(declaration, isMainActor: declaration.isMainActor)
  }

  /// The first name `declaration`'s code reads that is a `let` or `var` of the script's top
  /// level, as the checker resolved it (a parameter, a local or a closure's parameter of the
  /// same name hides it), with where it is read.
  private func topLevelLocal(readBy declaration: MethodDeclaration) -> (String, SourceRange)? {
    var found: (String, SourceRange)?
    let reads = { (expression: Expression) -> Bool in
      guard case .name(let name, let range) = expression, resolutions.view.readsTopLevel(range)
      else { return false }
      found = (name, range)
      return true
    }
    for statement in declaration.body.statements
    where statement.contains(intoClosures: true, where: reads) {
      return found
    }
    return nil
  }
}
