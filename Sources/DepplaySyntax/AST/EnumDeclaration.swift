/// `enum LoadState: Equatable { case idle; case loaded(String) }`, `enum Color: String { case
/// red, green = "g" }`: a plain enum declared outside a feature. Its values are one of its
/// cases, with the case's associated values; printed, compared and matched as Swift does.
package struct EnumDeclaration: Sendable {
  /// A protocol a plain enum may conform to, or the raw type it is declared with.
  package enum Conformance: String, Sendable, CaseIterable {
    /// `==` compares the case and its associated values.
    case equatable = "Equatable"
    /// Hashing combines the case and its associated values.
    case hashable = "Hashable"
    /// Its values can cross concurrency domains.
    case sendable = "Sendable"
    /// `Type.allCases` lists the cases in declaration order.
    case caseIterable = "CaseIterable"
    /// Its cases can be thrown, and caught as its type (`catch let error as LoadError`).
    case error = "Error"
    /// It has an `id` property, a computed property it declares (`var id: String { rawValue }`).
    case identifiable = "Identifiable"
    /// Foundation's error protocol: an error whose `localizedDescription` is the
    /// `errorDescription` it declares (`var errorDescription: String? { … }`), when not `nil`.
    case localizedError = "LocalizedError"
    /// Its values encode to and decode from JSON as their raw values, as Swift synthesizes it
    /// for an enum with a raw type (the only kind that may declare it in depplay).
    case codable = "Codable"
    /// Its values encode as their raw values.
    case encodable = "Encodable"
    /// Its values decode from their raw values.
    case decodable = "Decodable"

    /// Whether it is one of the JSON coding protocols, which depplay synthesizes only for an
    /// enum with a raw type.
    package var isCoding: Bool { self == .codable || self == .encodable || self == .decodable }
  }

  /// Whether its values encode (`Codable` or `Encodable`, synthesized).
  package var encodes: Bool { conformances.contains(.codable) || conformances.contains(.encodable) }
  /// Whether its values decode (`Codable` or `Decodable`, synthesized).
  package var decodes: Bool { conformances.contains(.codable) || conformances.contains(.decodable) }

  /// Whether its cases can be thrown: it conforms to `Error`, or to `LocalizedError`, which
  /// refines it.
  package var isError: Bool {
    conformances.contains(.error) || conformances.contains(.localizedError)
  }

  /// The type of an enum's raw values (`enum Color: String`).
  package enum RawType: String, Sendable {
    /// Each case's raw value is its name unless written.
    case string = "String"
    /// Each case's raw value is the previous one plus 1 (the first 0) unless written.
    case int = "Int"
  }

  /// A raw value: a string or an integer literal.
  package enum RawValue: Sendable, Equatable {
    /// `case green = "g"`, or a case's own name.
    case string(String)
    /// `case high = 10`, or the one after the previous case's.
    case int(Int)
  }

  /// One associated value of a case: `progress: Int`, `String`.
  package struct Parameter: Sendable {
    /// Its label, if written.
    package var label: String?
    /// Its type as written.
    package var type: String
  }

  /// One case: `case loading(progress: Int)`, `case green = "g"`.
  package struct Case: Sendable {
    /// The case's name.
    package var name: String
    /// Its associated values, in order; `nil` for a case declared without parentheses.
    package var parameters: [Parameter]?
    /// Its raw value (written, or the one Swift gives it), for an enum with a raw type.
    package var rawValue: RawValue?
    /// Whether the raw value is written in the declaration (`case green = "g"`).
    package var rawValueIsWritten = false
    /// Where it is declared.
    package var range: SourceRange
  }

  /// The type's name.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// The raw type, if declared.
  package var rawType: RawType?
  /// The protocols it conforms to, in the order written (the raw type is not one of them).
  package var conformances: [Conformance]
  /// The cases, in declaration order.
  package var cases: [Case]
  /// The whole declaration.
  package var range: SourceRange
  /// Whether it is Swift's own `Result` (``swiftResult``), which has methods of its own.
  package var isSwiftResult = false
  /// Whether it is marked `@CasePathable` (an enum nested in a feature's `Action`, as a
  /// delegate's is, or a state's mode), so that a case key path reaches its cases:
  /// `\.delegate.saved`, `mode.is(\.playing)`.
  package var isCasePathable = false
  /// Whether it is marked `@dynamicMemberLookup` too (with `@CasePathable`), so that each
  /// case reads as a property: `mode.playing`, the case's associated value if `mode` is that
  /// case, `nil` if not.
  package var hasCaseProperties = false
  /// Whether it is declared inside a feature's `Action` (`enum Alert` of `Action.Alert`, a
  /// delegate's `enum Delegate`), where the export writes it back.
  package var isInAction = false
  /// Whether it is declared `BindableAction` inside a feature's `Action` (TCA's view actions:
  /// `enum View: BindableAction { case binding(BindingAction<State>) … }`, carried by `case
  /// view(View)`), whose binding case a `BindingReducer(action: \.view)` sets the feature's
  /// state from.
  package var isBindable = false

  /// Whether it has the case `BindableAction` requires: `case binding(BindingAction<State>)`.
  package var hasBindingCase: Bool {
    cases.contains { enumCase in
      enumCase.name == FeatureDeclaration.ActionCase.bindingCaseName
        && enumCase.parameters?.map(\.type) == ["BindingAction<State>"]
        && enumCase.parameters?.first?.label == nil
    }
  }
  /// Its computed properties (`var title: String { switch self { … } }`), in declaration
  /// order: get-only, with `self` the case value.
  package var computedProperties: [ComputedProperty] = []
  /// Its methods, `static` ones included, in declaration order (`mutating` ones may assign
  /// `self` another case).
  package var methods: [MethodDeclaration] = []
  /// Its `static let` and `static var` properties, in declaration order.
  package var staticProperties: [StaticProperty] = []

  /// Whether it declares members run as code: computed properties, methods, static
  /// properties.
  package var hasMemberCode: Bool {
    !(computedProperties.isEmpty && methods.isEmpty && staticProperties.isEmpty)
  }

  /// Its members as a plain struct's code is checked and run, so that an enum's computed
  /// properties, methods and static properties are a struct's
  /// (``StructDeclaration/computedProperties``), with `self` the case value: no stored
  /// property but `rawValue`, a constant, for an enum with a raw type.
  package var memberDeclaration: StructDeclaration {
    var declaration = StructDeclaration(
      name: name, nameRange: nameRange, conformances: [],
      properties: rawType.map {
        [.init(name: "rawValue", type: $0.rawValue, isConstant: true, range: nameRange)]
      } ?? [], range: range)
    declaration.computedProperties = computedProperties
    declaration.methods = methods
    declaration.staticProperties = staticProperties
    return declaration
  }

  /// The case named `name`, if declared.
  package func enumCase(named name: String) -> Case? {
    cases.first { $0.name == name }
  }

  /// Whether `==` compares its values: declared `Equatable` or `Hashable`, or, as Swift
  /// synthesizes it, no case has associated values.
  package var isEquatable: Bool {
    conformances.contains(.equatable) || conformances.contains(.hashable)
      || cases.allSatisfy { $0.parameters == nil }
  }

  /// What a pattern that names no case is written for a missing case, as swiftc's fix-it
  /// writes it: `.idle`, `.loaded(_)`, `.failed(message: let message, retries: let retries)`.
  package static func missingCasePattern(_ enumCase: Case) -> String {
    guard let parameters = enumCase.parameters else { return "." + enumCase.name }
    let parts = parameters.map { parameter in
      parameter.label.map { "\($0): let \($0)" } ?? "_"
    }
    return ".\(enumCase.name)(" + parts.joined(separator: ", ") + ")"
  }
}
