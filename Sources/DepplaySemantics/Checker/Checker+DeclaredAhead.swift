import DepplaySyntax

extension Checker {
  /// Declares what a Swift script declares before its statements run: its top-level plain
  /// structs, enums, type aliases, `@DependencyClient` clients, error structs and classes (whose members are checked where they stand)
  /// and its functions (``declareFunctions(of:)``), so code above a declaration may use it. Top-level
  /// variables are not among them, as in Swift.
  package mutating func declareAhead(_ program: Program) throws(CheckError) {
    for statement in program.statements {
      switch statement {
      case .structType(let declaration): try declare(declaration)
      case .protocolType(let declaration): try declare(declaration)
      case .enumType(let declaration): try declare(declaration)
      case .feature(let declaration):
        for nested in declaration.nestedEnums { try declareNested(nested) }
        names.reducerEnums[declaration.name] = declaration.caseFeatures.map { Set($0.map(\.name)) }
        names.alertActions.formUnion(declaration.alertActions)
        continue
      case .typeAlias(let declaration): try declare(declaration)
      case .client(let declaration): try declare(declaration)
      case .errorType(let declaration): try declare(declaration)
      case .model(let declaration):
        // Its shape only: its properties' keys and its methods are checked where it stands.
        names.models[declaration.name] = NameTable.ModelShape(declaration)
        continue
      case .binding(let name, _, _, _), .localDependency(let name, _, _),
        .deferredBinding(let name, _):
        topLevelBindings.insert(name)
        continue
      case .destructuring(let names, _, _):
        topLevelBindings.formUnion(names)
        continue
      default: continue
      }
      declaredAhead.insert(statement.range.start.offset)
    }
    try declareFunctions(of: program)
  }

  /// A top-level `let` or `var` named above its declaration, as a Swift file allows. In code
  /// that runs later (a closure, a function, a type's member, a key's default value), the
  /// read is of the global itself: when it runs after the declaration's line, it gives the
  /// value, as in Swift, whose globals of a `main.swift` are initialised in order as its
  /// top-level code runs (a read that runs before is a runtime error: ``Evaluator``). Read
  /// straight from the top-level code, above the line, it is refused by name: swiftc compiles
  /// it, and it reads uninitialised memory. `true` when `name` is such a read in later code,
  /// which this records, so the caller stops there.
  package mutating func checkUseAboveDeclaration(_ name: String, range: SourceRange)
    throws(CheckError) -> Bool
  {
    guard topLevelBindings.contains(name), !isDeclared(name) else { return false }
    guard closureBoundary > 0 || codeBoundary > 0 else {
      throw CheckError(
        "reading the top-level '\(name)' above its declaration is not supported yet", at: range,
        notes: [
          "Swift reads uninitialised memory there (a zero, or a crash) until the declaration's line has run; declare it above"
        ])
    }
    resolutions.record(.local, at: range)
    resolutions.recordReadAboveDeclaration(name, at: range)
    return true
  }

  /// Whether the declaration at `range` was declared before the statements.
  package func isDeclaredAhead(_ range: SourceRange) -> Bool {
    declaredAhead.contains(range.start.offset)
  }
}
