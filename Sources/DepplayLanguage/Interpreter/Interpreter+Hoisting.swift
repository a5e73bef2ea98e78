/// Swift's top-level types are declared in the whole file: a program's top-level classes and
/// plain structs are declared before its first statement runs (`let model = Reader()` above
/// `struct Reader` makes one), each once, in the program's top-level frame.
extension Interpreter {
  /// Declares the classes and plain structs among `statements` (a program's top level).
  func declareTypes(of statements: [Statement], in frame: Frame) {
    for statement in statements {
      switch statement {
      case .model(let declaration):
        state.withLock {
          $0.models[declaration.name] = Declared(declaration: declaration, frame: frame)
        }
      case .structType(let declaration):
        declare(declaration, in: frame)
      default:
        break
      }
    }
    state.withLock { $0.typesDeclaredAhead.insert(ObjectIdentifier(frame)) }
  }

  /// A plain struct, known from here on; its static properties not yet computed.
  func declare(_ declaration: StructDeclaration, in frame: Frame) {
    state.withLock {
      $0.structs[declaration.name] = Declared(declaration: declaration, frame: frame)
      $0.staticValues[declaration.name] = nil
    }
  }

  /// Whether the types declared in `frame` were declared ahead: it is a program's top-level
  /// frame.
  func declaresTypesAhead(_ frame: Frame) -> Bool {
    state.withLock { $0.typesDeclaredAhead.contains(ObjectIdentifier(frame)) }
  }
}
