import SwiftSyntax

extension Lowering {
  /// A member of a plain struct that is not a stored property: a method, a computed
  /// property, an `init`, a `static let`/`static var`. Anything else is refused by name.
  package mutating func structMember(_ decl: DeclSyntax, into declaration: inout StructDeclaration)
    throws(ParseError)
  {
    switch decl.as(DeclSyntaxEnum.self) {
    case .functionDecl(let function):
      declaration.methods.append(try method(function, in: declaration.name))
    case .initializerDecl(let initializer):
      declaration.initializers.append(try initializerDeclaration(initializer))
    case .subscriptDecl(let syntax):
      declaration.subscripts.append(try subscriptDeclaration(syntax))
    case .variableDecl(let variable)
    where variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }:
      var property = try staticProperty(
        variable, in: declaration.isCaselessEnum ? "an enum" : "a plain struct")
      if case .stored(let value) = property.definition {
        // `static let empty = Self.mock(users: [])`: `Self` is the struct.
        property.definition = .stored(Self.naming(value, selfAs: declaration.name))
      }
      declaration.staticProperties.append(property)
    case .variableDecl(let variable):
      declaration.computedProperties.append(try computedProperty(variable))
    default:
      throw notSupported(
        "\(Self.memberKind(decl)) in a plain struct", at: decl,
        notes: [
          "a plain struct holds stored and computed properties, methods, subscripts, 'init's,"
            + " static members and nested structs and enums"
        ])
    }
  }

  /// `mutating func pay(_ amount: Int) -> Bool { … }`, `static func make() -> T { … }` in a
  /// plain struct, or (`owner` `nil`) `func greeting(for name: String) async -> String { … }`
  /// at the top level of the script, which may be `async` and has no modifiers but an access
  /// modifier.
  package mutating func method(_ syntax: FunctionDeclSyntax, in owner: String?)
    throws(ParseError) -> MethodDeclaration
  {
    let name = syntax.name.text
    let what = owner == nil ? "a top-level function" : "a method of a plain struct"
    try refuseAttributes(
      syntax.attributes, on: owner == nil ? "a function" : "a method", allowing: ["MainActor"])
    var (isMutating, isStatic) = (false, false)
    for modifier in syntax.modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.mutating) where owner != nil: isMutating = true
      case .keyword(.static) where owner != nil: isStatic = true
      case .keyword(.mutating):
        throw ParseError("'mutating' is only valid on methods", at: range(modifier))
      case .keyword(.static):
        throw ParseError("static methods may only be declared on a type", at: range(modifier))
      case let kind where owner == nil && Self.fileScopeAccess.contains(kind):
        // `private func format(…)` at the top level: the script is one file, where it is
        // visible everywhere.
        continue
      default:
        throw notSupported(
          "the modifier '\(modifier.trimmedDescription)' on \(what)", at: modifier)
      }
    }
    let effects = syntax.signature.effectSpecifiers
    if owner != nil, let async = effects?.asyncSpecifier, isMutating || isStatic {
      throw notSupported(
        "a '\(isMutating ? "mutating" : "static")' 'async' method in a plain struct"
          + " ('func \(name)')", at: async)
    }
    guard let body = syntax.body else {
      throw ParseError("expected '{' in body of function declaration", at: range(syntax.signature))
    }
    return MethodDeclaration(
      name: name,
      parameters: try parameters(
        syntax.signature.parameterClause, allowsInout: effects?.asyncSpecifier == nil),
      returnType: syntax.signature.returnClause.map { spelledType($0.type) },
      isMutating: isMutating, isStatic: isStatic, isAsync: effects?.asyncSpecifier != nil,
      isThrowing: effects?.throwsClause != nil, body: try block(body), range: range(syntax),
      nameRange: range(syntax.name), isMainActor: hasMainActor(syntax.attributes),
      genericParameters: try genericParameters(
        syntax.genericParameterClause, where: syntax.genericWhereClause))
  }

  /// `init(name: String, start: Int = 0) { self.name = name … }`, in a plain struct, a class
  /// or a feature's `State`.
  package mutating func initializerDeclaration(_ syntax: InitializerDeclSyntax)
    throws(ParseError) -> InitializerDeclaration
  {
    if let mark = syntax.optionalMark {
      throw notSupported("a failable 'init?'", at: mark)
    }
    if let first = syntax.attributes.first ?? nil {
      throw notSupported("the attribute '\(first.trimmedDescription)' on an 'init'", at: first)
    }
    // `public init(…)`: an access modifier leaves it visible to the whole script, as a
    // script is one file.
    if let modifier = syntax.modifiers.first(where: {
      !Self.fileScopeAccess.contains($0.name.tokenKind) || $0.detail != nil
    }) {
      throw notSupported(
        "the modifier '\(modifier.trimmedDescription)' on an 'init'", at: modifier,
        notes: ["write a plain 'init(…)' that gives every stored property its value"])
    }
    if let generics = syntax.genericParameterClause {
      throw notSupported("a generic 'init'", at: generics)
    }
    if let effects = syntax.signature.effectSpecifiers {
      throw notSupported("an '\(effects.trimmedDescription)' init", at: effects)
    }
    guard let body = syntax.body else {
      throw ParseError("initializer requires a body", at: range(syntax))
    }
    return InitializerDeclaration(
      parameters: try parameters(syntax.signature.parameterClause), body: try block(body),
      range: range(syntax))
  }

  /// A function's parameters: `_ amount: Int`, `by degrees: Int = 1`, `name: String`, and
  /// where `allowsInout` (a top-level function's, or a method's of a struct, a class or a
  /// feature, that is not `async`), `balance: inout Int`.
  package mutating func parameters(
    _ clause: FunctionParameterClauseSyntax, allowsInout: Bool = false
  ) throws(ParseError) -> [FunctionParameter] {
    var parameters: [FunctionParameter] = []
    for parameter in clause.parameters {
      var type = parameter.type
      var isInout = false
      if let attributed = type.as(AttributedTypeSyntax.self),
        attributed.specifiers.contains(where: {
          $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
        })
      {
        guard allowsInout, attributed.specifiers.count == 1, attributed.attributes.isEmpty else {
          throw notSupported(
            "an 'inout' parameter ('\(parameter.trimmedDescription)') here", at: attributed,
            notes: [
              "a function or a method that is not 'async' may take one;"
                + " elsewhere take the value and return the new one: func f(_ value: Int) -> Int"
            ])
        }
        (type, isInout) = (attributed.baseType, true)
      }
      if type.is(AttributedTypeSyntax.self) {
        throw notSupported("this parameter type ('\(type.trimmedDescription)')", at: type)
      }
      let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
      let name = (parameter.secondName ?? parameter.firstName).text
      if isInout, let defaultValue = parameter.defaultValue?.value {
        throw ParseError(
          "cannot provide default value to inout parameter '\(name)'", at: range(defaultValue))
      }
      parameters.append(
        FunctionParameter(
          label: label, name: name, type: spelledType(type), typeShape: typeShape(type),
          defaultValue: try parameter.defaultValue.map { (clause) throws(ParseError) in
            try expression(clause.value)
          }, isVariadic: parameter.ellipsis != nil, isInout: isInout))
    }
    return parameters
  }

  /// `static let freezing = Temperature(celsius: 0)`, `static var count: Int = 0`, in a plain
  /// struct or a plain enum; `owner` names which (`a plain struct`) in a refusal.
  package mutating func staticProperty(_ syntax: VariableDeclSyntax, in owner: String)
    throws(ParseError) -> StaticProperty
  {
    try refuseAttributes(
      syntax.attributes, on: "a static property of \(owner)", allowing: ["TaskLocal"])
    guard syntax.bindings.count == 1, let binding = syntax.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else {
      throw notSupported("more than one name in one 'static' property", at: syntax.bindings)
    }
    if let attribute = syntax.attributes.first {
      // `@TaskLocal static var level = 1`: a stored `var` with its default value.
      guard syntax.bindingSpecifier.tokenKind == .keyword(.var), binding.accessorBlock == nil,
        binding.initializer != nil
      else {
        throw notSupported(
          "'@TaskLocal' on this property ('\(name)')", at: attribute,
          notes: [
            "a task-local is a stored static var with its default:"
              + " @TaskLocal static var \(name) = …"
          ])
      }
    }
    if let accessors = binding.accessorBlock {
      guard case .getter(let items) = accessors.accessors else {
        throw notSupported(
          "a static computed property with accessors ('static var \(name)')", at: accessors,
          notes: ["write its getter alone: static var \(name): Type { … }"])
      }
      guard let type = binding.typeAnnotation?.type else {
        throw ParseError(
          "computed property must have an explicit type", at: range(binding),
          notes: ["write static var \(name): Int { … }"])
      }
      return StaticProperty(
        name: name, type: writtenType(type),
        definition: .computed(try accessorBody(items, range: accessors)), isConstant: true,
        range: range(syntax))
    }
    guard let value = binding.initializer?.value else {
      throw ParseError(
        "'static \(syntax.bindingSpecifier.text)' declaration requires an initializer expression",
        at: range(binding))
    }
    var property = StaticProperty(
      name: name, type: binding.typeAnnotation.map { writtenType($0.type) },
      definition: .stored(try expression(value)),
      isConstant: syntax.bindingSpecifier.tokenKind == .keyword(.let), range: range(syntax))
    property.isTaskLocal = !syntax.attributes.isEmpty
    return property
  }

  /// `var fahrenheit: Int { celsius * 9 / 5 + 32 }`, or with `get { … } set { … }`, in a
  /// plain struct or (`owner`) a class.
  package mutating func computedProperty(
    _ syntax: VariableDeclSyntax, in owner: String = "a plain struct"
  )
    throws(ParseError)
    -> ComputedProperty
  {
    try refuseAttributes(syntax.attributes, on: "a property of \(owner)")
    if let modifier = syntax.modifiers.first {
      throw notSupported(
        "the modifier '\(modifier.trimmedDescription)' on a property of \(owner)",
        at: modifier)
    }
    guard syntax.bindings.count == 1, let binding = syntax.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let accessors = binding.accessorBlock
    else {
      throw notSupported("more than one name in one computed property", at: syntax.bindings)
    }
    guard let type = binding.typeAnnotation?.type else {
      throw ParseError(
        "computed property must have an explicit type", at: range(binding),
        notes: ["write var \(name): Int { … }"])
    }
    var property = ComputedProperty(
      name: name, type: writtenType(type),
      getter: Block(statements: [], range: range(accessors)), isGetterWritten: false,
      setter: nil, range: range(syntax))
    try readAccessors(
      accessors, into: &property, in: owner, declaration: binding, kind: "variable")
    return property
  }

  /// The getter and the setter `accessors` declare, into `property` (a computed property's
  /// or a subscript's, `declaration` where a setter without a getter is reported, as Swift
  /// names its `kind`).
  private mutating func readAccessors(
    _ accessors: AccessorBlockSyntax, into property: inout ComputedProperty, in owner: String,
    declaration: some SyntaxProtocol, kind: String
  ) throws(ParseError) {
    switch accessors.accessors {
    case .getter(let items):
      property.getter = try accessorBody(items, range: accessors)
    case .accessors(let list):
      var sawGetter = false
      for accessor in list {
        guard let body = accessor.body else {
          throw notSupported("an accessor without a body", at: accessor)
        }
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get) where accessor.effectSpecifiers == nil:
          property.getter = try block(body)
          property.isGetterWritten = true
          sawGetter = true
        case .keyword(.set):
          let parameter = accessor.parameters?.name.text
          property.setter = .init(
            parameter: parameter ?? "newValue", isParameterWritten: parameter != nil,
            body: try block(body))
        default:
          throw notSupported(
            "the accessor '\(accessor.accessorSpecifier.text)' in \(owner)",
            at: accessor.accessorSpecifier)
        }
      }
      guard sawGetter else {
        throw ParseError(
          "\(kind) with a setter must also have a getter", at: range(declaration))
      }
    @unknown default:
      throw notSupported("these accessors", at: accessors)
    }
  }

  /// `subscript(column: Int, row: Int) -> Int { get { … } set { … } }` in a plain struct, or
  /// get-only with the getter's body alone; a parameter written with one name has no
  /// argument label, as in Swift.
  package mutating func subscriptDeclaration(_ syntax: SubscriptDeclSyntax) throws(ParseError)
    -> SubscriptDeclaration
  {
    try refuseAttributes(syntax.attributes, on: "a subscript")
    if let modifier = syntax.modifiers.first {
      throw notSupported(
        "the modifier '\(modifier.trimmedDescription)' on a subscript", at: modifier)
    }
    if let generics = syntax.genericParameterClause {
      throw notSupported(
        "a generic subscript", at: generics, notes: ["give the subscript concrete types"])
    }
    guard let accessors = syntax.accessorBlock else {
      throw ParseError("expected '{' in subscript to specify getter and setter", at: range(syntax))
    }
    var parameters = try parameters(syntax.parameterClause, allowsInout: false)
    for (index, written) in syntax.parameterClause.parameters.enumerated()
    where written.secondName == nil {
      parameters[index].label = nil
    }
    var property = ComputedProperty(
      name: "subscript", type: writtenType(syntax.returnClause.type),
      getter: Block(statements: [], range: range(accessors)), isGetterWritten: false,
      setter: nil, range: range(syntax))
    try readAccessors(
      accessors, into: &property, in: "a plain struct", declaration: syntax, kind: "subscript")
    return SubscriptDeclaration(parameters: parameters, accessors: property)
  }

  /// `var title: String { … }` in a class, an enum or a feature's `State` (`owner`): a
  /// get-only computed property (one with a setter is refused by name).
  package mutating func getOnlyComputedProperty(_ syntax: VariableDeclSyntax, in owner: String)
    throws(ParseError) -> ComputedProperty
  {
    let property = try computedProperty(syntax, in: owner)
    guard property.setter == nil else {
      throw notSupported(
        "a computed property with a setter in \(owner) ('var \(property.name)')", at: syntax,
        notes: ["give it a getter alone: var \(property.name): \(property.type) { … }"])
    }
    return property
  }

  /// The statements of a getter written without `get`.
  private mutating func accessorBody(
    _ items: CodeBlockItemListSyntax, range node: AccessorBlockSyntax
  )
    throws(ParseError) -> Block
  {
    try enter(node)
    defer { depth -= 1 }
    let outerTry = inTry
    inTry = false
    defer { inTry = outerTry }
    return Block(statements: try statements(items, isTopLevel: false), range: range(node))
  }
}
