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

  /// A top-level `let` or `var` named above its declaration. Swift compiles that in a script:
  /// a read that runs before the declaration's line gives an uninitialized zero, one that
  /// runs after it (in a closure called later) the value. depplay cannot tell the two apart
  /// before running, so it refuses both by name.
  package func refuseUseBeforeDeclaration(_ name: String, range: SourceRange) throws(CheckError) {
    guard topLevelBindings.contains(name), !isDeclared(name) else { return }
    throw CheckError(
      "reading the top-level '\(name)' above its declaration is not supported yet", at: range,
      notes: [
        "Swift reads a zero there until the declaration's line has run; declare it above"
      ])
  }

  /// Whether the declaration at `range` was declared before the statements.
  package func isDeclaredAhead(_ range: SourceRange) -> Bool {
    declaredAhead.contains(range.start.offset)
  }
}
