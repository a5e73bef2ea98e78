import DepplaySyntax

extension SessionState {
  /// Declares what a Swift script declares before its statements run: the top-level plain
  /// structs, enums and classes and the functions of a program's `statements`, in `frame` (its top
  /// level), so that code above a declaration may use it.
  package mutating func declareAhead(_ statements: [Statement], in frame: Frame) {
    for statement in statements {
      switch statement {
      case .structType(let declaration): declare(declaration, in: frame)
      case .enumType(let declaration): declare(declaration, in: frame)
      case .feature(let declaration):
        for nested in declaration.nestedEnums { declare(nested, in: frame) }
      case .model(let declaration):
        models[declaration.name] = Declared(declaration: declaration, frame: frame)
      case .function(let declaration):
        let labels = declaration.parameters.map(\.label)
        functions[declaration.name, default: []].removeAll {
          $0.parameters.map(\.label) == labels
        }
        functions[declaration.name, default: []].append(
          Declared(declaration: declaration, frame: frame))
      default: continue
      }
    }
  }

  /// Declares the plain enum `declaration`, its members' code in `frame`, its static values
  /// not yet read.
  package mutating func declare(_ declaration: EnumDeclaration, in frame: Frame) {
    enums[declaration.name] = declaration
    typeMembers[declaration.name] =
      declaration.hasMemberCode
      ? Declared(declaration: declaration.memberDeclaration, frame: frame) : nil
    staticValues[declaration.name] = nil
  }

  /// Declares the plain struct `declaration` in `frame`, its static values not yet read.
  package mutating func declare(_ declaration: StructDeclaration, in frame: Frame) {
    structs[declaration.name] = Declared(declaration: declaration, frame: frame)
    staticValues[declaration.name] = nil
  }
}
