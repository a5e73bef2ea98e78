import DepplaySyntax

/// What the checker knows of the generic code whose body it is in: the generic parameters in
/// reach (the struct's and the method's, or the function's), and the types its parameters
/// are written with, by name, in the scope that declares them.
package struct GenericTyping: Sendable {
  /// The generic parameters in reach, by name.
  package var parameters: [String: GenericParameter]
  /// The written types of the body's parameters, by name.
  package var parameterTypes: [String: String]
  /// The index in ``Checker/scopes`` of the scope that declares them.
  package var scope: Int
}

extension Checker {
  /// Runs `body` with the generic parameters `generics` in reach (those of the code around
  /// it included) and `parameters` typed as written, in the scope `body` opens next.
  package mutating func withGenerics(
    _ generics: [GenericParameter], parameters: [FunctionParameter],
    _ body: (inout Checker) throws(CheckError) -> Void
  ) throws(CheckError) {
    try checkConstraints(of: generics)
    let saved = genericTyping
    defer { genericTyping = saved }
    var inReach = saved?.parameters ?? [:]
    for generic in generics { inReach[generic.name] = generic }
    genericTyping =
      inReach.isEmpty
      ? nil
      : GenericTyping(
        parameters: inReach,
        parameterTypes: Dictionary(
          parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first }),
        scope: scopes.count)
    try body(&self)
  }

  /// A constraint that names a protocol of neither Swift's four nor the script's
  /// (`<T: Codable>`) is refused by name.
  private func checkConstraints(of generics: [GenericParameter]) throws(CheckError) {
    for generic in generics {
      for case .declared(let name) in generic.constraints where names.protocols[name] == nil {
        throw CheckError(
          "a generic parameter constrained to '\(name)' is not supported yet", at: generic.range,
          notes: [GenericParameter.Constraint.supportedNote])
      }
    }
  }

  /// `a == b` or `a < b` where an operand is a parameter whose type is a generic parameter
  /// without the protocol the operator needs (`Equatable`, or `Comparable` for an order):
  /// swiftc's error. An operand depplay cannot type is let through.
  package func checkGenericOperands(
    _ op: BinaryOperator, _ left: Expression, _ right: Expression, range: SourceRange
  ) throws(CheckError) {
    guard case .comparison(let comparison) = op, let typing = genericTyping else { return }
    let ordered = comparison != .equal && comparison != .notEqual
    let (leftType, rightType) = (
      writtenType(of: left, in: typing), writtenType(of: right, in: typing)
    )
    let lacking = [leftType, rightType].compactMap { $0 }.compactMap { typing.parameters[$0] }
      .first { ordered ? !$0.isComparable : !$0.isEquatable }
    guard let lacking, let leftType, let rightType else { return }
    let operands =
      leftType == rightType
      ? "two '\(leftType)' operands" : "operands of type '\(leftType)' and '\(rightType)'"
    let needed = ordered ? GenericParameter.Constraint.comparable : .equatable
    throw CheckError(
      "binary operator '\(op.symbol)' cannot be applied to \(operands)", at: range,
      notes: ["constrain the generic parameter: <\(lacking.name): \(needed.name)>"])
  }

  /// The type of `operand` as written, where depplay knows it: a parameter of the generic
  /// code (in the scope that declares it) or a literal.
  private func writtenType(of operand: Expression, in typing: GenericTyping) -> String? {
    switch operand {
    case .name(let name, _):
      guard scopes.lastIndex(where: { $0.contains(name) }) == typing.scope else { return nil }
      return typing.parameterTypes[name]
    case .integer: return "Int"
    case .floatingPoint: return "Double"
    case .boolean: return "Bool"
    case .string: return "String"
    default: return nil
    }
  }

  /// A call of a type or function written with generic arguments (`Box<Int>(value: 1)`):
  /// the script's generic struct takes as many as it declares; a non-generic struct takes
  /// none, and a function's are refused by name, as swiftc words them. `Result`'s and
  /// `StackState`'s are the language's own.
  package func checkSpecialization(of callee: Expression) throws(CheckError) {
    guard case .name(let name, let range) = callee,
      let arguments = genericArguments[range.start.offset]
    else { return }
    if resolution(of: name) == .function {
      throw CheckError(
        "a call of a generic function with explicit generic arguments ('\(name)\(arguments)')"
          + " is not supported yet", at: range,
        notes: ["leave them out: Swift infers them from the arguments, \(name)(…)"])
    }
    guard let declaration = names.structs[name], resolution(of: name) == .model else {
      guard name == EnumDeclaration.swiftResult.name || takesGenericArguments(name) else {
        throw CheckError(
          "a call with generic arguments ('\(name)\(arguments)') is not supported yet",
          at: range, notes: ["leave them out: \(name)(…)"])
      }
      return
    }
    guard !declaration.genericParameters.isEmpty else {
      throw CheckError("cannot specialize non-generic type '\(name)'", at: range)
    }
  }

  /// Whether `name` is a built-in type a call may write with its generic arguments.
  private func takesGenericArguments(_ name: String) -> Bool {
    guard case .builtin(let id) = resolution(of: name), case .type(let construction) = id.kind
    else { return false }
    return construction.takesGenericArguments
  }

  /// A generic struct declared `Equatable` or `Hashable` whose stored property has the type
  /// of a generic parameter without that protocol: Swift cannot synthesize the conformance.
  package func checkGenericConformances(of declaration: StructDeclaration) throws(CheckError) {
    for conformance in declaration.conformances {
      let needed: GenericParameter.Constraint
      switch conformance {
      case .equatable: needed = .equatable
      case .hashable: needed = .hashable
      default: continue
      }
      for property in declaration.properties {
        guard
          let generic = declaration.genericParameters.first(where: { $0.name == property.type }),
          needed == .equatable ? !generic.isEquatable : !generic.constraints.contains(.hashable)
        else { continue }
        let written =
          "\(declaration.name)<\(declaration.genericParameters.map(\.name).joined(separator: ", "))>"
        throw CheckError(
          "type '\(written)' does not conform to protocol '\(conformance.rawValue)'",
          at: declaration.nameRange,
          notes: [
            "stored property '\(property.name)' of type '\(generic.name)' does not conform to"
              + " '\(conformance.rawValue)': constrain it, <\(generic.name): \(needed.name)>"
          ])
      }
    }
  }
}
