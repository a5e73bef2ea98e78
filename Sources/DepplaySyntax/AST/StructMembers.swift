/// A parameter of a function written out in a type: `by degrees: Int = 1`, `_ amount: Int`.
package struct FunctionParameter: Sendable {
  /// The argument label a call writes; `nil` for `_`.
  package var label: String?
  /// The name the body uses.
  package var name: String
  /// Its type as written.
  package var type: String
  /// Its type's structure (``TypeShape``).
  package var typeShape: TypeShape
  /// Its default value, if it has one: a call may leave the argument out.
  package var defaultValue: Expression?
  /// Whether it is variadic (`_ numbers: Int...`): it takes its argument and every unlabelled
  /// one after it, as a list (none: an empty one).
  package var isVariadic = false
  /// Whether it is `inout` (`balance: inout Int`): a call passes a `var` with `&`, and the
  /// value the body leaves in it is written back to that `var` when the call returns.
  package var isInout = false

  /// The value an argument written as `literal` gives this parameter: an integer literal is a
  /// `Double` for a `Double` parameter, as Swift types it (`deposit(10)` gives `10.0`); `nil`
  /// when the literal stays what it is.
  package func converted(_ literal: Expression) -> Double? {
    guard typeShape == .named("Double", arguments: []), case .integer(let number, _) = literal
    else { return nil }
    return Double(number)
  }
}

/// A `func` written in a plain struct (`mutating func pay(_ amount: Int) -> Bool { … }`,
/// `static func make() -> Self { … }`), or at the top level of the script (`func greeting(for
/// name: String) -> String { … }`, ``Statement/function(_:)``).
package struct MethodDeclaration: Sendable {
  /// Its name.
  package var name: String
  /// Its parameters, in order.
  package var parameters: [FunctionParameter]
  /// Its return type as written; `nil` when it returns nothing.
  package var returnType: String?
  /// Whether it returns a `Double`, so that what it returns is one: an integer literal
  /// returned (`return 0`), or a value Swift typed from one (`values.reduce(0, +)` of no
  /// values), is a `Double` there, as Swift types the literal.
  package var returnsDouble: Bool { returnType == "Double" }
  /// The values an effect it returns sends, when they are not a feature's actions (`Int` for
  /// `func price() -> Effect<Int>`): its `.run`'s `send` takes them, and a `map` of the
  /// effect makes them actions (``MethodDeclaration/effectValueType(of:)``).
  package var effectValueType: String? { returnType.flatMap(Self.effectValueType(of:)) }

  /// The type of the values `Effect<…>` written as `type` sends, when it is an effect of
  /// values other than a feature's actions (`Effect<Int>`, not `Effect<Action>` or
  /// `Effect<Feature.Action>`).
  package static func effectValueType(of type: String) -> String? {
    guard type.hasPrefix("Effect<"), type.hasSuffix(">") else { return nil }
    let value = String(type.dropFirst("Effect<".count).dropLast())
    return value == "Action" || value.hasSuffix(".Action") ? nil : value
  }
  /// Whether it declares an operator (`static func < (lhs: Self, rhs: Self) -> Bool`), whose
  /// name is a symbol rather than an identifier.
  package var isOperator: Bool { name.first.map { !$0.isLetter && $0 != "_" } ?? false }
  /// Whether it is `mutating` (it may assign `self`'s properties and call mutating methods).
  package var isMutating: Bool
  /// Whether it is `static` (a member of the type, without `self`).
  package var isStatic: Bool
  /// Whether it is declared `async` (so it may suspend, and is called with `await`); only a
  /// top-level function may be.
  package var isAsync = false
  /// Whether it is declared `throws` (so it is called with `try`).
  package var isThrowing: Bool
  /// The body.
  package var body: Block
  /// Where it is declared.
  package var range: SourceRange
  /// Where its name is (where swiftc reports a redeclaration).
  package var nameRange: SourceRange
  /// Whether it is declared `@MainActor` itself (isolated to the main actor; a struct's method
  /// also is when the struct is: ``StructDeclaration/isMainActor(_:)``).
  package var isMainActor = false
  /// Its generic parameters (`func firstMatch<T: Equatable>(…)`), each an opaque type in it.
  package var genericParameters: [GenericParameter] = []
  /// The protocol whose extension gives the method, when a struct inherits it (a default
  /// implementation, or a method of the extension alone) rather than declaring it.
  package var protocolDefault: String? = nil
}

/// A computed property of a plain struct: `var fahrenheit: Int { celsius * 9 / 5 + 32 }`, or
/// with `get { … } set { … }`.
package struct ComputedProperty: Sendable {
  /// A `set` accessor: its parameter's name (`newValue` unless written) and its body.
  package struct Setter: Sendable {
    /// The name the new value has in the body.
    package var parameter: String
    /// Whether the parameter's name was written: `set(value) { … }`.
    package var isParameterWritten: Bool
    /// The body.
    package var body: Block
  }

  /// Its name.
  package var name: String
  /// Its type as written.
  package var type: String
  /// Whether its type is `Double`, so that an integer literal its getter gives is one.
  package var isDouble: Bool { type == "Double" }
  /// The getter's body (its value is the property's).
  package var getter: Block
  /// Whether the getter is written `get { … }` (rather than the body alone).
  package var isGetterWritten: Bool
  /// The setter, if the property has one; without it the property is get-only.
  package var setter: Setter?
  /// Where it is declared.
  package var range: SourceRange
}

/// An `init` written out in a plain struct, a class or a feature's `State`; with one, a
/// struct has no memberwise initializer and a class no `init()`, as in Swift.
package struct InitializerDeclaration: Sendable {
  /// Its parameters, in order.
  package var parameters: [FunctionParameter]
  /// The body, which sets every stored property that has no initial value.
  package var body: Block
  /// Where it is declared.
  package var range: SourceRange
}

/// A `static let` or `static var` of a plain struct: one value of the type's, computed the
/// first time it is read (Swift initializes a static lazily, once); or a static computed
/// property, `static var mock: Client { … }`, whose getter runs on every read.
package struct StaticProperty: Sendable {
  /// What a static property holds.
  package enum Definition: Sendable {
    /// A stored one's initial value.
    case stored(Expression)
    /// A computed one's getter.
    case computed(Block)
  }

  /// Its name.
  package var name: String
  /// Its type as written, if written.
  package var type: String?
  /// Whether its type is written `Double`, so that an integer literal its getter gives is one.
  package var isDouble: Bool { type == "Double" }
  /// Its initial value or its getter.
  package var definition: Definition
  /// Whether it cannot be assigned: a `let`, or a computed property (it has no setter).
  package var isConstant: Bool

  /// A stored property's initial value; `nil` for a computed one.
  package var initialValue: Expression? {
    if case .stored(let value) = definition { value } else { nil }
  }
  /// Where it is declared.
  package var range: SourceRange
  /// Whether it is declared `@TaskLocal` (`@TaskLocal static var level = 1`): a real
  /// task-local value, its initial value the default, bound for a body with
  /// `Type.$level.withValue(2) { … }` and read-only otherwise.
  package var isTaskLocal = false
}

/// Why a call's arguments do not fit a function's parameters, in swiftc's words.
package enum ArgumentMismatch: Error, Sendable, Equatable {
  /// The labels differ where the count fits: `have` the call's labels, `expected` the
  /// function's (each `_` for none).
  case labels(have: [String?], expected: [String?])
  /// A parameter without a default has no argument.
  case missing(parameter: String)
  /// More arguments than parameters.
  case extra(label: String?)

  /// The message, as swiftc words it.
  package var message: String {
    switch self {
    case .labels(let have, let expected):
      let plural = have.count == 1 ? "" : "s"
      return "incorrect argument label\(plural) in call (have '\(Self.spell(have))', expected"
        + " '\(Self.spell(expected))')"
    case .missing(let parameter): return "missing argument for parameter \(parameter) in call"
    case .extra(let label?): return "extra argument '\(label)' in call"
    case .extra(nil): return "extra argument in call"
    }
  }

  private static func spell(_ labels: [String?]) -> String {
    labels.map { "\($0 ?? "_"):" }.joined()
  }
}

extension [FunctionParameter] {
  /// How Swift's messages name a function of these parameters called `name`:
  /// `increment(by:)`, `reset()`.
  package func functionName(_ name: String) -> String {
    "\(name)(\(map { "\($0.label ?? "_"):" }.joined()))"
  }

  /// For each parameter, the index of the argument (of a call labelled `labels`) that gives
  /// it, or `nil` where it takes its default value; or why the labels do not fit.
  package func arguments(labels: [String?]) -> Result<[Int?], ArgumentMismatch> {
    var next = 0
    var chosen: [Int?] = []
    for parameter in self {
      if next < labels.count, labels[next] == parameter.label {
        chosen.append(next)
        next += 1
        while parameter.isVariadic, next < labels.count, labels[next] == nil { next += 1 }
      } else if parameter.defaultValue != nil || parameter.isVariadic {
        chosen.append(nil)
      } else if labels.count == count {
        return .failure(.labels(have: labels, expected: map(\.label)))
      } else {
        let name = parameter.label.map { "'\($0)'" } ?? "#\(chosen.count + 1)"
        return .failure(.missing(parameter: name))
      }
    }
    guard next < labels.count else { return .success(chosen) }
    if labels.count == count { return .failure(.labels(have: labels, expected: map(\.label))) }
    return .failure(.extra(label: labels[next]))
  }

  /// `arguments` with a call's trailing closure (`box.map { $0 * 2 }`) added as the argument
  /// of the parameter Swift's forward scan gives it: the first one after those the written
  /// arguments fill whose type is a function, labelled as that parameter is.
  package func appendingTrailingClosure(_ trailing: ClosureLiteral?, to arguments: [Argument])
    -> [Argument]
  {
    guard let trailing else { return arguments }
    let rest = dropFirst(Swift.min(arguments.count, count))
    let parameter = rest.first { $0.type.contains("->") } ?? rest.first
    return arguments + [
      Argument(label: parameter?.label, value: .closure(trailing), range: trailing.range)
    ]
  }

  /// The names of the `inout` parameters, which the body may assign.
  package var inoutNames: [String] { filter(\.isInout).map(\.name) }

  /// The parameters declared with an optional type (`name: String?`), and how a value of
  /// that type prints.
  package var printedOptionals: [String: PrintedOptional] {
    var optionals: [String: PrintedOptional] = [:]
    for parameter in self {
      if let shape = PrintedOptional(annotation: parameter.type) {
        optionals[parameter.name] = shape
      }
    }
    return optionals
  }

  /// The parameters as a signature's note shows them: `by degrees: Int = …`.
  package var signature: String {
    map { parameter in
      let label = parameter.label ?? "_"
      let head = label == parameter.name ? label : "\(label) \(parameter.name)"
      return "\(head): \(parameter.type)\(parameter.isVariadic ? "..." : "")"
        + (parameter.defaultValue == nil ? "" : " = …")
    }.joined(separator: ", ")
  }
}

/// Why no written `init` fits a call: one `init`'s own mismatch, or none of several.
package enum InitializerMismatch: Error, Sendable {
  /// The type's one `init` does not fit.
  case arguments(ArgumentMismatch)
  /// None of its `init`s fits.
  case noExactMatch

  /// The message, as swiftc words it.
  package var message: String {
    switch self {
    case .arguments(let mismatch): mismatch.message
    case .noExactMatch: "no exact matches in call to initializer"
    }
  }
}

extension [InitializerDeclaration] {
  /// The first written `init` whose parameters fit a call labelled `labels`, with the
  /// argument each parameter takes (``Swift/Array/arguments(labels:)``).
  package func initializer(labels: [String?])
    -> Result<(InitializerDeclaration, [Int?]), InitializerMismatch>
  {
    var firstMismatch: ArgumentMismatch?
    for initializer in self {
      switch initializer.parameters.arguments(labels: labels) {
      case .success(let chosen): return .success((initializer, chosen))
      case .failure(let mismatch): firstMismatch = firstMismatch ?? mismatch
      }
    }
    guard count == 1, let firstMismatch else { return .failure(.noExactMatch) }
    return .failure(.arguments(firstMismatch))
  }
}
