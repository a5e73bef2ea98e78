import DepplaySyntax

extension Interpreter {
  /// `User(id: 1, name: "Blob")`: the memberwise initializer of a plain struct. Each stored
  /// property, in declaration order, takes its argument, evaluated where the call is, or its
  /// initial value, evaluated as code of the struct's program (`frame`, where it was
  /// declared). The checker has refused a call whose labels do not fit; matching them again
  /// pairs each property with its argument.
  package func memberwise(
    _ declared: Declared<StructDeclaration>, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let declaration = declared.declaration
    if !declaration.initializers.isEmpty {
      return try initialize(declared, arguments: arguments, range: range, &context)
    }
    let chosen: [Int?]
    switch declaration.memberwiseArguments(labels: arguments.map(\.label)) {
    case .success(let indices): chosen = indices
    case .failure(let mismatch): throw RuntimeError(mismatch.message, at: range)
    }
    var fields: [Record.Field] = []
    for (property, index) in zip(declaration.properties, chosen) {
      let value: ScriptValue
      if let wrapper = try dependencyField(property, range: range) {
        value = wrapper
      } else if let index {
        let argument = try evaluate(arguments[index].value, &context)
        value = DoubleArithmetic.literal(argument, of: arguments[index].value, givenTo: property)
      } else if let initialValue = property.initialValue {
        var inner = context
        inner.model = nil
        inner.frame = Frame(parent: declared.frame)
        let initial = try evaluate(initialValue, &inner)
        value = DoubleArithmetic.literal(initial, of: initialValue, givenTo: property)
      } else {
        throw RuntimeError(
          StructDeclaration.MemberwiseMismatch.missing(parameter: property.name).message,
          at: range)
      }
      fields.append(
        .init(
          name: property.name,
          value: UnimplementedClosure.given(value, throwing: property.isThrowingClosure)))
    }
    try requireConformances(
      of: declaration.genericParameters,
      zip(declaration.properties, fields).compactMap { property, field in
        property.typeShape.map { ($0, field.value) }
      }, in: "generic struct '\(declaration.name)'", range: range)
    return .record(
      Record(
        name: declaration.name, fields: fields,
        typeArguments: Self.typeArguments(of: declaration, fields: fields)))
  }
}

extension Interpreter {
  /// `a == b` on values of a plain struct that is neither `Equatable` nor `Hashable`: Swift
  /// has no `==` for them.
  package func refuseUnequatable(
    _ lhs: ScriptValue, _ rhs: ScriptValue, _ op: BinaryOperator, range: SourceRange
  ) throws {
    for case .enumCase(let value) in [lhs, rhs] {
      guard let declaration = state.withLock({ $0.enums[value.typeName] }),
        !declaration.isEquatable
      else { continue }
      throw RuntimeError(
        "referencing operator function '\(op.symbol)' on 'Equatable' requires that"
          + " '\(value.typeName)' conform to 'Equatable'",
        at: range,
        notes: [
          "binary operator '\(op.symbol)' cannot be synthesized for enums with associated values",
          "declare it 'enum \(value.typeName): Equatable' to compare its values",
        ])
    }
    for case .record(let record) in [lhs, rhs] {
      guard let declared = state.withLock({ $0.structs[record.name] }),
        !declared.declaration.isEquatable
      else { continue }
      throw RuntimeError(
        "referencing operator function '\(op.symbol)' on 'Equatable' requires that"
          + " '\(record.name)' conform to 'Equatable'",
        at: range,
        notes: ["declare it 'struct \(record.name): Equatable' to compare its values"])
    }
  }
}
