import DepplaySyntax

extension Checker {
  /// A plain struct: declared once, its properties' initial values checked, and what its
  /// protocols require declared (``checkRequirements(of:)``).
  package mutating func check(_ declaration: StructDeclaration) throws(CheckError) {
    if !isDeclaredAhead(declaration.range) { try declare(declaration) }
    try checkRequirements(of: declaration)
    try checkGenericConformances(of: declaration)
    for property in declaration.properties {
      if let value = property.initialValue { try check(value) }
    }
    // Its `@Dependency` properties before its methods, which use them (and come after them).
    try checkDependencies(of: declaration)
    try withGenerics(declaration.genericParameters, parameters: []) {
      (checker: inout Checker) throws(CheckError) in try checker.checkMembers(of: declaration)
    }
    try checkConformances(of: declaration)
  }

  /// What the protocols a plain struct conforms to require of it, as swiftc requires it: an
  /// `Identifiable` one has an `id`, a `CustomStringConvertible` one a `description`, a
  /// `RandomNumberGenerator` one its `next()`, and a `Comparable` one its `static func <`
  /// (Swift synthesizes none for a struct).
  package func checkRequirements(of declaration: StructDeclaration) throws(CheckError) {
    let name = declaration.name
    let requirements: [(StructDeclaration.Conformance, met: Bool, note: String)] = [
      (
        .identifiable, declaration.properties.contains { $0.name == "id" },
        "an Identifiable struct has a stored property 'id': let id: Int"
      ),
      (
        .customStringConvertible,
        declaration.computedProperty(named: "description") != nil
          || declaration.properties.contains { $0.name == "description" },
        "a CustomStringConvertible struct has a property 'description': var description: String { … }"
      ),
      (
        .randomNumberGenerator, declaration.generatorStep != nil,
        "a RandomNumberGenerator struct has a method 'mutating func next() -> UInt64 { … }'"
      ),
      (
        .comparable, declaration.ordering?.returnType == "Bool",
        "automatic synthesis of 'Comparable' is not supported for struct declarations: declare"
          + " static func < (lhs: \(name), rhs: \(name)) -> Bool { … }"
      ),
    ]
    for (conformance, met, note) in requirements
    where !met && declaration.conformances.contains(conformance) {
      throw CheckError(
        "type '\(name)' does not conform to protocol '\(conformance.rawValue)'",
        at: declaration.nameRange, notes: [note])
    }
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
