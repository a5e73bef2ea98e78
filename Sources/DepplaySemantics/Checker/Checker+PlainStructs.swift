import DepplaySyntax

extension Checker {
  /// A plain struct: declared once, its properties' initial values checked, and an
  /// `Identifiable` one has an `id`, as Swift requires.
  package mutating func check(_ declaration: StructDeclaration) throws(CheckError) {
    if !isDeclaredAhead(declaration.range) { try declare(declaration) }
    if declaration.conformances.contains(.identifiable),
      !declaration.properties.contains(where: { $0.name == "id" })
    {
      throw CheckError(
        "type '\(declaration.name)' does not conform to protocol 'Identifiable'",
        at: declaration.nameRange,
        notes: ["an Identifiable struct has a stored property 'id': let id: Int"])
    }
    if declaration.conformances.contains(.customStringConvertible),
      declaration.computedProperty(named: "description") == nil,
      !declaration.properties.contains(where: { $0.name == "description" })
    {
      throw CheckError(
        "type '\(declaration.name)' does not conform to protocol 'CustomStringConvertible'",
        at: declaration.nameRange,
        notes: [
          "a CustomStringConvertible struct has a property 'description': var description: String { … }"
        ])
    }
    if declaration.conformances.contains(.randomNumberGenerator),
      declaration.generatorStep == nil
    {
      throw CheckError(
        "type '\(declaration.name)' does not conform to protocol 'RandomNumberGenerator'",
        at: declaration.nameRange,
        notes: [
          "a RandomNumberGenerator struct has a method 'mutating func next() -> UInt64 { … }'"
        ])
    }
    try checkGenericConformances(of: declaration)
    for property in declaration.properties {
      if let value = property.initialValue { try check(value) }
    }
    try withGenerics(declaration.genericParameters, parameters: []) {
      (checker: inout Checker) throws(CheckError) in try checker.checkMembers(of: declaration)
    }
    try checkDependencies(of: declaration)
    try checkConformances(of: declaration)
  }

  /// Declares the plain struct's name, free until now.
  package mutating func declare(_ declaration: StructDeclaration) throws(CheckError) {
    try declareType(declaration.name, at: declaration.nameRange)
    names.types[declaration.name] = []
    names.structs[declaration.name] = declaration
  }

  /// `User(id: 1, name: "Blob")` where `User` is a plain struct: the labels fit its memberwise
  /// initializer (every property without an initial value given, in declaration order), and
  /// no trailing closure is given.
  package mutating func checkMemberwise(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(CheckError) {
    guard case .name(let name, _) = callee, let declaration = names.structs[name],
      callResolution(of: name, hasLabels: !arguments.isEmpty) == .model
    else { return }
    if declaration.isCaselessEnum {
      throw CheckError(
        "'\(name)' cannot be constructed because it has no accessible initializers", at: range,
        notes: ["an enum without cases is a namespace: use its static members, \(name).member"])
    }
    if !declaration.initializers.isEmpty {
      if case .failure(let mismatch) = declaration.initializers.initializer(
        labels: arguments.map(\.label))
      {
        throw CheckError(
          mismatch.message, at: range,
          notes: declaration.initializers.map { "\(name).init(\($0.parameters.signature))" })
      }
      return
    }
    let signature = declaration.memberwiseParameters.map {
      "\($0.name): \($0.type ?? "_")\($0.initialValue == nil ? "" : " = …")"
    }
    let notes = ["the memberwise initializer is \(name)(\(signature.joined(separator: ", ")))"]
    var labels = arguments.map(\.label)
    if trailing != nil {
      guard let label = declaration.trailingClosureLabel(after: labels) else {
        throw CheckError("extra trailing closure passed in call", at: range, notes: notes)
      }
      labels.append(label)
    }
    for argument in arguments {
      guard
        let property = declaration.dependencyProperties.first(where: {
          $0.name == argument.label
        })
      else { continue }
      throw CheckError(
        "passing a wrapper for the '@Dependency' property '\(property.name)' to the"
          + " memberwise initializer is not supported yet", at: argument.range,
        notes: [
          "leave it out: \(name)(…) makes the wrapper, capturing the dependencies in force"
        ])
    }
    if case .failure(let mismatch) = declaration.memberwiseArguments(labels: labels) {
      throw CheckError(mismatch.message, at: range, notes: notes)
    }
  }
}

extension Checker {
  /// A plain struct's `@Dependency` properties: each wraps a declared key, and the struct
  /// is not `Equatable` or `Hashable`, since the library's wrapper is neither and Swift
  /// cannot synthesize `==` over it.
  private func checkDependencies(of declaration: StructDeclaration) throws(CheckError) {
    let dependencies = declaration.dependencyProperties.compactMap { property in
      property.dependencyKeyPath.map {
        ModelDeclaration.DependencyProperty(name: property.name, keyPath: $0, range: property.range)
      }
    }
    _ = try checkedNames(of: dependencies)
    guard let first = dependencies.first, declaration.isEquatable else { return }
    let conformance: StructDeclaration.Conformance =
      declaration.conformances.contains(.hashable) ? .hashable : .equatable
    throw CheckError(
      "type '\(declaration.name)' does not conform to protocol '\(conformance.rawValue)'",
      at: declaration.nameRange,
      notes: [
        "stored property '\(first.name)' (a 'Dependency' wrapper) does not conform to protocol"
          + " '\(conformance.rawValue)', preventing synthesized conformance of"
          + " '\(declaration.name)' to '\(conformance.rawValue)'"
      ])
  }
}
