import SwiftSyntax

extension Lowering {
  /// `struct Name: Reducer { … }`, `struct Name: Error { … }`, `@DependencyClient struct
  /// Name { … }` or a plain struct (`struct User: Equatable { … }`).
  package mutating func structDeclaration(_ syntax: StructDeclSyntax) throws(ParseError)
    -> Statement
  {
    // A struct that is its own key's value: the key conformances make the key
    // (``collectKeyTypes(_:)``), the rest is a plain struct.
    let keyConformances =
      Self.isSelfValuedKey(syntax) ? KeyConformance.all(in: syntax.inheritanceClause) : []
    let conformances =
      syntax.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription }
      .filter { KeyConformance(rawValue: $0).map(keyConformances.contains) != true } ?? []
    let attributes = syntax.attributes.compactMap(attributeName)
    let plain = conformances.compactMap(StructDeclaration.Conformance.init(rawValue:))
    let own = conformances.filter(protocolNames.contains)
    let isPlain = plain.count + own.count == conformances.count
    if !isPlain || attributes.contains(where: { $0 != "MainActor" }) {
      // Only a plain struct may be generic: a generic feature (TCA's ReusableFavoriting) or
      // `@ObservableState` struct is named as such.
      let attribute = attributes.first { $0 != "MainActor" }
      let noun =
        isFeature(syntax) ? "feature" : attribute.map { "'@\($0)' struct" } ?? "struct"
      try refuseGenerics(
        syntax.genericParameterClause, of: "struct", called: noun, named: syntax.name.text)
    }
    if attributes == ["DependencyClient"] { return .client(try client(syntax)) }
    if attributes.isEmpty, conformances.contains("Error") {
      return .errorType(try errorType(syntax, conformances: plain))
    }
    if isFeature(syntax) { return .feature(try feature(syntax)) }
    try refuseAttributes(syntax.attributes, on: "a struct", allowing: ["MainActor"])
    if isPlain {
      var declaration = try plainStruct(syntax, conformances: plain)
      declaration.protocols = own
      try addProtocolDefaults(to: &declaration, from: syntax)
      declaration.isMainActor = hasMainActor(syntax.attributes)
      return .structType(declaration)
    }
    throw notSupported(
      "a struct that conforms to a protocol other than Equatable, Hashable, Comparable, Identifiable, Sendable, CustomStringConvertible, Codable and RandomNumberGenerator ('struct \(syntax.name.text)"
        + (conformances.isEmpty ? "" : ": \(conformances.joined(separator: ", "))") + "')",
      at: syntax.name,
      notes: [
        "depplay's structs are plain values (conforming to Equatable, Hashable, Comparable, Identifiable,"
          + " Sendable, CustomStringConvertible, Codable or RandomNumberGenerator), reducers (struct \(syntax.name.text): Reducer { … }), error types"
          + " (struct \(syntax.name.text): Error { … }) and @DependencyClient clients"
      ])
  }

  /// `struct Name: Error, CustomStringConvertible { let id: Int; var description: String { … } }`:
  /// its stored fields, and its computed properties (getters alone), as a plain struct's.
  private mutating func errorType(
    _ syntax: StructDeclSyntax, conformances: [StructDeclaration.Conformance]
  ) throws(ParseError) -> ErrorDeclaration {
    let owner = "struct \(syntax.name.text)"
    var declaration = ErrorDeclaration(
      name: syntax.name.text, nameRange: range(syntax.name),
      fields: try fields(syntax.memberBlock, owner: owner, skippingComputed: true),
      range: range(syntax))
    declaration.conformances = conformances
    for member in syntax.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self), Self.isComputed(variable)
      else { continue }
      declaration.computedProperties.append(
        try getOnlyComputedProperty(variable, in: "the error type '\(syntax.name.text)'"))
    }
    return declaration
  }

  /// Whether `syntax` declares a feature: `@Reducer struct Name { … }` or `struct Name: Reducer
  /// { … }`.
  package func isFeature(_ syntax: StructDeclSyntax) -> Bool {
    let attributes = syntax.attributes.compactMap(attributeName)
    let conformances =
      syntax.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    return (attributes.isEmpty || attributes == ["Reducer"])
      && (conformances.contains("Reducer") || attributes == ["Reducer"])
  }

  /// `struct Name: Reducer { struct State { … } enum Action { … } @Dependency(\.key) var name
  /// var body: some ReducerOf<Self> { … } }`
  package mutating func feature(_ syntax: StructDeclSyntax) throws(ParseError)
    -> FeatureDeclaration
  {
    let name = syntax.name.text
    // Lowered already, for a typealias above it (``featureTypeAlias(_:into:)``).
    if let lowered = features[name], lowered.range == range(syntax) { return lowered }
    featuresBeingLowered.insert(name)
    defer { featuresBeingLowered.remove(name) }
    let enclosing = (featureName, featureDependencies, selfTypeName)
    featureName = name
    defer { (featureName, featureDependencies, selfTypeName) = enclosing }
    let dependencies = Self.dependencyPropertyNames(in: syntax.memberBlock)
    var feature = FeatureDeclaration(
      name: name, nameRange: range(syntax.name), stateFields: [], actionCases: [], properties: [],
      body: [], bodyRange: range(syntax.name), range: range(syntax))
    var (sawState, sawAction, sawBody) = (false, false, false)
    var bodySyntax: VariableDeclSyntax?
    for member in syntax.memberBlock.members {
      let decl = member.decl
      if let state = decl.as(StructDeclSyntax.self), state.name.text == "State" {
        feature.stateFields = try fields(state.memberBlock, owner: Self.stateOwner)
        for member in state.memberBlock.members {
          if let variable = member.decl.as(VariableDeclSyntax.self), Self.isComputed(variable) {
            feature.stateComputedProperties.append(
              try getOnlyComputedProperty(variable, in: "a feature's State"))
          }
          if let function = member.decl.as(FunctionDeclSyntax.self) {
            feature.stateMethods.append(try method(function, in: "\(name).State"))
          }
          guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
          feature.stateInitializers.append(try initializerDeclaration(initializer))
        }
        feature.stateIsObservable = isObservableState(state.attributes)
        feature.stateIsIdentifiable =
          state.inheritanceClause?.inheritedTypes.contains {
            StructDeclaration.Conformance(rawValue: $0.type.trimmedDescription) == .identifiable
          } ?? false
        sawState = true
      } else if let state = decl.as(EnumDeclSyntax.self), state.name.text == "State" {
        feature.stateCases = try enumCases(state, owner: "enum State")
        feature.stateIsObservable = isObservableState(state.attributes)
        feature.stateIsIdentifiable =
          state.inheritanceClause?.inheritedTypes.contains {
            StructDeclaration.Conformance(rawValue: $0.type.trimmedDescription) == .identifiable
          } ?? false
        sawState = true
      } else if let action = decl.as(EnumDeclSyntax.self), action.name.text == "Action" {
        feature.actionCases = try enumCases(action, owner: "enum Action")
        feature.actionIsBindable =
          action.inheritanceClause?.inheritedTypes.contains {
            $0.type.trimmedDescription == "BindableAction"
          } ?? false
        for member in action.memberBlock.members {
          guard let nested = member.decl.as(EnumDeclSyntax.self) else { continue }
          feature.nestedEnums.append(try plainEnum(nested, inAction: true))
        }
        sawAction = true
      } else if let nested = decl.as(EnumDeclSyntax.self), Self.isReducerEnum(nested) {
        continue  // declared ahead of the feature (``nestedReducerEnums(of:)``)
      } else if let nested = decl.as(EnumDeclSyntax.self), !Self.isNamespace(nested) {
        feature.nestedEnums.append(try plainEnum(nested))
      } else if let variable = decl.as(VariableDeclSyntax.self),
        let property = try dependencyProperty(variable)
      {
        feature.properties.append(property)
      } else if let variable = decl.as(VariableDeclSyntax.self), let body = reducerBody(variable) {
        var reducers: [Expression] = []
        (featureDependencies, selfTypeName) = (dependencies, name)
        defer { (featureDependencies, selfTypeName) = ([], nil) }
        for item in body {
          guard case .expr(let reducer) = item.item else {
            throw ParseError(
              "expected a reducer in 'var body'", at: range(item),
              notes: ["var body lists reducers: Reduce { state, action in … }, Scope(…) { … }"])
          }
          reducers.append(try expression(reducer))
        }
        feature.body = reducers
        feature.bodyRange = range(variable)
        (sawBody, bodySyntax) = (true, variable)
      } else if let function = decl.as(FunctionDeclSyntax.self), function.body != nil {
        try featureFunction(function, into: &feature, dependencies: dependencies)
      } else if let variable = decl.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.let),
        Self.hasOnlyAccessModifiers(variable),
        variable.bindings.allSatisfy({
          $0.accessorBlock == nil && ($0.initializer != nil || $0.typeAnnotation != nil)
        })
      {
        // `let catalog = […]`, a constant, or `let onSave: @Sendable (String) async -> Void`,
        // which the feature's memberwise initialiser sets (``FeatureDeclaration/initialised``).
        feature.constants.append(try storedProperty(variable, of: name))
      } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
        let member = try featureTypeAlias(alias, into: &feature)
        sawState = sawState || member == .state
        sawAction = sawAction || member == .action
      } else if isHoistedNestedType(decl, inFeature: true) {
        continue  // declared ahead of the feature (``nestedTypeStatements(in:)``)
      } else if let initializer = decl.as(InitializerDeclSyntax.self),
        Self.isEmptyPublicInit(initializer)
      {
        continue  // `public init() {}`: makes the feature as `Feature()` does already
      } else {
        throw notSupported(
          "\(Self.featureMemberKind(decl)) in a feature ('\(name)')", at: decl,
          notes: [
            "a feature holds struct State, enum Action, @Dependency(\\.key) var name, var body,"
              + " helper methods (func name(…) { … }), nested structs and plain enums such as"
              + " enum CancelID { case timer }"
          ])
      }
    }
    try addFeatureExtensionMembers(of: syntax, to: &feature, dependencies: dependencies)
    try refuseTopLevelDomainTypes(
      of: name, body: bodySyntax, hasState: sawState, hasAction: sawAction)
    let missing = [
      ("struct State { … } (or enum State)", sawState), ("enum Action { … }", sawAction),
      ("var body: some ReducerOf<Self> { … }", sawBody),
    ].filter { !$0.1 }.map(\.0)
    if !missing.isEmpty {
      throw ParseError(
        "feature '\(name)' has no \(missing.joined(separator: ", "))", at: range(syntax.name),
        notes: ["a feature declares its State, its Action and its body"])
    }
    features[name] = feature
    return feature
  }

  /// A method of a feature, declared in it or in an extension of it: a `static` one is a
  /// plain struct's (``FeatureDeclaration/staticMethods``), an instance one a helper its
  /// reducers call (``featureMethod(_:body:of:)``).
  mutating func featureFunction(
    _ function: FunctionDeclSyntax, into feature: inout FeatureDeclaration,
    dependencies: Set<String>
  ) throws(ParseError) {
    guard let body = function.body else { return }
    if Self.isStatic(function) {
      selfTypeName = feature.name
      defer { selfTypeName = nil }
      feature.staticMethods.append(try method(function, in: feature.name))
    } else {
      (featureDependencies, selfTypeName) = (dependencies, feature.name)
      defer { (featureDependencies, selfTypeName) = ([], nil) }
      feature.methods.append(try featureMethod(function, body: body, of: feature.name))
    }
  }

  /// What `decl`, a member a feature does not hold, is, as its refusal names it: a `var`
  /// stored property (`var limit = 3`) with its declaration.
  private static func featureMemberKind(_ decl: DeclSyntax) -> String {
    guard let variable = decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty,
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.allSatisfy({ $0.accessorBlock == nil })
    else { return memberKind(decl) }
    return "a 'var' stored property ('\(variable.trimmedDescription.prefix { !$0.isNewline })')"
  }

  /// The names of the `@Dependency` properties among a feature's members.
  private static func dependencyPropertyNames(in members: MemberBlockSyntax) -> Set<String> {
    var names: Set<String> = []
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: {
          $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Dependency"
        })
      else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
          names.insert(name.identifier.text)
        }
      }
    }
    return names
  }

  /// Whether `function` is declared `static` (a member of its type, without `self`).
  private static func isStatic(_ function: FunctionDeclSyntax) -> Bool {
    function.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
  }

  /// A helper method of a feature (`private func recordScore(…) -> Effect<Action> { … }`),
  /// called from its reducers as a class's method is; a `mutating` one is refused by name (a
  /// reducer's `self` does not change). A `static` one is a plain struct's
  /// (``FeatureDeclaration/staticMethods``).
  private mutating func featureMethod(
    _ function: FunctionDeclSyntax, body: CodeBlockSyntax, of feature: String
  ) throws(ParseError) -> ModelDeclaration.Method {
    try refuseAttributes(function.attributes, on: "a feature's method")
    if let modifier = function.modifiers.first(where: {
      $0.name.tokenKind == .keyword(.mutating)
    }) {
      throw notSupported(
        "a '\(modifier.name.text)' method in a feature ('func \(function.name.text)' in"
          + " '\(feature)')", at: modifier,
        notes: [
          "write an instance method, func \(function.name.text)(…), and call it from the"
            + " Reduce closure"
        ])
    }
    return try modelMethod(function, body: body, of: "a feature")
  }

  /// Whether `syntax` declares a computed property (`var total: Int { … }`), not a stored one.
  private static func isComputed(_ syntax: VariableDeclSyntax) -> Bool {
    syntax.attributes.isEmpty && syntax.bindings.first?.accessorBlock != nil
  }

  /// The statements of `var body: some ReducerOf<Self> { … }`, if `syntax` is that.
  private func reducerBody(_ syntax: VariableDeclSyntax) -> CodeBlockItemListSyntax? {
    guard syntax.attributes.isEmpty, syntax.bindings.count == 1,
      let binding = syntax.bindings.first,
      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
      case .getter(let body)? = binding.accessorBlock?.accessors
    else { return nil }
    return body
  }

  /// Whether `attributes` (a feature's `State`'s) hold `@ObservableState`.
  private func isObservableState(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { attributeName($0) == "ObservableState" }
  }

  /// The owner of a feature's state fields, as messages name it.
  private static let stateOwner = "struct State"

  /// `var home: Int` (a field without an initial value), its name; `nil` for a field with one.
  private func typedName(_ syntax: VariableDeclSyntax) -> String? {
    guard syntax.bindings.count == 1, let binding = syntax.bindings.first,
      binding.initializer == nil, binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return nil }
    return name
  }

  /// `{ var name = value … }`: the fields of `State` or of an error type (`owner`), which may
  /// leave a typed field without a value (`var home: Int`); `State`'s `init`s are read apart.
  private mutating func fields(
    _ block: MemberBlockSyntax, owner: String, skippingComputed: Bool = false
  ) throws(ParseError) -> [FeatureDeclaration.StateField] {
    var fields: [FeatureDeclaration.StateField] = []
    for member in block.members {
      if owner == Self.stateOwner,
        member.decl.is(InitializerDeclSyntax.self) || member.decl.is(FunctionDeclSyntax.self)
      {
        continue  // ``FeatureDeclaration/stateInitializers``, ``FeatureDeclaration/stateMethods``
      }
      if owner == Self.stateOwner, isHoistedNestedType(member.decl, inFeature: false) {
        continue  // declared ahead of the feature (``nestedTypeStatements(in:)``)
      }
      if owner == Self.stateOwner || skippingComputed,
        let variable = member.decl.as(VariableDeclSyntax.self), Self.isComputed(variable)
      {
        // A computed property (``FeatureDeclaration/stateComputedProperties``,
        // ``ErrorDeclaration/computedProperties``).
        continue
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self) else {
        throw notSupported(
          "\(Self.memberKind(member.decl)) in '\(owner)'", at: member.decl,
          notes: ["\(owner) holds stored fields: var count = 0"])
      }
      var field = try field(variable, owner: owner)
      field.alertActions = variable.bindings.first?.typeAnnotation.flatMap {
        Self.alertActions(of: $0.type)
      }
      fields.append(field)
    }
    return fields
  }

  /// `var name = value`, `var name: Type`, `@Shared var …` or `@Presents var …`: one stored
  /// field of `State` or of an error type (`owner`).
  private mutating func field(_ variable: VariableDeclSyntax, owner: String) throws(ParseError)
    -> FeatureDeclaration.StateField
  {
    if let attribute = variable.attributes.first, attributeName(attribute) == "Shared" {
      return try sharedField(variable, attribute: attribute, owner: owner)
    }
    if let attribute = variable.attributes.first {
      return try presentationField(variable, attribute: attribute)
    }
    let annotation = variable.bindings.first?.typeAnnotation?.type
    let type = annotation.map(writtenType)
    if type != nil, let name = typedName(variable) {
      return .init(
        name: name, initialValue: implicitInitialValue(variable), range: range(variable),
        type: type, typeShape: annotation.map(typeShape))
    }
    let (name, value) = try namedValue(variable, owner: owner)
    return .init(
      name: name, initialValue: annotation.map { annotated(value, as: spelledType($0)) } ?? value,
      range: range(variable), type: type,
      typeShape: annotation.map(typeShape))
  }

  /// Whether `syntax` is `init() {}`, with only access modifiers (`public init() {}`, which a
  /// public feature declares so that other modules can make it): nothing to run.
  private static func isEmptyPublicInit(_ syntax: InitializerDeclSyntax) -> Bool {
    syntax.signature.parameterClause.parameters.isEmpty && syntax.optionalMark == nil
      && syntax.attributes.isEmpty && syntax.signature.effectSpecifiers == nil
      && syntax.genericParameterClause == nil && syntax.body?.statements.isEmpty == true
      && syntax.modifiers.allSatisfy { fileScopeAccess.contains($0.name.tokenKind) }
  }

  /// `@Shared var steps: Int` in `struct State`: a shared reference the state is made with
  /// (`State(steps: Shared(value: 0))`, or a parent's `state.$steps`), read as `state.steps`
  /// and changed through `state.$steps.withLock { … }`; or a field with a key
  /// (`@Shared(.inMemory("steps")) var steps = 0`), which every state made without it shares
  /// with every other holder of the key.
  private mutating func sharedField(
    _ syntax: VariableDeclSyntax, attribute: AttributeListSyntax.Element, owner: String
  ) throws(ParseError) -> FeatureDeclaration.StateField {
    let example = "@Shared var steps: Int"
    if owner == Self.stateOwner, case .attribute(let wrapper) = attribute,
      case .argumentList(let arguments)? = wrapper.arguments,
      let key = arguments.first?.expression,
      key.is(FunctionCallExprSyntax.self)
        || key.as(MemberAccessExprSyntax.self).flatMap({ sharedKeys[$0.declName.baseName.text] })
          != nil
    {
      let binding = try sharedBinding(syntax, attribute: attribute)
      return .init(
        name: binding.name, initialValue: binding.initialValue, range: binding.range,
        type: binding.type, typeShape: binding.typeShape, isShared: true, sharedKey: binding.key)
    }
    guard owner == Self.stateOwner, case .attribute(let wrapper) = attribute,
      wrapper.arguments == nil
    else {
      throw notSupported(
        "'\(attribute.trimmedDescription)' on a field of '\(owner)'", at: attribute,
        notes: [
          "a feature's State holds a shared reference it is given: \(example), made with"
            + " State(steps: Shared(value: 0)) or a parent's state.$steps"
        ])
    }
    guard syntax.attributes.count == 1, Self.hasOnlyAccessModifiers(syntax),
      syntax.bindingSpecifier.tokenKind == .keyword(.var), syntax.bindings.count == 1,
      let binding = syntax.bindings.first, binding.initializer == nil,
      binding.accessorBlock == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type
    else {
      throw ParseError(
        "expected 'var name: Type' after '@Shared' in '\(owner)'", at: range(syntax),
        notes: [example])
    }
    return .init(
      name: name, initialValue: nil, range: range(syntax), type: writtenType(type),
      typeShape: typeShape(type), isShared: true)
  }

  /// `@Presents var destination: Child.State?` in `struct State`: presentation state, `nil`
  /// (nothing presented) unless an initial value is given. TCA's `@Presents` is a macro;
  /// depplay reads it (and `@PresentationState`, the property wrapper TCA had before the
  /// macro) as marking the field a presentation `ifLet` can run a child feature on.
  private mutating func presentationField(
    _ syntax: VariableDeclSyntax, attribute: AttributeListSyntax.Element
  ) throws(ParseError) -> FeatureDeclaration.StateField {
    guard ["Presents", "PresentationState"].contains(attributeName(attribute)),
      syntax.attributes.count == 1, syntax.bindingSpecifier.tokenKind == .keyword(.var),
      syntax.bindings.count == 1, let binding = syntax.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else {
      throw ParseError(
        "expected '@Presents var name: Child.State?' in 'struct State'", at: range(syntax),
        notes: ["presentation state is written @Presents var destination: Child.State?"])
    }
    guard let type = binding.typeAnnotation?.type else {
      throw ParseError(
        "expected ':' after '\(name)' (write @Presents var \(name): Child.State?)",
        at: range(binding))
    }
    guard type.is(OptionalTypeSyntax.self) else {
      throw ParseError(
        "presentation state is optional", at: range(type),
        notes: ["write @Presents var \(name): Child.State? (nil while nothing is presented)"])
    }
    let whole = range(syntax)
    let initialValue =
      try binding.initializer.map { (initializer) throws(ParseError) in
        try expression(initializer.value)
      } ?? .nilLiteral(range: whole)
    return .init(
      name: name, initialValue: initialValue, range: whole, type: writtenType(type),
      typeShape: typeShape(type), isPresentation: true)
  }

  /// `{ case a, b(Int) … }`: the cases of `Action` (or of an `enum State`). `Action` may also
  /// hold plain enums, such as the `enum Delegate { … }` a `case delegate(Delegate)` carries,
  /// which the feature declares beside it.
  func enumCases(_ syntax: EnumDeclSyntax, owner: String) throws(ParseError)
    -> [FeatureDeclaration.ActionCase]
  {
    var cases: [FeatureDeclaration.ActionCase] = []
    for member in syntax.memberBlock.members {
      if owner == "enum Action", member.decl.is(EnumDeclSyntax.self) { continue }
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else {
        let line = member.decl.trimmedDescription.prefix { !$0.isNewline }
        throw notSupported(
          "this member of '\(owner)' ('\(line)')", at: member,
          notes: ["\(owner) holds cases: case tapped, case loaded(String)"])
      }
      for element in caseDecl.elements {
        let parameters = element.parameterClause?.parameters.map { $0 } ?? []
        cases.append(
          .init(
            name: element.name.text, payloadTypes: parameters.map { writtenType($0.type) },
            payloadShapes: parameters.map { typeShape($0.type) },
            payloadLabels: parameters.map {
              $0.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
            },
            range: element.parameterClause.map { range(from: element, to: $0) }
              ?? range(element.name),
            isIndirect: caseDecl.modifiers.contains { $0.name.tokenKind == .keyword(.indirect) }))
      }
    }
    return cases
  }

  /// `@DependencyClient struct Name { var endpoint: @Sendable (Int) async throws -> String …
  /// static let value = Self(…) }`.
  private mutating func client(_ syntax: StructDeclSyntax) throws(ParseError)
    -> ClientDeclaration
  {
    let name = syntax.name.text
    var client = ClientDeclaration(
      name: name, nameRange: range(syntax.name), endpoints: [], statics: [], range: range(syntax))
    // `extension Client { static let mock = Client(…) }`: read with the client, as Swift
    // reads an extension wherever it is in the file.
    let extensions = Self.topLevelExtensions(of: name, in: syntax).filter { !Self.makesKey($0) }
    let members =
      Array(syntax.memberBlock.members) + extensions.flatMap { Array($0.memberBlock.members) }
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else {
        let line = member.decl.trimmedDescription.prefix { !$0.isNewline }
        throw notSupported(
          "this member of a client ('\(line)')", at: member,
          notes: [
            "a client's members are closure endpoints (var endpoint: @Sendable (…) async throws -> Value) and static values"
          ])
      }
      let method = try endpointMethod(variable.attributes)
      if variable.modifiers.contains(where: { $0.name.text == "static" }) {
        if method != nil, let attribute = variable.attributes.first {
          throw notSupported(
            "an attribute on a client's static value ('\(attribute.trimmedDescription)')",
            at: attribute,
            notes: ["@DependencyEndpoint applies to an endpoint: var name: @Sendable (…) -> Value"])
        }
        let (staticName, value) = try namedValue(variable, owner: nil)
        client.statics.append(
          .init(name: staticName, value: Self.naming(value, selfAs: name), range: range(variable)))
      } else {
        var endpoint = try endpoint(variable)
        endpoint.method = method
        client.endpoints.append(endpoint)
      }
    }
    return client
  }

  /// The method an endpoint's `@DependencyEndpoint(method: "name")` names; `nil` without an
  /// attribute, and for a bare `@DependencyEndpoint`, which the macro applies to every
  /// endpoint anyway (its method keeps the endpoint's name). Another attribute is refused by
  /// name.
  private func endpointMethod(_ attributes: AttributeListSyntax) throws(ParseError) -> String? {
    guard let first = attributes.first else { return nil }
    if attributes.count == 1, let attribute = first.as(AttributeSyntax.self),
      attribute.attributeName.trimmedDescription == "DependencyEndpoint",
      attribute.arguments == nil
    {
      return nil
    }
    guard attributes.count == 1, let attribute = first.as(AttributeSyntax.self),
      attribute.attributeName.trimmedDescription == "DependencyEndpoint",
      let arguments = attribute.arguments?.as(LabeledExprListSyntax.self),
      arguments.count == 1, let argument = arguments.first,
      argument.label?.text == "method",
      let literal = argument.expression.as(StringLiteralExprSyntax.self),
      let method = literal.representedLiteralValue, Self.isIdentifier(method)
    else {
      throw notSupported(
        "an attribute on a client's endpoint ('\(first.trimmedDescription)')", at: first,
        notes: [
          "declare the endpoint without it, or with @DependencyEndpoint(method: \"name\") to call it as client.name(…)"
        ])
    }
    return method
  }

  /// Whether `text` is a plain Swift identifier, as a method's name must be.
  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic
    else { return false }
    return text.unicodeScalars.allSatisfy {
      $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }

  /// `var name: @Sendable (Int) async throws -> String = { … }`.
  private mutating func endpoint(_ syntax: VariableDeclSyntax) throws(ParseError)
    -> ClientDeclaration.Endpoint
  {
    guard syntax.bindings.count == 1, let binding = syntax.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let annotated = binding.typeAnnotation?.type
    else {
      throw ParseError(
        "expected 'var endpoint: @Sendable (…) async throws -> Value' in a client",
        at: range(syntax), notes: ["an endpoint is a closure: @Sendable (Int) async -> String"])
    }
    let type = annotated.as(AttributedTypeSyntax.self)?.baseType ?? annotated
    guard let function = type.as(FunctionTypeSyntax.self) else {
      throw ParseError(
        "expected a closure type after '\(name):'", at: range(annotated),
        notes: ["an endpoint is a closure: @Sendable (Int) async -> String"])
    }
    let result = function.returnClause.type
    let returnsVoid =
      result.trimmedDescription == "Void"
      || (result.as(TupleTypeSyntax.self)?.elements.isEmpty ?? false)
    let isThrowing = function.effectSpecifiers?.throwsClause != nil
    let defaultValue = try binding.initializer.map { (initializer) throws(ParseError) in
      try expression(initializer.value)
    }
    let whole = range(syntax)
    let shape = typeShape(annotated)
    // An endpoint that returns an Optional needs no default: as the macro's, it returns `nil`.
    if !isThrowing, !returnsVoid, !shape.givesOptional, defaultValue == nil {
      throw ParseError(
        "Default value required for non-throwing closure '\(name)'", at: whole,
        notes: [
          "as @DependencyClient requires: an unimplemented call reports, then returns the default",
          "write var \(name): @Sendable (…) -> Value = { … }",
        ])
    }
    return .init(
      name: name, type: annotated.trimmedDescription, typeShape: shape,
      parameterCount: function.parameters.count,
      isAsync: function.effectSpecifiers?.asyncSpecifier != nil, isThrowing: isThrowing,
      defaultValue: defaultValue, range: whole,
      argumentLabels: function.parameters.map {
        $0.secondName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
      })
  }

  /// `expression` with `Self` written as `name` where it starts the value: a call of
  /// `Self(…)`, a static member `Self.empty` or a call of one, `Self.mock(users: [])`.
  static func naming(_ expression: Expression, selfAs name: String) -> Expression {
    switch expression {
    case .name("Self", let range):
      return .name(name, range: range)
    case .member(let base, let member, let range):
      return .member(base: naming(base, selfAs: name), name: member, range: range)
    case .call(let callee, let arguments, let trailing, let whole):
      return .call(
        callee: naming(callee, selfAs: name), arguments: arguments, trailingClosure: trailing,
        range: whole)
    default:
      return expression
    }
  }
}
