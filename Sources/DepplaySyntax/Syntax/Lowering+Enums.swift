import SwiftSyntax

extension Lowering {
  /// `enum LoadState: Equatable { case idle; case loading(progress: Int) }`, `enum Color:
  /// String, CaseIterable { case red, green = "g" }`: cases, with associated values or raw
  /// values, get-only computed properties (`var id: String { rawValue }`), methods (`mutating
  /// func advance() { self = .paid }`) and static members, read as a plain struct's are. A
  /// member of another kind (an `init`, a nested type) and a protocol depplay does not
  /// synthesize are refused by name. Any may be `@CasePathable`, as TCA lets a delegate enum
  /// or a state's mode be, and then `@dynamicMemberLookup` too, which reads its cases as
  /// properties (`mode.playing`); one nested in a feature's `Action` (`inAction`) is written
  /// back there by the export, and may be `BindableAction` (`enum View: BindableAction`).
  package mutating func plainEnum(_ syntax: EnumDeclSyntax, inAction: Bool = false)
    throws(ParseError) -> EnumDeclaration
  {
    let name = syntax.name.text
    let isCasePathable = syntax.attributes.contains {
      attributeName($0) == Self.casePathableAttribute
    }
    try refuseAttributes(
      syntax.attributes, on: isCasePathable ? "a @CasePathable enum" : "an enum",
      allowing: isCasePathable
        ? [Self.casePathableAttribute, Self.dynamicMemberLookupAttribute] : [])
    try refuseGenerics(syntax.genericParameterClause, of: "enum", named: name)
    var declaration = EnumDeclaration(
      name: name, nameRange: range(syntax.name), rawType: nil, conformances: [], cases: [],
      range: range(syntax))
    declaration.isInAction = inAction
    declaration.isCasePathable = isCasePathable
    declaration.hasCaseProperties = syntax.attributes.contains {
      attributeName($0) == Self.dynamicMemberLookupAttribute
    }
    for (index, inherited) in (syntax.inheritanceClause?.inheritedTypes ?? []).enumerated() {
      let written = inherited.type.trimmedDescription
      if let conformance = EnumDeclaration.Conformance(rawValue: written) {
        if conformance.isCoding, declaration.rawType == nil {
          throw notSupported(
            "an enum without a raw type that conforms to '\(written)'", at: inherited.type,
            notes: [
              "give it a raw type, written first (enum Palette: String, \(written)): its values"
                + " then encode as their raw values"
            ])
        }
        declaration.conformances.append(conformance)
      } else if index == 0, let rawType = EnumDeclaration.RawType(rawValue: written) {
        declaration.rawType = rawType
      } else if inAction, written == Self.bindableActionProtocol {
        declaration.isBindable = true
      } else {
        throw notSupported(
          "an enum that conforms to '\(written)'", at: inherited.type,
          notes: [
            "a plain enum has a raw type (String or Int, written first) and conforms to"
              + " Equatable, Hashable, Sendable, CaseIterable, Identifiable, Error,"
              + " LocalizedError or, with a raw type, Codable"
          ])
      }
    }
    for member in syntax.memberBlock.members {
      switch member.decl.as(DeclSyntaxEnum.self) {
      case .enumCaseDecl(let caseDeclaration):
        for element in caseDeclaration.elements {
          declaration.cases.append(try enumCase(element, of: declaration))
        }
      case .functionDecl(let function):
        declaration.methods.append(try method(function, in: name))
      case .variableDecl(let variable)
      where variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }:
        declaration.staticProperties.append(try staticProperty(variable, in: "an enum"))
      case .variableDecl(let variable) where variable.bindings.first?.accessorBlock != nil:
        declaration.computedProperties.append(try getOnlyComputedProperty(variable, in: "an enum"))
      case .variableDecl(let variable):
        throw ParseError(
          "enums must not contain stored properties",
          at: range(variable.bindings.first.map { Syntax($0.pattern) } ?? Syntax(variable)),
          notes: [
            "give it a getter (var title: String { … }), or make it 'static'"
          ])
      default:
        throw notSupported(
          "\(Self.memberKind(member.decl)) in an enum", at: member.decl,
          notes: [
            "a plain enum holds cases (case idle, case loaded(String)), computed properties"
              + " (var title: String { … }), methods and static members"
          ])
      }
    }
    return declaration
  }

  /// `loading(progress: Int)`, `green = "g"`, `high = 10`: a case with its associated values,
  /// or its raw value (written, or the one Swift gives it after `previous`).
  private func enumCase(_ syntax: EnumCaseElementSyntax, of declaration: EnumDeclaration)
    throws(ParseError) -> EnumDeclaration.Case
  {
    let name = syntax.name.text
    if let previous = declaration.enumCase(named: name) {
      throw ParseError(
        "invalid redeclaration of '\(name)'", at: range(syntax.name),
        notes: ["'\(name)' is first declared at line \(previous.range.start.line)"])
    }
    let parameters = syntax.parameterClause.map { clause in
      clause.parameters.map { parameter in
        EnumDeclaration.Parameter(
          label: parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text },
          type: writtenType(parameter.type))
      }
    }
    var enumCase = EnumDeclaration.Case(
      name: name, parameters: parameters, range: range(syntax))
    guard let rawType = declaration.rawType else {
      if let written = syntax.rawValue {
        throw ParseError(
          "enum case cannot have a raw value if the enum does not have a raw type",
          at: range(written.value))
      }
      return enumCase
    }
    if let clause = syntax.parameterClause {
      throw ParseError(
        "enum with raw type cannot have cases with arguments", at: range(clause),
        notes: ["'\(declaration.name)' declares the raw type '\(rawType.rawValue)'"])
    }
    if let written = syntax.rawValue {
      enumCase.rawValue = try rawValue(written.value, of: rawType)
      enumCase.rawValueIsWritten = true
    } else {
      switch (rawType, declaration.cases.last?.rawValue) {
      case (.string, _): enumCase.rawValue = .string(name)
      case (.int, .int(let previous)?): enumCase.rawValue = .int(previous &+ 1)
      case (.int, _): enumCase.rawValue = .int(0)
      }
    }
    if let used = declaration.cases.first(where: { $0.rawValue == enumCase.rawValue }) {
      throw ParseError(
        "raw value for enum case is not unique", at: range(syntax),
        notes: ["case '\(used.name)' has the same raw value"])
    }
    return enumCase
  }

  /// A written raw value: a string literal without interpolations, or an integer literal
  /// (negative with a `-`), as the raw type needs.
  private func rawValue(_ syntax: ExprSyntax, of rawType: EnumDeclaration.RawType)
    throws(ParseError) -> EnumDeclaration.RawValue
  {
    switch rawType {
    case .string:
      if let literal = syntax.as(StringLiteralExprSyntax.self),
        let text = literal.representedLiteralValue
      {
        return .string(text)
      }
    case .int:
      var digits = syntax
      var sign = 1
      if let prefixed = syntax.as(PrefixOperatorExprSyntax.self),
        prefixed.operator.tokenKind == .prefixOperator("-")
      {
        digits = prefixed.expression
        sign = -1
      }
      if let literal = digits.as(IntegerLiteralExprSyntax.self),
        let value = literal.representedLiteralValue.flatMap({ Int(exactly: $0) })
      {
        return .int(sign * value)
      }
    }
    throw ParseError(
      "a raw value of type '\(rawType.rawValue)' must be a literal", at: range(syntax),
      notes: [rawType == .string ? "write case name = \"text\"" : "write case name = 1"])
  }

  /// The attribute that gives an enum its case key paths (`\.delegate.saved`, `\.playing`).
  private static let casePathableAttribute = "CasePathable"
  /// The attribute that, with ``casePathableAttribute``, reads an enum's cases as properties.
  private static let dynamicMemberLookupAttribute = "dynamicMemberLookup"
  /// The protocol an enum nested in a feature's `Action` may conform to, as TCA's view
  /// actions do (`enum View: BindableAction`).
  private static let bindableActionProtocol = "BindableAction"
}
