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

  /// The first name `declaration`'s code reads that is a `let` of the script's top level
  /// (not one of its own parameters or locals), with where it is read.
  private func topLevelLocal(readBy declaration: MethodDeclaration) -> (String, SourceRange)? {
    var topLevel: Set<String> = []
    for statement in statements {
      switch statement {
      case .binding(let name, _, _, _), .localDependency(let name, _, _),
        .deferredBinding(let name, _):
        topLevel.insert(name)
      case .destructuring(let names, _, _): topLevel.formUnion(names)
      default: break
      }
    }
    var own = Set(declaration.parameters.map(\.name))
    var found: (String, SourceRange)?
    let reads = { (expression: Expression) -> Bool in
      guard case .name(let name, let range) = expression, resolutions[range] == .local,
        topLevel.contains(name), !own.contains(name)
      else { return false }
      found = (name, range)
      return true
    }
    for statement in declaration.body.statements {
      switch statement {
      case .binding(let name, _, _, _), .localDependency(let name, _, _),
        .deferredBinding(let name, _):
        own.insert(name)
      case .destructuring(let names, _, _): own.formUnion(names)
      default: break
      }
      if statement.contains(intoClosures: true, where: reads) { return found }
    }
    return nil
  }
}
