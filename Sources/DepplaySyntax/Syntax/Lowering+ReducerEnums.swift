import SwiftSyntax

/// `@Reducer enum Destination { case edit(EditItem) case settings(Settings) }`: TCA's macro
/// makes an enum of features a feature, its `State` an enum of their states, its `Action` an
/// enum of their actions, and its reducer one that runs each case's feature on that case.
extension Lowering {
  /// Whether `syntax` is written `@Reducer enum Name { … }`.
  package static func isReducerEnum(_ syntax: EnumDeclSyntax) -> Bool {
    syntax.attributes.contains {
      guard case .attribute(let attribute) = $0 else { return false }
      return attribute.attributeName.trimmedDescription == "Reducer"
    }
  }

  /// The `@Reducer enum`s declared inside the feature `syntax` (TCA's articles nest a
  /// feature's `Destination` and `Path` in it). Each is declared as if at the top level, and
  /// named `Destination`, as code in the feature names it, or `Contacts.Destination` in an
  /// extension of its `State`.
  package static func nestedReducerEnums(of syntax: StructDeclSyntax) -> [EnumDeclSyntax] {
    syntax.memberBlock.members.compactMap { $0.decl.as(EnumDeclSyntax.self) }
      .filter(isReducerEnum)
  }

  /// `@Reducer enum Name { case a(A) … }`, each case holding one feature or an alert
  /// (`case alert(AlertState<Alert>)`), as a feature whose `State` and `Action` are enums
  /// (``FeatureDeclaration/caseFeatures``); the plain enums it declares (`@CasePathable enum
  /// Alert { … }`, its alert's actions) are declared as a feature's are. Another member, and a
  /// case of another shape (`case empty`), is refused by name.
  package mutating func reducerEnum(_ syntax: EnumDeclSyntax) throws(ParseError)
    -> FeatureDeclaration
  {
    let name = syntax.name.text
    try refuseAttributes(syntax.attributes, on: "a @Reducer enum", allowing: ["Reducer"])
    try refuseGenerics(syntax.genericParameterClause, of: "enum", named: name)
    if let inherited = syntax.inheritanceClause {
      throw notSupported(
        "a conformance on a @Reducer enum ('\(inherited.trimmedDescription)')", at: inherited,
        notes: [
          "the macro writes State and Action; conform State with extension \(name).State: Equatable {}"
        ])
    }
    var cases: [ReducerEnumCase] = []
    var nestedEnums: [EnumDeclaration] = []
    var writtenAction: EnumDeclSyntax?
    for member in syntax.memberBlock.members {
      if let nested = member.decl.as(EnumDeclSyntax.self), nested.name.text == "Action",
        !Self.isReducerEnum(nested)
      {
        writtenAction = nested
        continue
      }
      if let nested = member.decl.as(EnumDeclSyntax.self), !Self.isReducerEnum(nested) {
        nestedEnums.append(try plainEnum(nested))
        continue
      }
      guard let caseDeclaration = member.decl.as(EnumCaseDeclSyntax.self),
        caseDeclaration.attributes.allSatisfy({
          attributeName($0) == Self.reducerCaseIgnoredAttribute
            || attributeName($0) == Self.reducerCaseEphemeralAttribute
        })
      else {
        let line = member.decl.trimmedDescription.prefix { !$0.isNewline }
        throw notSupported(
          "this member of a @Reducer enum ('\(line)')", at: member,
          notes: ["a @Reducer enum holds cases, each carrying a feature: case edit(EditItem)"])
      }
      let attributes = caseDeclaration.attributes.map(attributeName)
      for element in caseDeclaration.elements {
        var enumCase = try reducerEnumCase(element, of: name)
        enumCase.isIgnored = attributes.contains(Self.reducerCaseIgnoredAttribute)
        // An alert's case is ephemeral already (the macro makes it so): the attribute says
        // what the case is, and changes nothing.
        if attributes.contains(Self.reducerCaseEphemeralAttribute) {
          guard case .alert = enumCase.payload else {
            throw notSupported(
              "@ReducerCaseEphemeral on a case that does not carry an alert"
                + " ('case \(element.trimmedDescription)')",
              at: caseDeclaration.attributes,
              notes: [
                "depplay's ephemeral cases are alerts: @ReducerCaseEphemeral case"
                  + " alert(AlertState<Alert>)"
              ])
          }
        }
        if enumCase.isIgnored, case .feature = enumCase.payload {
          throw notSupported(
            "@ReducerCaseIgnored on a case carrying a feature ('case \(element.trimmedDescription)')",
            at: caseDeclaration.attributes,
            notes: [
              "depplay ignores only an alert's case: @ReducerCaseIgnored case alert(AlertState<Alert>)"
            ])
        }
        cases.append(enumCase)
      }
    }
    // `case edit(EditItem)`: `State`'s `edit(EditItem.State)`, `Action`'s `edit(EditItem.Action)`.
    let stateCases = cases.map(\.stateCase)
    var actionCases = cases.filter { !$0.isIgnored }.compactMap(\.actionCase)
    if let writtenAction {
      actionCases = try reducerEnumAction(writtenAction, of: name, cases: cases)
    }
    let whole = range(syntax)
    var feature = FeatureDeclaration(
      name: name, nameRange: range(syntax.name), stateFields: [], stateCases: stateCases,
      actionCases: actionCases, properties: [], body: [], bodyRange: whole, range: whole)
    feature.caseFeatures = cases
    feature.nestedEnums = nestedEnums
    feature.stateIsObservable = true
    return feature
  }

  /// `@CasePathable enum Action { … }` written in a `@Reducer enum`, as TCA lets one be when
  /// a case is `@ReducerCaseIgnored`: its cases, each the `Action` case of one of the enum's
  /// cases (`alert(Alert)` of `alert(AlertState<Alert>)`, `edit(EditItem.Action)` of
  /// `edit(EditItem)`), every case the macro would write among them. Another case, or one
  /// left out, is refused by name.
  private func reducerEnumAction(
    _ syntax: EnumDeclSyntax, of owner: String, cases: [ReducerEnumCase]
  ) throws(ParseError) -> [FeatureDeclaration.ActionCase] {
    let written = try enumCases(syntax, owner: "enum Action")
    let matches = { (enumCase: ReducerEnumCase, action: FeatureDeclaration.ActionCase) in
      enumCase.actionCase.map { $0.name == action.name && $0.payloadTypes == action.payloadTypes }
        ?? false
    }
    for action in written where !cases.contains(where: { matches($0, action) }) {
      throw ParseError(
        "a case of \(owner).Action that is not one of its cases' ('case \(action.name)') is not"
          + " supported yet", at: action.range,
        notes: ["each case of Action carries one case's actions: case edit(EditItem.Action)"])
    }
    for enumCase in cases
    where !enumCase.isIgnored && enumCase.actionCase != nil
      && !written.contains(where: { matches(enumCase, $0) })
    {
      throw notSupported(
        "an Action of \(owner) without the case of '\(enumCase.name)'", at: syntax.name,
        notes: ["add case \(enumCase.actionCase?.name ?? enumCase.name)(…), as the macro writes it"]
      )
    }
    return written
  }

  /// `edit(EditItem)`: a case carrying one feature, named by a plain type name;
  /// `alert(AlertState<Alert>)`, a case carrying an alert whose buttons send `Alert`'s cases;
  /// or `session(Session, huddle: Huddle)`, a case carrying plain values of the script's
  /// types (a struct or an enum it declares, or one value of another type).
  private func reducerEnumCase(_ syntax: EnumCaseElementSyntax, of owner: String)
    throws(ParseError) -> ReducerEnumCase
  {
    guard let parameters = syntax.parameterClause?.parameters, !parameters.isEmpty,
      parameters.allSatisfy({ $0.defaultValue == nil && $0.secondName == nil }),
      syntax.rawValue == nil,
      let payload = reducerEnumCasePayload(Array(parameters))
    else {
      throw notSupported(
        "a case of a @Reducer enum that does not carry a feature, an alert or values ('case \(syntax.trimmedDescription)')",
        at: syntax,
        notes: [
          "each case of \(owner) carries one feature, case \(syntax.name.text)(Feature), an "
            + "alert, case \(syntax.name.text)(AlertState<Alert>), or values, case "
            + "\(syntax.name.text)(Item, owner: Owner)",
          "for a dialog, present a feature of its own",
        ])
    }
    return ReducerEnumCase(name: syntax.name.text, payload: payload, range: range(syntax))
  }

  /// What a case's payload is: one unlabelled type name is a feature or an alert, as the
  /// macro reads it (``reducerEnumPayload(_:)``); more than one value,
  /// or a labelled one (`Session, huddle: Huddle`), are values.
  private func reducerEnumCasePayload(_ parameters: [EnumCaseParameterSyntax])
    -> ReducerEnumCase.Payload?
  {
    if parameters.count == 1, let parameter = parameters.first, parameter.firstName == nil {
      return parameter.type.as(IdentifierTypeSyntax.self).flatMap(Self.reducerEnumPayload)
    }
    return .values(
      types: parameters.map { writtenType($0.type) }, shapes: parameters.map { typeShape($0.type) },
      labels: parameters.map { $0.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text } })
  }

  /// What a case's payload type names: a feature (`EditItem`), or an alert
  /// (`AlertState<Alert>`, its actions' type a plain name or one nested in the presenting
  /// feature's `Action`, `AlertState<Contacts.Action.Alert>`, named by its own name as
  /// depplay declares it); `nil` for another type.
  private static func reducerEnumPayload(_ type: IdentifierTypeSyntax) -> ReducerEnumCase.Payload? {
    guard let generics = type.genericArgumentClause else { return .feature(type.name.text) }
    guard type.name.text == "AlertState", generics.arguments.count == 1,
      case .type(let argument) = generics.arguments.first?.argument
    else { return nil }
    if let action = argument.as(IdentifierTypeSyntax.self), action.genericArgumentClause == nil {
      return .alert(action: action.name.text)
    }
    guard let member = argument.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
      member.baseType.as(MemberTypeSyntax.self)?.name.text == "Action"
    else { return nil }
    return .alert(action: member.name.text)
  }

  /// The enum of an alert's actions that a field's type names: `Alert` of
  /// `AlertState<Action.Alert>?` or `AlertState<Alert>` (the last name of its one generic
  /// argument, as depplay declares nested enums by their own names); `nil` for another type.
  static func alertActions(of type: TypeSyntax) -> String? {
    let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type
    guard let alert = wrapped.as(IdentifierTypeSyntax.self), alert.name.text == "AlertState",
      let arguments = alert.genericArgumentClause?.arguments, arguments.count == 1,
      case .type(let argument) = arguments.first?.argument
    else { return nil }
    if let action = argument.as(IdentifierTypeSyntax.self) { return action.name.text }
    return argument.as(MemberTypeSyntax.self)?.name.text
  }

  /// `extension Destination.State: Equatable {}` where `Destination` is a `@Reducer enum` of
  /// the script: TCA's enum `State` conforms to nothing by itself, so code conforms it; depplay
  /// compares any state, so there is nothing to run (`[]`). `nil` for another extension.
  package func reducerEnumStateExtension(_ syntax: ExtensionDeclSyntax) throws(ParseError)
    -> [Statement]?
  {
    let extended = syntax.extendedType.trimmedDescription
    guard extended.hasSuffix(".State"),
      let file = syntax.root.as(SourceFileSyntax.self),
      file.statements.contains(where: {
        if let enumSyntax = $0.item.as(EnumDeclSyntax.self) {
          return enumSyntax.name.text + ".State" == extended && Self.isReducerEnum(enumSyntax)
        }
        guard let feature = $0.item.as(StructDeclSyntax.self) else { return false }
        return Self.nestedReducerEnums(of: feature).contains {
          "\(feature.name.text).\($0.name.text).State" == extended
        }
      })
    else { return nil }
    let conformances = syntax.inheritanceClause?.inheritedTypes ?? []
    for inherited in conformances
    where !Self.stateConformances.contains(inherited.type.trimmedDescription) {
      throw notSupported(
        "an extension that conforms '\(extended)' to '\(inherited.type.trimmedDescription)'",
        at: inherited,
        notes: ["a @Reducer enum's State may be conformed to Equatable, Hashable or Sendable"])
    }
    guard syntax.attributes.isEmpty, syntax.genericWhereClause == nil,
      syntax.memberBlock.members.isEmpty, !conformances.isEmpty
    else {
      throw notSupported(
        "an extension of '\(extended)' other than a conformance", at: syntax.extensionKeyword,
        notes: ["write extension \(extended): Equatable {}"])
    }
    return []
  }

  /// The protocols an extension may conform a `@Reducer enum`'s `State` to.
  private static let stateConformances: Set<String> = ["Equatable", "Hashable", "Sendable"]
  /// The attribute that leaves a `@Reducer enum`'s case out of its `Action` and its body.
  private static let reducerCaseIgnoredAttribute = "ReducerCaseIgnored"
  /// The attribute that marks a `@Reducer enum`'s case as state that is dismissed once one of
  /// its actions is sent: an alert's.
  private static let reducerCaseEphemeralAttribute = "ReducerCaseEphemeral"
}
