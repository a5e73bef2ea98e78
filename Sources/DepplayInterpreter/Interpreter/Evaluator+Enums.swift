import DepplaySyntax

/// A member of a plain enum's value that the language gives a meaning: the catalogue the
/// evaluator resolves a member's name to once, and then switches over.
package enum EnumValueMember: String {
  /// `Color.green.rawValue`: the case's raw value, for an enum with a raw type (also the
  /// label of the initializer that finds a case by it, `Color(rawValue: "g")`).
  case rawValue
}

/// A static member of a plain enum other than its cases.
package enum EnumStaticMember: String {
  /// `Color.allCases`: every case, in declaration order, for a `CaseIterable` enum.
  case allCases
}

extension Interpreter {
  /// `enum LoadState { … }`: known from here on, its computed properties' code in `frame`.
  package func declare(_ declaration: EnumDeclaration, in frame: Frame) {
    state.withLock { $0.declare(declaration, in: frame) }
  }

  /// The enum that the payload being evaluated goes to, as an action case's type names it
  /// (`Alert` in `case alert(PresentationAction<Alert>)`): an implied case in it that
  /// several enums declare is that enum's, as Swift infers it from the type.
  @TaskLocal static var payloadEnum: String?

  /// `.loaded("facts")` where the type is implied: the case of the one plain enum that
  /// declares it; `nil` when no plain enum does. Where several do, the one `preferred` picks,
  /// when it picks one, is the type Swift infers (a button's action: the alert's actions), or
  /// else the one ``payloadEnum`` names.
  package func impliedEnumCase(
    _ name: String, arguments: [Argument]?, range: SourceRange, _ context: inout Context,
    preferring preferred: (EnumDeclaration) -> Bool = { _ in false }
  ) throws -> ScriptValue? {
    var declaring = state.withLock { state in
      state.enums.values.filter { $0.enumCase(named: name) != nil }.map(\.self)
    }.sorted { $0.name < $1.name }
    if declaring.count > 1, declaring.filter(preferred).count == 1 {
      declaring = declaring.filter(preferred)
    } else if declaring.count > 1, let payloadEnum = Self.payloadEnum,
      declaring.filter({ $0.name == payloadEnum }).count == 1
    {
      declaring = declaring.filter { $0.name == payloadEnum }
    }
    guard let declaration = declaring.first else { return nil }
    guard declaring.count == 1 else {
      throw RuntimeError(
        "'.\(name)' is a case of " + declaring.map(\.name).joined(separator: " and "),
        at: range,
        notes: ["name the type: \(declaration.name).\(name)"])
    }
    return try makeCase(name, of: declaration, arguments: arguments, range: range, &context)
  }

  /// `LoadState.idle`, `LoadState.loaded("facts")`, `Color.allCases`, where `base` names a
  /// plain enum; `nil` when it does not, or names one of its own static members.
  package func enumStaticMember(
    _ name: String, of base: Expression, arguments: [Argument], range: SourceRange,
    _ context: Context
  ) throws -> ScriptValue? {
    guard case .name(let type, let typeRange) = base,
      context.frame.resolutions[typeRange] == .model,
      let declaration = state.withLock({ $0.enums[type] })
    else { return nil }
    if declaration.enumCase(named: name) != nil {
      var context = context
      return try makeCase(
        name, of: declaration, arguments: arguments.isEmpty ? nil : arguments, range: range,
        &context)
    }
    switch EnumStaticMember(rawValue: name) {
    case .allCases? where declaration.conformances.contains(.caseIterable):
      return .list(declaration.cases.map { caseValue($0, of: declaration, payload: nil) })
    case _ where declaredMembers(ofType: type)?.declaration.staticMemberNames.contains(name) == true:
      // `Light.first`, `Light.named("red")`: a static member it declares, read or called as
      // a plain struct's.
      return nil
    default:
      throw RuntimeError(
        "type '\(type)' has no member '\(name)'", at: range,
        notes: DidYouMean.note(for: name, among: declaration.cases.map(\.name))
          + (EnumStaticMember(rawValue: name) == .allCases
            ? ["declare it 'enum \(type): CaseIterable' to list its cases"] : []))
    }
  }

  /// `Color(rawValue: "g")`: the case with that raw value, or `nil`.
  package func enumFromRawValue(
    _ declaration: EnumDeclaration, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    guard declaration.rawType != nil else {
      throw RuntimeError(
        "'\(declaration.name)' cannot be constructed because it has no accessible initializers",
        at: range,
        notes: ["a case is written \(declaration.name).\(declaration.cases.first?.name ?? "name")"])
    }
    guard arguments.count == 1, let argument = arguments.first,
      argument.label == EnumValueMember.rawValue.rawValue
    else {
      throw RuntimeError(
        "\(declaration.name) is made from its raw value: \(declaration.name)(rawValue: …)",
        at: range)
    }
    let raw = try evaluate(argument.value, &context)
    let found = declaration.cases.first { enumCase in
      switch (enumCase.rawValue, raw) {
      case (.string(let text)?, .string(let given)): text == given
      case (.int(let number)?, .int(let given)): number == given
      default: false
      }
    }
    return found.map { caseValue($0, of: declaration, payload: nil) } ?? .none
  }

  /// `value.rawValue`, or a case read as a property (``caseProperty(_:of:)``).
  package func enumMember(_ name: String, of value: EnumValue, range: SourceRange) throws
    -> ScriptValue
  {
    if let payload = caseProperty(name, of: value) { return payload }
    switch (EnumValueMember(rawValue: name), value.rawValue) {
    case (.rawValue?, .string(let text)?): return .string(text)
    case (.rawValue?, .int(let number)?): return .int(number)
    case (.rawValue?, nil), (nil, _): break
    }
    throw RuntimeError("value of type '\(value.typeName)' has no member '\(name)'", at: range)
  }

  /// Whether the case pattern `.name(payload…)` matches `value`, binding what it binds.
  package func matchEnumCase(
    _ name: String, payload: [Pattern], _ value: EnumValue, range: SourceRange,
    binding match: (Pattern, ScriptValue) throws -> Bool
  ) throws -> Bool {
    guard value.caseName == name else { return false }
    guard !payload.isEmpty else { return true }
    let parts = value.payload ?? []
    guard payload.count == parts.count else {
      throw RuntimeError(
        "the case '.\(name)' of \(value.typeName) has \(parts.count) associated value(s), not"
          + " \(payload.count)", at: range)
    }
    for (pattern, part) in zip(payload, parts) where try !match(pattern, part.value) {
      return false
    }
    return true
  }

  /// The case `name` of `declaration`, made with `arguments` (`nil`: written without
  /// parentheses), which must fit its associated values' labels, as Swift requires.
  private func makeCase(
    _ name: String, of declaration: EnumDeclaration, arguments: [Argument]?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard let enumCase = declaration.enumCase(named: name) else {
      throw RuntimeError("type '\(declaration.name)' has no member '\(name)'", at: range)
    }
    let signature =
      "." + name
      + (enumCase.parameters.map { parameters in
        "("
          + parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }
          .joined(separator: ", ") + ")"
      } ?? "")
    guard let parameters = enumCase.parameters else {
      guard arguments == nil else {
        throw RuntimeError(
          "enum case '\(name)' has no associated values", at: range,
          notes: ["write \(signature)"])
      }
      return caseValue(enumCase, of: declaration, payload: nil)
    }
    guard let arguments, arguments.map(\.label) == parameters.map(\.label) else {
      throw RuntimeError(
        "the case '\(declaration.name).\(name)' takes \(parameters.count) associated value(s)"
          + (parameters.contains { $0.label != nil } ? ", with their labels" : ""),
        at: range, notes: ["write \(signature)"])
    }
    var payload: [EnumValue.Part] = []
    for (parameter, argument) in zip(parameters, arguments) {
      payload.append(.init(label: parameter.label, value: try evaluate(argument.value, &context)))
    }
    return try bounded(caseValue(enumCase, of: declaration, payload: payload), at: range)
  }

  /// `enumCase` of `declaration` with one unlabelled associated value.
  func caseValue(
    _ enumCase: EnumDeclaration.Case, of declaration: EnumDeclaration, value: ScriptValue,
    range: SourceRange
  ) throws -> ScriptValue {
    try bounded(
      caseValue(enumCase, of: declaration, payload: [.init(label: nil, value: value)]), at: range)
  }

  private func caseValue(
    _ enumCase: EnumDeclaration.Case, of declaration: EnumDeclaration,
    payload: [EnumValue.Part]?
  ) -> ScriptValue {
    .enumCase(
      EnumValue(
        typeName: declaration.name, caseName: enumCase.name, payload: payload,
        rawValue: enumCase.rawValue, isSwiftResult: declaration.isSwiftResult))
  }
}
