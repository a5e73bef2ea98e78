import DepplaySyntax

extension Checker {
  /// A `@DependencyClient` client: declared once, its endpoints' defaults and its static
  /// values checked (a static value may use the client itself: `Self(…)`).
  package mutating func check(_ declaration: ClientDeclaration) throws(CheckError) {
    if !isDeclaredAhead(declaration.range) { try declare(declaration) }
    var seen: Set<String> = []
    for endpoint in declaration.endpoints {
      guard seen.insert(endpoint.name).inserted else {
        throw CheckError("the endpoint '\(endpoint.name)' is declared twice", at: endpoint.range)
      }
      if let value = endpoint.defaultValue { try check(value) }
    }
    for value in declaration.statics { try check(value.value) }
  }

  /// Declares the client `declaration`'s name and its static values, before the statements
  /// (``declareAhead(_:)``): a key type's value may call its initializer, `Client()`, where
  /// Swift's file order would put the key first.
  package mutating func declare(_ declaration: ClientDeclaration) throws(CheckError) {
    try declareType(declaration.name, at: declaration.nameRange)
    names.types[declaration.name] = declaration.statics.map(\.name)
    names.clientEndpoints[declaration.name] = declaration.endpoints
  }

  /// A `struct Name: Error` type: declared once, its fields' initial values checked, and its
  /// computed properties and what its other protocols require checked as a plain struct's
  /// (``ErrorDeclaration/memberDeclaration``).
  package mutating func check(_ declaration: ErrorDeclaration) throws(CheckError) {
    if !isDeclaredAhead(declaration.range) { try declare(declaration) }
    for field in declaration.fields {
      if let value = field.initialValue { try check(value) }
    }
    let members = declaration.memberDeclaration
    try checkRequirements(of: members)
    try checkMembers(of: members)
  }

  /// Declares the error type `declaration`, before the statements (``declareAhead(_:)``):
  /// code above it, such as a client's static value, may throw it, as in a Swift file.
  package mutating func declare(_ declaration: ErrorDeclaration) throws(CheckError) {
    try declareType(declaration.name, at: declaration.nameRange)
    names.types[declaration.name] = []
    names.errorTypes.insert(declaration.name)
  }

  package func declareType(_ name: String, at range: SourceRange) throws(CheckError) {
    // A script's own type may hide Swift's `Result`, and a built-in type (a struct
    // `LCRNG`), as a type a Swift file declares hides the one a module it imports does.
    let isFree = names.types[name] == nil || names.enums[name]?.isSwiftResult == true
    guard isFree, names.features[name] == nil, names.models[name] == nil,
      !Builtin.languageNames.contains(name) || Builtin.construction(of: name) != nil
    else {
      throw CheckError("'\(name)' is declared twice", at: range)
    }
  }
}
