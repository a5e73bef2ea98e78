import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyClient struct APIClient { var fetch: @Sendable (Int) async throws -> String }`:
/// every closure property an endpoint (``DependencyEndpointMacro``), unimplemented unless
/// given, with `init()` (all unimplemented) and an initializer taking any of the endpoints.
public struct DependencyClientMacro: MemberMacro, MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let client = declaration.as(StructDeclSyntax.self)?.name.text ?? ""
    let endpoints = declaration.memberBlock.members.compactMap {
      Endpoint($0.decl.as(VariableDeclSyntax.self), of: client)
    }
    let unimplemented = endpoints.map { "    \($0.storage) = \($0.unimplemented)" }
    let parameters = endpoints.map {
      "    \($0.name): @escaping \($0.type) = \($0.unimplemented)"
    }
    let assignments = endpoints.map { "    self.\($0.storage) = \($0.name)" }
    return [
      "init() {\n\(raw: unimplemented.joined(separator: "\n"))\n}",
      """
      init(
      \(raw: parameters.joined(separator: ",\n"))
      ) {
      \(raw: assignments.joined(separator: "\n"))
      }
      """,
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let variable = member.as(VariableDeclSyntax.self), Endpoint(variable, of: "") != nil,
      Endpoint.methodAttribute(of: variable) == nil
    else { return [] }
    return ["@DependencyEndpoint"]
  }
}

/// An endpoint of a `@DependencyClient`: its closure in `_name`, which `name` reads and
/// writes, and which the client's initializers set. (An initial value, `= { false }`, is
/// what the unimplemented endpoint returns after reporting, as swift-dependencies' macro
/// makes it: the client's `init()` gives it so.)
public struct DependencyEndpointMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let endpoint = Endpoint(declaration.as(VariableDeclSyntax.self), of: "") else {
      return []
    }
    var accessors: [AccessorDeclSyntax] = []
    if endpoint.placeholder != nil {
      // An initial value needs an `init` accessor.
      accessors.append(
        """
        @storageRestrictions(initializes: \(raw: endpoint.storage))
        init(initialValue) { \(raw: endpoint.storage) = initialValue }
        """)
    }
    return accessors + [
      "get { \(raw: endpoint.storage) }", "set { \(raw: endpoint.storage) = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let endpoint = Endpoint(declaration.as(VariableDeclSyntax.self), of: "") else {
      throw DiagnosticsError(diagnostics: [
        Diagnostic(
          node: node,
          message: MacroMessage(
            "'@DependencyEndpoint' applies to a 'var' of a closure type in a struct"))
      ])
    }
    let storage: DeclSyntax = "var \(raw: endpoint.storage): \(raw: endpoint.type)"
    guard let method = Endpoint.method(named: node), let function = endpoint.function else {
      return [storage]
    }
    return [storage, function.method(named: method, calling: endpoint.name)]
  }
}

/// The closure type of an endpoint, for the method `@DependencyEndpoint(method:)` names.
struct EndpointFunction {
  let type: FunctionTypeSyntax

  /// `func method(label p0: Type, …) async throws -> Result { try await self.name(p0, …) }`:
  /// each parameter labelled with its name in the closure type (`_ title: String`), or none.
  func method(named method: String, calling name: String) -> DeclSyntax {
    let parameters = type.parameters.enumerated().map { index, parameter in
      let label = parameter.secondName.map(\.text) ?? "_"
      return "\(label) p\(index): \(parameter.type.trimmedDescription)"
    }
    let arguments = (0..<type.parameters.count).map { "p\($0)" }
    let effects = type.effectSpecifiers
    let isAsync = effects?.asyncSpecifier != nil
    let isThrowing = effects?.throwsClause != nil
    let marks = (isThrowing ? "try " : "") + (isAsync ? "await " : "")
    let signature =
      (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
      + " -> \(type.returnClause.type.trimmedDescription)"
    let body = "\(marks)self.\(name)(\(arguments.joined(separator: ", ")))"
    return
      "func \(raw: method)(\(raw: parameters.joined(separator: ", ")))\(raw: signature) {\n  \(raw: body)\n}"
  }
}

/// A client's closure property: `var name: @Sendable (…) -> Result` (with an initial value,
/// the placeholder an unimplemented call returns).
struct Endpoint {
  let client: String
  let name: String
  let type: String
  let placeholder: String?

  /// The property's storage, `_name`.
  var storage: String { "_" + name }

  /// The unimplemented endpoint: `unimplementedEndpoint("Client.name")`, with the placeholder
  /// the initial value gives.
  var unimplemented: String {
    let described = "\"\(client).\(name)\""
    guard let placeholder else { return "unimplementedEndpoint(\(described))" }
    return "unimplementedEndpoint(\(described), placeholder: (\(placeholder))())"
  }

  init?(_ variable: VariableDeclSyntax?, of client: String) {
    guard let variable, variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.accessorBlock == nil,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
      let type = binding.typeAnnotation?.type, Self.isFunction(type)
    else { return nil }
    name = identifier.identifier.text
    self.type = type.trimmedDescription
    placeholder = binding.initializer?.value.trimmedDescription
    self.client = client
  }

  /// The endpoint's closure type, its attributes (`@Sendable`) aside.
  var function: EndpointFunction? {
    var type = TypeSyntax(stringLiteral: self.type)
    while let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
    return type.as(FunctionTypeSyntax.self).map(EndpointFunction.init)
  }

  /// The `@DependencyEndpoint(method: "name")` attribute written on `variable`, if any.
  static func methodAttribute(of variable: VariableDeclSyntax) -> AttributeSyntax? {
    variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
      $0.attributeName.trimmedDescription == "DependencyEndpoint"
    }
  }

  /// The method `attribute` (`@DependencyEndpoint(method: "name")`) names; `nil` without one.
  static func method(named attribute: AttributeSyntax) -> String? {
    guard let arguments = attribute.arguments?.as(LabeledExprListSyntax.self),
      let argument = arguments.first(where: { $0.label?.text == "method" }),
      let literal = argument.expression.as(StringLiteralExprSyntax.self),
      let name = literal.representedLiteralValue, !name.isEmpty
    else { return nil }
    return name
  }

  /// Whether `type` is a function type, possibly with attributes (`@Sendable`).
  static func isFunction(_ type: TypeSyntax) -> Bool {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return isFunction(attributed.baseType)
    }
    return type.is(FunctionTypeSyntax.self)
  }
}
