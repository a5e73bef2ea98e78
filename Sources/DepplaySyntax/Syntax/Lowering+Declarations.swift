import SwiftSyntax

extension Lowering {
  /// A declaration in statement position; `isTopLevel` when it is at the script's top level,
  /// the file's scope.
  package mutating func declaration(_ syntax: DeclSyntax, isTopLevel: Bool = false)
    throws(ParseError) -> Statement
  {
    switch syntax.as(DeclSyntaxEnum.self) {
    case .variableDecl(let variable):
      return try binding(variable, isTopLevel: isTopLevel)
    case .classDecl(let classSyntax):
      try refuseAttributes(
        classSyntax.attributes, on: "a class", allowing: ["Observable", "MainActor"])
      return .model(try model(classSyntax, keyword: classSyntax.classKeyword, isActor: false))
    case .actorDecl(let actorSyntax):
      try refuseAttributes(actorSyntax.attributes, on: "an actor", allowing: [])
      return .model(try model(actorSyntax, keyword: actorSyntax.actorKeyword, isActor: true))
    case .structDecl(let structSyntax):
      return try structDeclaration(structSyntax)
    case .functionDecl(let function):
      return .test(try test(function, in: nil))
    case .enumDecl(let enumSyntax) where Self.isReducerEnum(enumSyntax):
      return .feature(try reducerEnum(enumSyntax))
    case .enumDecl(let enumSyntax) where Self.isNamespace(enumSyntax):
      return .structType(try caselessEnum(enumSyntax))
    case .enumDecl(let enumSyntax):
      return .enumType(try plainEnum(enumSyntax))
    case .typeAliasDecl(let alias):
      return .typeAlias(try typeAlias(alias))
    case .extensionDecl(let extensionSyntax):
      if let alerts = try alertStateExtension(extensionSyntax) { return .structType(alerts) }
      if let key = try sharedKeyDeclaration(extensionSyntax) { return .sharedKey(key) }
      throw notSupported("an 'extension'", at: extensionSyntax.extensionKeyword)
    case .protocolDecl(let protocolSyntax):
      return .protocolType(try protocolDeclaration(protocolSyntax))
    default:
      throw notSupported(
        "the declaration '\(syntax.firstToken(viewMode: .sourceAccurate)?.text ?? "")'",
        at: syntax)
    }
  }

  /// The name of an attribute (`Dependency` for `@Dependency(\.key)`).
  package func attributeName(_ element: AttributeListSyntax.Element) -> String? {
    guard case .attribute(let attribute) = element else { return nil }
    return attribute.attributeName.trimmedDescription
  }

  /// `let name = value`, `var name: Type = value`, `async let name = value`,
  /// `let name: Type` (given its value later), `let (a, b) = pair`, or
  /// `@Dependency(\.key) var name` (a local dependency). At the top level (`isTopLevel`) it
  /// may have an access modifier (`private let decoder = …`), as Swift lets a file's
  /// declarations have: a script is one file, so every one of them leaves it visible to all
  /// of the script.
  private mutating func binding(_ syntax: VariableDeclSyntax, isTopLevel: Bool)
    throws(ParseError) -> Statement
  {
    if let property = try dependencyProperty(syntax) {
      return .localDependency(name: property.name, keyPath: property.keyPath, range: property.range)
    }
    if let attribute = syntax.attributes.first, attributeName(attribute) == "Shared" {
      return .sharedBinding(try sharedBinding(syntax, attribute: attribute))
    }
    if let attribute = syntax.attributes.first {
      throw notSupported("the attribute '\(attribute.trimmedDescription)'", at: attribute)
    }
    var isAsync = false
    for modifier in syntax.modifiers {
      if Self.fileScopeAccess.contains(modifier.name.tokenKind), modifier.detail == nil {
        guard isTopLevel else {
          throw ParseError(
            "attribute '\(modifier.name.text)' can only be used in a non-local scope",
            at: range(modifier))
        }
        continue
      }
      guard modifier.name.text == "async" else {
        throw notSupported("'\(modifier.name.text)' here", at: modifier)
      }
      isAsync = true
    }
    if !isAsync, syntax.bindingSpecifier.tokenKind == .keyword(.var) {
      variables.insert(range(syntax).start.offset)
    }
    if let type = syntax.bindings.first?.typeAnnotation?.type {
      typeAnnotations[range(syntax).start.offset] = spelledType(type)
    }
    if !isAsync, let name = deferredName(syntax) {
      return .deferredBinding(name: name, range: range(syntax))
    }
    if !isAsync, syntax.bindings.count == 1, let binding = syntax.bindings.first,
      let tuple = binding.pattern.as(TuplePatternSyntax.self), tuple.elements.count > 1,
      let value = binding.initializer?.value
    {
      let keyword = syntax.bindingSpecifier.text
      return .destructuring(
        names: try tupleNames(tuple, example: "\(keyword) (a, b) = pair"),
        value: try expression(value), range: range(syntax))
    }
    // `async let count = client.followers(id)`: a call that throws needs no `try` here; the
    // read of the value is tried (`try await count`), as Swift has it.
    let outerTry = inTry
    if isAsync { inTry = true }
    var (name, value) = try namedValue(syntax, owner: nil)
    inTry = outerTry
    if let spelled = typeAnnotations[range(syntax).start.offset] {
      value = annotated(value, as: spelled)
    }
    return .binding(name: name, value: value, isAsync: isAsync, range: range(syntax))
  }

  /// The name `let name: Type` or `var name: Type` declares without a value, to be given
  /// one later; `nil` for any other declaration (an optional `var` without a value is `nil`
  /// from the start, as in Swift).
  private func deferredName(_ syntax: VariableDeclSyntax) -> String? {
    guard syntax.bindings.count == 1, let binding = syntax.bindings.first,
      binding.initializer == nil, binding.accessorBlock == nil,
      let type = binding.typeAnnotation?.type,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return nil }
    let isVariable = syntax.bindingSpecifier.tokenKind == .keyword(.var)
    guard !isVariable || PrintedOptional(annotation: spelledType(type)) != .optional else {
      return nil
    }
    return name
  }

  /// The one `name = value` of a `let` or `var` (a type annotation is read and ignored; an
  /// optional `var` without a value is `nil`);
  /// `owner` names the type a field is in, for the error when the value is missing.
  package mutating func namedValue(_ syntax: VariableDeclSyntax, owner: String?)
    throws(ParseError) -> (String, Expression)
  {
    guard syntax.bindings.count == 1, let binding = syntax.bindings.first else {
      throw notSupported("more than one name in one 'let'", at: syntax.bindings)
    }
    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
      throw notSupported(
        "this pattern in 'let'", at: binding.pattern, notes: ["write let name = value"])
    }
    guard binding.accessorBlock == nil else {
      throw notSupported("a computed property", at: binding)
    }
    if binding.initializer == nil, syntax.bindingSpecifier.tokenKind == .keyword(.var),
      let type = binding.typeAnnotation?.type,
      PrintedOptional(annotation: spelledType(type)) == .optional
    {
      // `var cached: String?`: Swift gives an optional `var` without a value `nil`.
      return (name, .nilLiteral(range: range(binding)))
    }
    guard let value = binding.initializer?.value else {
      let notes =
        owner.map { ["every field of \($0) has an initial value: var count = 0"] }
        ?? [
          "every '\(syntax.bindingSpecifier.text)' needs a value: "
            + "\(syntax.bindingSpecifier.text) \(name) = …"
        ]
      throw notSupported(
        "a '\(syntax.bindingSpecifier.text)' without a value ('\(binding.trimmedDescription)')",
        at: binding, notes: notes)
    }
    return (name, try expression(value))
  }

  /// `@Dependency(\.key.field) var name`, if `syntax` is one; in a class
  /// (`inClass`), also `@ObservationIgnored @Dependency(\.key) var name`.
  package mutating func dependencyProperty(_ syntax: VariableDeclSyntax, inClass: Bool = false)
    throws(ParseError) -> ModelDeclaration.DependencyProperty?
  {
    var attributes = Array(syntax.attributes)
    let isObservationIgnored =
      inClass && attributes.count == 2 && attributeName(attributes[0]) == "ObservationIgnored"
    if isObservationIgnored { attributes.removeFirst() }
    guard let first = attributes.first, case .attribute(let attribute) = first,
      attribute.attributeName.trimmedDescription == "Dependency"
    else { return nil }
    let path: [String]
    if case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
      let type = Self.typeNamed(byMetatype: arguments.first?.expression)
    {
      guard let key = keyName(readingType: type) else {
        throw ParseError(
          "cannot find key type '\(type)' in scope", at: range(attribute),
          notes: ["declare it: extension \(type): DependencyKey { static let liveValue = … }"])
      }
      path = [key]
    } else {
      guard case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
        let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
        case .keyPath(let written, _) = try expression(ExprSyntax(keyPath))
      else {
        throw ParseError("expected a key path such as \\.full", at: range(attribute))
      }
      path = written
    }
    guard attributes.count == 1, syntax.modifiers.isEmpty,
      syntax.bindingSpecifier.tokenKind == .keyword(.var), syntax.bindings.count == 1,
      let binding = syntax.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self),
      binding.initializer == nil, binding.accessorBlock == nil
    else {
      throw ParseError(
        "expected 'var name' after '@Dependency(…)'", at: range(syntax),
        notes: ["@Dependency properties are declared with 'var': @Dependency(\\.key) var name"])
    }
    return .init(
      name: name.identifier.text, keyPath: path, range: range(from: syntax, to: name),
      isObservationIgnored: isObservationIgnored)
  }

  /// `Name` when `expression` is `Name.self`, a metatype.
  package static func typeNamed(byMetatype expression: ExprSyntax?) -> String? {
    guard let member = expression?.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    return base.baseName.text
  }

  /// `class Name { @Dependency(\.key) var name; var count = 0 … var summary: String { … }
  /// init(…) { … } func method() { … } }`, maybe `@Observable`; or `actor Name { … }`
  /// (`isActor`) of the same members, whose instances isolate them.
  private mutating func model(
    _ syntax: some DeclGroupSyntax & NamedDeclSyntax & WithGenericParametersSyntax,
    keyword: TokenSyntax, isActor: Bool
  ) throws(ParseError) -> ModelDeclaration {
    let kind = isActor ? "an actor" : "a class"
    try refuseGenerics(syntax.genericParameterClause, of: keyword.text, named: syntax.name.text)
    let isObservable = syntax.attributes.contains { attributeName($0) == "Observable" }
    var model = ModelDeclaration(
      name: syntax.name.text, nameRange: range(syntax.name), properties: [], methods: [],
      range: range(from: keyword, to: syntax), isObservable: isObservable)
    model.isMainActor = hasMainActor(syntax.attributes)
    model.isActor = isActor
    for member in syntax.memberBlock.members {
      if let variable = member.decl.as(VariableDeclSyntax.self),
        let property = try dependencyProperty(variable, inClass: true)
      {
        model.properties.append(property)
      } else if let variable = member.decl.as(VariableDeclSyntax.self), Self.isLazy(variable) {
        model.storedProperties.append(try lazyProperty(variable, of: model.name))
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        Self.hasOnlyAccessModifiers(variable),
        variable.bindings.allSatisfy({ $0.accessorBlock == nil })
      {
        model.storedProperties.append(try storedProperty(variable, of: model.name))
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        Self.hasOnlyAccessModifiers(variable), Self.hasObservers(variable)
      {
        model.storedProperties.append(try observedProperty(variable, of: model.name))
      } else if let variable = member.decl.as(VariableDeclSyntax.self),
        variable.bindings.allSatisfy({ $0.accessorBlock != nil })
      {
        model.computedProperties.append(try getOnlyComputedProperty(variable, in: kind))
      } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
        model.initializers.append(try initializerDeclaration(initializer))
      } else if let function = member.decl.as(FunctionDeclSyntax.self),
        function.attributes.allSatisfy({ attributeName($0) == "MainActor" }),
        let body = function.body
      {
        model.methods.append(try modelMethod(function, body: body, of: kind))
      } else if isHoistedNestedType(member.decl, inFeature: false) {
        continue  // declared ahead of the class (``nestedTypeStatements(in:)``)
      } else {
        let firstLine = member.decl.trimmedDescription.prefix { !$0.isNewline }
        throw notSupported(
          "this member of \(kind) ('\(firstLine)')", at: member,
          notes: [
            "\(isActor ? "an actor" : "a class")'s members are '@Dependency(\\.key) var name'"
              + " properties, stored and get-only computed properties, 'init's, methods and"
              + " nested structs and enums"
          ])
      }
    }
    return model
  }

  /// A method of a class, or of a feature (`owner`, as messages name it): `func load() async
  /// { … }`, whose body runs with `self` the instance; one that is not `async` may take
  /// `inout` parameters (`state: inout State`).
  package mutating func modelMethod(
    _ function: FunctionDeclSyntax, body: CodeBlockSyntax, of owner: String
  ) throws(ParseError) -> ModelDeclaration.Method {
    try refuseGenerics(
      function.genericParameterClause, of: "func", called: "method of \(owner)",
      named: function.name.text)
    try refuseValueEffect(function.signature.returnClause)
    let effects = function.signature.effectSpecifiers
    return .init(
      name: function.name.text,
      parameters: try parameters(
        function.signature.parameterClause, allowsInout: effects?.asyncSpecifier == nil),
      returnType: function.signature.returnClause.map { writtenType($0.type) },
      isAsync: effects?.asyncSpecifier != nil, isThrowing: effects?.throwsClause != nil,
      body: try block(body), range: range(function),
      isMainActor: hasMainActor(function.attributes))
  }
}
