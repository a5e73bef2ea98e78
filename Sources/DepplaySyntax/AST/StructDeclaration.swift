/// `struct User: Equatable { let id: Int; var name: String; var isAdmin = false }`: a plain
/// value type. Its values are records, copied on assignment; it is made with its memberwise
/// initializer, as Swift synthesizes it.
package struct StructDeclaration: Sendable {
  /// A protocol a plain struct may conform to: each is synthesized, as Swift does.
  package enum Conformance: String, Sendable, CaseIterable {
    /// `==` compares every stored property.
    case equatable = "Equatable"
    /// Hashing combines every stored property (a value may then be in a `Set`).
    case hashable = "Hashable"
    /// The struct has an `id` property.
    case identifiable = "Identifiable"
    /// Its values can cross concurrency domains.
    case sendable = "Sendable"
    /// `@unchecked Sendable`: its values can cross concurrency domains on the author's word,
    /// Swift not checking its stored properties (a class it holds, `UserDefaults` say).
    case uncheckedSendable = "@unchecked Sendable"
    /// Its `description` property is how `print` and string interpolation show a value (not
    /// synthesized: the struct declares it).
    case customStringConvertible = "CustomStringConvertible"
    /// Its values encode to and decode from JSON (`JSONEncoder`, `JSONDecoder`), as Swift
    /// synthesizes it: a keyed container of its stored properties, in declaration order.
    case codable = "Codable"
    /// Its values encode (`JSONEncoder().encode(value)`).
    case encodable = "Encodable"
    /// Its values decode (`JSONDecoder().decode(Type.self, from: data)`).
    case decodable = "Decodable"
    /// Its `mutating func next() -> UInt64` (``StructDeclaration/generatorStep``) draws the
    /// numbers `Int.random(in:using:)`, `Bool.random(using:)` and
    /// `WithRandomNumberGenerator` take from it.
    case randomNumberGenerator = "RandomNumberGenerator"
    /// Its values are ordered by the `static func <` it declares (``StructDeclaration/ordering``):
    /// `<`, and the `>`, `<=` and `>=` Swift derives from it, `sorted()`, `min()` and `max()`.
    case comparable = "Comparable"

    /// Whether values of the type can be compared with `==` (`Hashable` refines `Equatable`).
    package static func comparesEqual(_ conformances: [Conformance]) -> Bool {
      conformances.contains(.equatable) || conformances.contains(.hashable)
        || conformances.contains(.comparable)
    }
  }

  /// A stored property: `let id: Int`, `var isAdmin = false`.
  package struct Property: Sendable {
    /// Its name.
    package var name: String
    /// Its type as written, if written.
    package var type: String?
    /// Its type's structure (``TypeShape``), if written.
    package var typeShape: TypeShape?
    /// Its initial value, if it has one.
    package var initialValue: Expression?
    /// Whether it is a `let`.
    package var isConstant: Bool
    /// Where it is declared.
    package var range: SourceRange
    /// The key path of `@Dependency(\.key.field) var name`: the property is then the
    /// library's wrapper, made (capturing the values in force) when the value is, and reads
    /// merge those with the current ones (SEMANTICS.md, rules 15 and 16).
    package var dependencyKeyPath: [String]? = nil
    /// `private(set)`, `private` or `fileprivate`, if written.
    package var access: MemberAccess = .visible(spelling: nil)
    /// Its `willSet` and `didSet`, if written (a class's or a plain struct's property).
    package var observers: PropertyObservers? = nil
    /// Whether it is `lazy` (only a class's property is): its initial value is computed when
    /// it is first read, as code of the class with `self` in reach, unless assigned before.
    package var isLazy = false
    /// Whether its type is a closure type that throws (`@Sendable (String) async throws ->
    /// Int`): an `unimplemented("…")` given to it picks the overload that throws.
    package var isThrowingClosure = false

    /// Whether the memberwise initializer takes it: every stored property but a `let` with
    /// an initial value, which no initializer can change, and a `@Dependency`, whose wrapper
    /// depplay always makes itself.
    package var isInitialized: Bool {
      !(isConstant && initialValue != nil) && dependencyKeyPath == nil
    }

    /// Whether its type is `Double`, which makes an integer literal given to it a `Double`
    /// (`Temperature(celsius: 0)`), as Swift types the literal.
    package var isDouble: Bool { typeShape == .named("Double", arguments: []) }
    /// Whether its type is `[Double]`, which makes each integer literal of a list literal
    /// given to it a `Double` (`Forecast(celsius: [10, 20])`).
    package var isDoubleList: Bool { typeShape == .array(.named("Double", arguments: [])) }
  }

  /// The type's name.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// Its generic parameters (`struct Box<Value>`), each an opaque type in it.
  package var genericParameters: [GenericParameter] = []
  /// The protocols it conforms to, in the order written.
  package var conformances: [Conformance]
  /// The script's own protocols it conforms to (``ProtocolDeclaration``), in the order written.
  package var protocols: [String] = []
  /// Its stored properties, in declaration order.
  package var properties: [Property]
  /// Its methods, `static` ones included, in declaration order.
  package var methods: [MethodDeclaration] = []
  /// Its computed properties, in declaration order.
  package var computedProperties: [ComputedProperty] = []
  /// Its subscripts, in declaration order.
  package var subscripts: [SubscriptDeclaration] = []
  /// The `init`s written out; with one, there is no memberwise initializer.
  package var initializers: [InitializerDeclaration] = []
  /// Its `static let` and `static var` properties, in declaration order.
  package var staticProperties: [StaticProperty] = []
  /// Its `typealias`es (`typealias Score = Int`), names for its annotations.
  package var typeAliases: [TypeAliasDeclaration] = []
  /// The whole declaration.
  package var range: SourceRange
  /// Whether it is declared `@MainActor`: its methods and static members are isolated to the
  /// main actor.
  package var isMainActor = false
  /// Whether it is written `enum` without cases, a namespace of static members (`@MainActor
  /// enum App { static let store = Store(…) }`): it has no initializer.
  package var isCaselessEnum = false
  /// The action type `X` when this declaration holds the statics of `extension AlertState
  /// where Action == X { … }` (a caseless enum's, named `AlertState<X>`); `nil` for any other.
  package var alertStateAction: String?

  /// Whether `method` runs isolated to the main actor: it or its type is `@MainActor`.
  package func isMainActor(_ method: MethodDeclaration) -> Bool {
    isMainActor || method.isMainActor
  }

  /// The instance method `name`, if the struct has one.
  package func method(named name: String) -> MethodDeclaration? {
    methods.first { $0.name == name && !$0.isStatic }
  }

  /// The `mutating func next() -> UInt64` a `RandomNumberGenerator` declares, the one method
  /// the protocol requires; `nil` when the struct has none.
  package var generatorStep: MethodDeclaration? {
    methods.first {
      $0.name == "next" && $0.isMutating && !$0.isStatic && $0.parameters.isEmpty
        && $0.returnType == "UInt64"
    }
  }

  /// The `static func < (lhs: Self, rhs: Self) -> Bool` that orders a `Comparable` struct's
  /// values; `nil` when the struct declares none.
  package var ordering: MethodDeclaration? {
    methods.first { $0.name == "<" && $0.isStatic && $0.parameters.count == 2 }
  }

  /// The `static func` `name`, if the struct has one.
  package func staticMethod(named name: String) -> MethodDeclaration? {
    methods.first { $0.name == name && $0.isStatic }
  }

  /// The instance method `name` a call with `arguments` (and `trailing`) runs: of the
  /// methods of that name, the one its labels fit (``Swift/Sequence/overload(named:arguments:trailing:)``).
  package func method(
    named name: String, arguments: [Argument], trailing: ClosureLiteral? = nil
  ) -> OverloadChoice<MethodDeclaration> {
    methods.lazy.filter { !$0.isStatic }.overload(
      named: name, arguments: arguments, trailing: trailing)
  }

  /// The `static func` `name` a call with `arguments` (and `trailing`) runs, chosen by its
  /// labels as ``method(named:arguments:trailing:)`` chooses.
  package func staticMethod(
    named name: String, arguments: [Argument], trailing: ClosureLiteral? = nil
  ) -> OverloadChoice<MethodDeclaration> {
    methods.lazy.filter(\.isStatic).overload(
      named: name, arguments: arguments, trailing: trailing)
  }

  /// The computed property `name`, if the struct has one.
  package func computedProperty(named name: String) -> ComputedProperty? {
    computedProperties.first { $0.name == name }
  }

  /// The `static let` or `static var` `name`, if the struct has one.
  package func staticProperty(named name: String) -> StaticProperty? {
    staticProperties.first { $0.name == name }
  }

  /// The names a method of the struct reaches without `self.`: its stored and computed
  /// properties and instance methods.
  package var instanceMemberNames: Set<String> {
    Set(
      properties.map(\.name) + computedProperties.map(\.name)
        + methods.filter { !$0.isStatic }.map(\.name))
  }

  /// The names a `static func` reaches without the type's name: its static properties and
  /// methods.
  package var staticMemberNames: Set<String> {
    Set(staticProperties.map(\.name) + methods.filter(\.isStatic).map(\.name))
  }

  /// Its `@Dependency` properties.
  package var dependencyProperties: [Property] {
    properties.filter { $0.dependencyKeyPath != nil }
  }

  /// Whether `==` compares its values.
  package var isEquatable: Bool { Conformance.comparesEqual(conformances) }

  /// The memberwise initializer's parameters, in order: `User(id:name:isAdmin:)`.
  package var memberwiseParameters: [Property] { properties.filter(\.isInitialized) }

  /// The parameter of the memberwise initializer that a trailing closure written after
  /// arguments labelled `labels` is given to, as Swift's forward scan matches it
  /// (`FactClient { … }` for `struct FactClient { var fetch: (Int) -> String }`): the first
  /// parameter after those the labels name whose written type is a function (one without a
  /// default it passes over is then missing, as swiftc reports it); `nil` when none is left.
  package func trailingClosureLabel(after labels: [String?]) -> String? {
    let matched = properties.lastIndex { labels.contains($0.name) }.map { $0 + 1 } ?? 0
    return properties[matched...].first {
      $0.isInitialized && $0.type?.contains("->") == true
    }?.name
  }
}

extension StructDeclaration {
  /// Why a call's arguments do not fit the memberwise initializer, in Swift's words.
  package enum MemberwiseMismatch: Error, Sendable {
    /// A parameter without a default has no argument.
    case missing(parameter: String)
    /// An argument with no label.
    case missingLabel(parameter: String)
    /// An argument with a label no parameter has.
    case extra(label: String)
    /// An argument written after one whose parameter follows its own.
    case outOfOrder(label: String, before: String)

    /// The message, as swiftc words it.
    package var message: String {
      switch self {
      case .missing(let parameter): "missing argument for parameter '\(parameter)' in call"
      case .missingLabel(let parameter): "missing argument label '\(parameter):' in call"
      case .extra(let label): "extra argument '\(label)' in call"
      case .outOfOrder(let label, let before):
        "argument '\(label)' must precede argument '\(before)'"
      }
    }
  }

  /// For each stored property, the index of the argument (of a call labelled `labels`) that
  /// sets it, or `nil` where the property takes its initial value; or why the labels do not
  /// fit ``memberwiseParameters``.
  package func memberwiseArguments(labels: [String?]) -> Result<[Int?], MemberwiseMismatch> {
    var next = 0
    var chosen: [Int?] = []
    for property in properties {
      if property.isInitialized, next < labels.count, labels[next] == property.name {
        chosen.append(next)
        next += 1
      } else if !property.isInitialized || property.initialValue != nil {
        chosen.append(nil)
      } else if labels[next...].contains(property.name) {
        return .failure(.outOfOrder(label: property.name, before: labels[next] ?? "_"))
      } else if next < labels.count, labels[next] == nil {
        return .failure(.missingLabel(parameter: property.name))
      } else {
        return .failure(.missing(parameter: property.name))
      }
    }
    guard next < labels.count else { return .success(chosen) }
    let label = labels[next] ?? "_"
    let parameters = memberwiseParameters.map(\.name)
    if let position = parameters.firstIndex(of: label),
      let later = labels[..<next].first(where: {
        ($0.flatMap(parameters.firstIndex(of:)) ?? 0) > position
      })
    {
      return .failure(.outOfOrder(label: label, before: later ?? "_"))
    }
    return .failure(.extra(label: label))
  }
}
