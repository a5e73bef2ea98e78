import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

extension ProgramWriter {
  /// Finds keys, models, records and tests, and checks that each can be written in Swift.
  package mutating func collectDeclarations() throws(ExportError) {
    for statement in statements {
      switch statement {
      case .dependency(let declaration): keys[declaration.name] = declaration
      case .model(let declaration): models[declaration.name] = declaration
      case .feature(let declaration):
        features[declaration.name] = declaration
        for nested in declaration.nestedEnums { enums[nested.name] = nested }
        usesComposable = true
      case .client(let declaration):
        clients[declaration.name] = declaration
        usesComposable = true
      case .errorType(let declaration):
        errorTypes[declaration.name] = declaration
      case .structType(let declaration):
        structs[declaration.name] = declaration
      case .enumType(let declaration):
        enums[declaration.name] = declaration
        // `@CasePathable` is the Composable Architecture's macro.
        if declaration.isCasePathable { usesComposable = true }
      case .typeAlias(let declaration):
        typeAliases[declaration.name] = declaration
      case .function(let declaration):
        functions[declaration.name, default: []].append(declaration)
      default: break
      }
    }
    throwingMethodNames = throwingMethods()
    for statement in statements {
      try collectRecords(in: statement)
    }
  }

  private mutating func collectRecords(in statement: Statement) throws(ExportError) {
    var found: [Expression] = []
    _ = statement.contains(intoClosures: true) { expression in
      if case .call(.name(let name, _), let arguments, nil, _) = expression, models[name] == nil,
        errorTypes[name] == nil, clients[name] == nil, structs[name] == nil,
        enums[name] == nil, features[name] == nil,
        name.first?.isUppercase == true,
        Builtin.construction(of: name) == nil, Builtin.StoreLayer(rawValue: name) == nil,
        !arguments.isEmpty,
        arguments.allSatisfy({ $0.label != nil })
      {
        found.append(expression)
      }
      return false
    }
    switch statement {
    case .dependency(let key):
      for value in [key.live, key.preview].compactMap({ $0 }) {
        try collectRecords(in: .expression(value))
      }
      if case .value(let value)? = key.test { try collectRecords(in: .expression(value)) }
    case .model(let model):
      for method in model.methods {
        for inner in method.body.statements { try collectRecords(in: inner) }
      }
    case .test(let test):
      for inner in test.body.statements { try collectRecords(in: inner) }
    case .feature(let feature):
      for case let value? in feature.stateFields.map(\.initialValue) {
        try collectRecords(in: .expression(value))
      }
      for reducer in feature.body { try collectRecords(in: .expression(reducer)) }
      for method in feature.methods {
        for inner in method.body.statements { try collectRecords(in: inner) }
      }
    default: break
    }
    for case .call(.name(let name, _), let arguments, _, let range) in found
    where records[name] == nil {
      var fields: [(name: String, type: String)] = []
      for argument in arguments {
        guard let type = literalType(of: argument.value) else {
          throw ExportError(
            "the record '\(name)'",
            because: "the type of its field '\(argument.label ?? "")' is not a literal's", at: range
          )
        }
        fields.append((argument.label ?? "", type))
      }
      records[name] = fields
    }
  }

  /// The Swift type of a literal value (records included), if it is one.
  package func literalType(of expression: Expression) -> String? {
    switch expression {
    case .integer: "Int"
    case .floatingPoint: "Double"
    case .string: "String"
    case .boolean: "Bool"
    case .implicitMember(let name, nil, _) where DependencyContext(rawValue: name) != nil:
      "DependencyContext"
    case .list(let elements, _): elements.first.flatMap(literalType).map { "[\($0)]" }
    case .call(.name(let name, _), _, nil, _) where name.first?.isUppercase == true: name
    case _ where Self.makesFreshState(expression): "UUIDGenerator"
    default: nil
    }
  }

  /// Whether evaluating `value` makes a new object with state of its own:
  /// `UUIDGenerator.incrementing`, which counts from zero. A key's default like that is
  /// written as a computed property, evaluated once per cache lifetime as depplay evaluates
  /// a default (a `static let` would be one generator for the whole process, counting on
  /// across caches).
  package static func makesFreshState(_ value: Expression) -> Bool {
    guard case .member(.name(let type, _), let member, _) = value else { return false }
    return StaticMembersType(rawValue: type) == .uuidGenerator
      && Callee.ImpliedValue(rawValue: member) == .incrementing
  }

  /// The Swift type of a key's value: the type its declaration writes, else an Optional
  /// (`APIClient?`) when one of its values is `nil`, of the type of its other values or, when
  /// they are all `nil`, of the values the script gives it (`$0.analytics = …`); `Never?`
  /// (``KeyValueType/alwaysNil``) when it gives it none, the Optional that is always `nil`.
  package func keyValueType(_ key: KeyDeclaration) throws(ExportError) -> KeyValueType {
    if let written = key.swiftType?.valueType, let shape = key.swiftType?.valueShape {
      return .written(written, shape)
    }
    var samples = [key.live, key.preview].compactMap { $0 }
    if case .value(let value)? = key.test { samples.append(value) }
    let isNil: (Expression) -> Bool = { if case .nilLiteral = $0 { true } else { false } }
    let values = samples.filter { !isNil($0) }
    guard values.count < samples.count else {
      guard let type = values.lazy.compactMap(literalType).first else {
        throw ExportError(
          "the key '\(key.name)'",
          because: "its values are not literals, so their Swift type is unknown", at: key.range)
      }
      return .given(type, isOptional: false)
    }
    let given = values + assignedValues(to: key.name).filter { !isNil($0) }
    guard let first = given.first else { return .alwaysNil }
    guard let type = literalType(of: first) else {
      throw ExportError(
        "the key '\(key.name)'",
        because: "it may be nil, and the Swift type of its other values is unknown",
        at: first.range)
    }
    return .given(type, isOptional: true)
  }

  /// The values the script assigns to the key `name` (`$0.name = value`), anywhere.
  private func assignedValues(to name: String) -> [Expression] {
    func inStatements(_ statements: [Statement]) -> [Expression] {
      statements.flatMap { statement -> [Expression] in
        var found: [Expression] = []
        if case .assignment(.member(.name(_, let root), name, _), _, let value, _) = statement,
          resolutions[root] == .updatedValues
        {
          found.append(value)
        }
        switch statement {
        case .test(let test): found += inStatements(test.body.statements)
        case .model(let model): found += model.methods.flatMap { inStatements($0.body.statements) }
        case .feature(let feature): found += feature.body.flatMap(inExpression)
        default: break
        }
        found += statement.nestedBlocks.flatMap { inStatements($0.statements) }
        return found + statement.expressions.flatMap(inExpression)
      }
    }
    func inExpression(_ expression: Expression) -> [Expression] {
      expression.closures.flatMap { inStatements($0.body.statements) }
        + expression.children.flatMap(inExpression)
    }
    return inStatements(statements)
  }

  /// The Swift type of the value a closure's last statement gives, where the exporter can tell.
  private func lastValueType(of closure: ClosureLiteral) -> InferredType? {
    guard case .expression(let last)? = closure.body.statements.last else { return nil }
    return valueType(of: last)
  }

  /// The Swift type of an expression, where the exporter can tell.
  package func valueType(of expression: Expression) -> InferredType? {
    if let type = literalType(of: expression) { return InferredType(text: type) }
    switch expression {
    case .name(let name, _):
      if let key = keys[name] { return try? keyValueType(key).inferred }
      if let property = model?.properties.first(where: { $0.name == name }),
        let key = keys[property.keyPath[0]]
      {
        return property.keyPath.count == 1 ? try? keyValueType(key).inferred : nil
      }
      return nil
    case .withDependencies(_, _, let operation, _):
      return lastValueType(of: operation)
    case .call(.name(let name, _), _, let operation?, _)
    where BuiltinKey(rawValue: name) == .withRandomNumberGenerator:
      return lastValueType(of: operation)
    case .withEscapedDependencies(let body, _):
      switch body.body.statements.last {
      case .expression(let last)?, .returnStatement(let last?, _)?: return valueType(of: last)
      default: return nil
      }
    case .closure(let literal) where literal.parameters.isEmpty:
      guard case .expression(let last)? = literal.body.statements.last, isValue(last) else {
        return InferredType(text: "@Sendable () -> Void")
      }
      return valueType(of: last).map(InferredType.closure(returning:))
    case .binary(let op, let left, let right, _):
      switch op {
      case .comparison, .identity, .logical: return InferredType(text: "Bool")
      case .range: return nil
      case .nilCoalescing: return valueType(of: right)
      case .arithmetic: return valueType(of: left) ?? valueType(of: right)
      case .bitwise: return InferredType(text: "Int")
      }
    case .call(.member(_, _, let range), _, _, _):
      // `Int.random(…)` is an Int
      return resolutions.view.callee(at: range)?.random.map { InferredType(text: $0.rawValue) }
    case .call(.name(let name, _), _, nil, _):
      // `uuid()` is a UUID
      return BuiltinKey(rawValue: name)?.generatedType.map { InferredType(text: $0) }
    case .member(.name(let name, _), let member, _)
    where BuiltinKey(rawValue: name) == .date && BuiltinProperty(rawValue: member) == .now:
      return BuiltinKey.date.generatedType.map { InferredType(text: $0) }
    default: return nil
    }
  }

  /// Key types, `DependencyValues` properties, records and models.
  package mutating func declarations() throws(ExportError) -> [String] {
    var lines: [String] = []
    for case .dependency(let key) in statements {
      lines += try keyDeclaration(key) + [""]
    }
    for name in records.keys.sorted() {
      // A model is a class, compared by identity: a record holding one is not Equatable.
      let holdsModel = records[name, default: []].contains { models[$0.type] != nil }
      lines.append("struct \(name): \(holdsModel ? "" : "Equatable, ")Sendable {")
      lines += records[name, default: []].map { "  var \($0.name): \($0.type)" }
      lines += ["}", ""]
    }
    for case .client(let declaration) in statements {
      lines += try clientDeclaration(declaration) + [""]
    }
    for case .errorType(let declaration) in statements {
      lines += try errorTypeDeclaration(declaration) + [""]
    }
    for case .typeAlias(let declaration) in statements {
      lines += ["typealias \(declaration.name) = \(declaration.type)", ""]
    }
    for case .sharedKey(let declaration) in statements {
      lines += try sharedKeyDeclaration(declaration) + [""]
    }
    for case .enumType(let declaration) in statements {
      lines += try plainEnumDeclaration(declaration) + [""]
    }
    for case .protocolType(let declaration) in statements {
      lines += Self.protocolDeclaration(declaration) + [""]
      lines += try protocolExtension(of: declaration.name, in: statements)
    }
    for case .structType(let declaration) in statements {
      lines += try plainStructDeclaration(declaration) + [""]
    }
    for case .function(let declaration) in statements {
      lines += try topLevelFunction(declaration) + [""]
    }
    for case .model(let declaration) in statements {
      lines += try modelDeclaration(declaration) + [""]
    }
    for case .feature(let declaration) in statements {
      lines += try featureDeclaration(declaration) + [""]
    }
    return lines
  }

  /// `struct Name: Error, Equatable { var field: Type = value }` (a field with a written type
  /// may have no value), with the other protocols and the computed properties it declares:
  /// Swift describes a value as depplay does (`SomeError()`, `SomeError(code: 1)`, or its
  /// `description` when it is `CustomStringConvertible`).
  private mutating func errorTypeDeclaration(_ declaration: ErrorDeclaration) throws(ExportError)
    -> [String]
  {
    var fields: [String] = []
    for field in declaration.fields {
      guard let type = field.type ?? field.initialValue.flatMap(literalType(of:)) else {
        throw ExportError(
          "the error type '\(declaration.name)'",
          because: "the type of its field '\(field.name)' is not a literal's",
          at: field.range)
      }
      let value = try field.initialValue.map { (value) throws(ExportError) in
        " = " + (try expression(value))
      }
      fields.append("  var \(field.name): \(type)" + (value ?? ""))
    }
    let equatable: [StructDeclaration.Conformance] =
      StructDeclaration.Conformance.comparesEqual(declaration.conformances) ? [] : [.equatable]
    let header =
      "struct \(declaration.name): "
      + (["Error"] + (equatable + declaration.conformances).map(\.rawValue))
      .joined(separator: ", ")
    let members = try computedPropertyLines(declaration.computedProperties)
    guard !fields.isEmpty || !members.isEmpty else { return [header + " {}"] }
    return [header + " {"] + fields + (fields.isEmpty ? members.dropFirst() : members[...]) + ["}"]
  }

  /// `final class Name` (or `actor Name`) with stored and `@Dependency` properties, `init`s
  /// and methods.
  private mutating func modelDeclaration(_ declaration: ModelDeclaration) throws(ExportError)
    -> [String]
  {
    var lines =
      declaration.isActor
      ? []
      : declaration.storedProperties.isEmpty
        ? [
          "// NB: @unchecked Sendable: its only stored properties are `@Dependency` wrappers, which",
          "// are Sendable and never reassigned.",
        ]
        : [
          "// NB: @unchecked Sendable: the program runs its tasks one at a time on one serial",
          "// executor, so no two of them use its stored properties at once.",
        ]
    if declaration.isObservable {
      usesObservation = true
      lines.append("@Observable")
    }
    lines += mainActorLines(declaration.isMainActor)
    lines.append(
      declaration.isActor
        ? "actor \(declaration.name) {" : "final class \(declaration.name): @unchecked Sendable {")
    for property in declaration.storedProperties {
      lines += try storedPropertyLines(property, of: declaration)
    }
    if !declaration.storedProperties.isEmpty, !declaration.properties.isEmpty { lines.append("") }
    for property in declaration.properties {
      if property.isObservationIgnored { lines.append("  @ObservationIgnored") }
      lines.append(
        try dependencyPropertyLine(
          name: property.name, keyPath: property.keyPath, at: property.range))
    }
    model = declaration
    defer { model = nil }
    lines += try computedPropertyLines(declaration.computedProperties)
    lines += try initializerLines(declaration.initializers)
    for method in declaration.methods {
      lines += try methodLines(method, isMainActor: declaration.isMainActor(method))
    }
    lines.append("}")
    return lines
  }

  /// A method of a class or of a feature, after an empty line, indented as a member:
  /// `func name(…) async throws -> Type { … }`.
  package mutating func methodLines(_ method: ModelDeclaration.Method, isMainActor: Bool)
    throws(ExportError) -> [String]
  {
    let returnType = try self.returnType(of: method)
    let effects =
      (method.isAsync ? " async" : "")
      + (throwingMethodNames.contains(method.name) ? " throws" : "")
    var lines = [""] + mainActorLines(method.isMainActor).map { "  " + $0 }
    lines.append(
      "  func \(method.name)(\(try parameters(method.parameters)))\(effects)"
        + "\(returnType.map { " -> \($0)" } ?? "") {")
    var scope = ExportScope(
      isAsync: method.isAsync, isMainActor: isMainActor, returnsValue: returnType != nil)
    scope.isOnActor = model?.isActor == true
    scope.locals = Set(method.parameters.map(\.name))
    scopes = [scope]
    lines += try block(method.body.statements).map { $0.isEmpty ? "" : "    " + $0 }
    lines.append("  }")
    return lines
  }

  /// The Swift return type of `method`: the type of what its `return`s give, else of its last
  /// expression, where the exporter can tell it (the script may write a type of its own
  /// lessons' for it), else the type the method writes; `nil` when it returns nothing. A
  /// method that returns a value of a type the exporter cannot tell is refused, never
  /// exported as `Void`.
  private func returnType(of method: ModelDeclaration.Method) throws(ExportError) -> String? {
    // `-> Double` makes an integer literal returned a `Double`, which its own type is not.
    if method.returnsDouble { return method.returnType }
    let returned = Self.returnedValues(in: method.body.statements)
    guard let first = returned.first else {
      guard case .expression(let last)? = method.body.statements.last else {
        return method.returnType
      }
      return valueType(of: last)?.text ?? method.returnType
    }
    guard
      let type = returned.lazy.compactMap({ self.valueType(of: $0)?.text }).first
        ?? method.returnType
    else {
      throw ExportError(
        "the method '\(method.name)'", because: "the Swift type of the value it returns is unknown",
        at: first.range)
    }
    return type
  }

  /// The values `return` statements give in `statements` (nested blocks included; closures,
  /// which return from themselves, excluded).
  private static func returnedValues(in statements: [Statement]) -> [Expression] {
    statements.flatMap { statement -> [Expression] in
      if case .returnStatement(let value?, _) = statement { return [value] }
      return statement.nestedBlocks.flatMap { returnedValues(in: $0.statements) }
    }
  }

  private func keyDeclaration(_ key: KeyDeclaration) throws(ExportError) -> [String] {
    let valueType = try keyValueType(key)
    let type = valueType.text
    let typeName = key.swiftTypeName
    let introducer = key.swiftType?.extendsDeclaredType == true ? "extension" : "enum"
    var lines = [
      "\(introducer) \(typeName): \(key.live == nil ? "TestDependencyKey" : "DependencyKey") {"
    ]
    var probe = self
    probe.scopes = [ExportScope(isAsync: false)]
    let annotation = valueType.isWrittenOnValues ? ": " + type : ""
    if valueType == .alwaysNil {
      lines.append("  // Never?: the Optional that is always nil (the script gives it no value).")
    }
    let values: [(SwiftKeyType.ValueName, Expression?)] = [
      (.liveValue, key.live), (.previewValue, key.preview),
    ]
    for (name, value) in values {
      guard let value else { continue }
      lines += try probe.defaultValue(name, value, of: key, type: type, annotation: annotation)
        .indentedLines
    }
    switch key.test {
    case .value(let value)?:
      lines += try probe.defaultValue(
        .testValue, value, of: key, type: type, annotation: annotation
      ).indentedLines
    case .unimplemented?:
      let sample = key.live ?? key.preview
      lines.append("  static var testValue: \(type) {")
      lines.append(
        "    unimplemented(\(swiftString(key.name)), placeholder: \(sample.map(placeholder) ?? "nil"))"
      )
      lines.append("  }")
    case nil: break
    }
    lines.append("}")
    guard key.swiftType?.isReadByType != true else { return lines }
    lines += [
      "",
      "extension DependencyValues {",
      "  var \(key.name): \(type) {",
      "    get { self[\(typeName).self] }",
      "    set { self[\(typeName).self] = newValue }",
      "  }",
      "}",
    ]
    return lines
  }

  /// `static let name = value` (with the type `annotation` an Optional needs), or, for a
  /// value with state of its own, `static var name: Type { value }` (``makesFreshState(_:)``),
  /// or the getter the script wrote (``SwiftKeyType/getters``).
  private mutating func defaultValue(
    _ name: SwiftKeyType.ValueName, _ value: Expression, of key: KeyDeclaration, type: String,
    annotation: String
  ) throws(ExportError) -> String {
    if key.swiftType?.getters.contains(name) == true {
      guard case .call(.closure(let body), let arguments, nil, _) = value, arguments.isEmpty else {
        return "static var \(name): \(type) { \(try expression(value)) }"
      }
      let code = try closure(body, isAsync: false, returnsValue: true, inline: false)
      return "static var \(name): \(type) \(code)"
    }
    guard Self.makesFreshState(value) else {
      return "static let \(name)\(annotation) = \(try keyValue(value, annotation: annotation))"
    }
    return "static var \(name): \(type) { \(try expression(value)) }"
  }

  /// A key's value, after `static let name` and its type `annotation`: a client's
  /// construction breaks its arguments where the annotation makes the line too long.
  private mutating func keyValue(_ value: Expression, annotation: String) throws(ExportError)
    -> String
  {
    guard case .call(.name(let name, _), let arguments, nil, _) = value, let client = clients[name]
    else { return try expression(value) }
    return try clientConstruction(name, of: client, arguments, annotation: annotation.count)
  }

  /// A value of the same shape as `sample`: `0`, `""`, `false`, a record of placeholders.
  private func placeholder(_ sample: Expression) -> String {
    switch sample {
    case .integer: "0"
    case .floatingPoint: "0.0"
    case .string: "\"\""
    case .boolean: "false"
    case .list: "[]"
    case .call(.name(let name, _), let arguments, _, _):
      "\(name)("
        + arguments.map { "\($0.label ?? ""): \(placeholder($0.value))" }.joined(separator: ", ")
        + ")"
    default: "nil"
    }
  }
}

extension String {
  /// The text's lines, each indented by two spaces.
  package var indentedLines: [String] {
    split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
  }
}

extension ProgramWriter {
  /// `  @Dependency(\.key.field) var name`, a class's or a plain struct's property.
  package mutating func dependencyPropertyLine(
    name: String, keyPath: [String], at range: SourceRange
  )
    throws(ExportError) -> String
  {
    try refuseUnexportedKey(keyPath, at: range)
    noteSchedulerUse(ofKey: keyPath[0])
    return "  \(Self.dependencyAttribute(keyPath)) var \(name)"
  }

  /// `protocol AnalyticsClient: Sendable { func track(_ event: String) -> String }`, its
  /// requirements as the script wrote them.
  package static func protocolDeclaration(_ declaration: ProtocolDeclaration) -> [String] {
    let refined =
      declaration.refined.isEmpty ? "" : ": " + declaration.refined.joined(separator: ", ")
    return ["protocol \(declaration.name)\(refined) {"]
      + declaration.requirements.map { "  " + $0.spelling } + ["}"]
  }

  /// `@Dependency(\.key.field)`, or, for a key read by its type, `@Dependency(Settings.self)`.
  package static func dependencyAttribute(_ keyPath: [String]) -> String {
    if keyPath.count == 1, SwiftKeyType.typeRead(byKeyNamed: keyPath[0]) != nil {
      return "@Dependency(\(keyPath[0]))"
    }
    return "@Dependency(\\.\(keyPath.joined(separator: ".")))"
  }
}
