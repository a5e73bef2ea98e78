extension Checker {
  /// Swift's top-level types are declared in the whole file, before their declarations as
  /// after (`let model = Reader()` above `struct Reader`, a method of one class making
  /// another declared below it): the top-level classes and plain structs of `statements` are
  /// declared first, by name and shape, and checked where they are written.
  mutating func hoistTypes(of statements: [Statement]) throws(CheckError) {
    for statement in statements {
      switch statement {
      case .model(let declaration):
        var shape = NameTable.ModelShape(
          properties: declaration.properties.map(\.name), methods: [:])
        for method in declaration.methods { shape.methods[method.name] = method.parameters.count }
        for property in declaration.storedProperties {
          shape.properties.append(property.name)
          shape.stored[property.name] = !property.isConstant
        }
        names.models[declaration.name] = shape
      case .structType(let declaration):
        try declareType(declaration.name, at: declaration.nameRange)
        names.types[declaration.name] = []
        names.structs[declaration.name] = declaration
        hoistedStructs.insert(declaration.name)
      default:
        break
      }
    }
  }
}
