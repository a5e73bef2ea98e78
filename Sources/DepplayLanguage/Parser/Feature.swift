/// `struct Name: Reducer { struct State { … } enum Action { … } @Dependency(\.key) var name
/// var body: some ReducerOf<Self> { … } }`: a feature of The Composable Architecture's shape,
/// run through `ComposableRuntime`.
public struct FeatureDeclaration: Sendable {
  /// A stored property of `State`: `var count = 0`.
  public struct StateField: Sendable {
    /// The field's name.
    public var name: String
    /// Its initial value, evaluated each time `Name.State()` is created.
    public var initialValue: Expression
    /// Where it is declared.
    public var range: SourceRange
  }

  /// A case of `Action`: `case increment`, `case loaded(Int)`.
  public struct ActionCase: Sendable {
    /// The case's name.
    public var name: String
    /// The payload's types as written (`Int`, `Child.Action`); empty for a case without one.
    public var payloadTypes: [String]
    /// Where it is declared.
    public var range: SourceRange
  }

  /// The feature's name.
  public var name: String
  /// Where the name is.
  public var nameRange: SourceRange
  /// `State`'s fields, in declaration order.
  public var stateFields: [StateField]
  /// `Action`'s cases, in declaration order.
  public var actionCases: [ActionCase]
  /// `@Dependency` properties, in declaration order.
  public var properties: [ModelDeclaration.DependencyProperty]
  /// The reducers `var body` lists, each with the modifiers applied to it.
  public var body: [Expression]
  /// Where `var body` is.
  public var bodyRange: SourceRange
  /// The whole declaration.
  public var range: SourceRange
}

/// `switch subject { case .a, .b(let n): … default: … }`
public struct SwitchStatement: Sendable {
  /// One `case` (or `default`) clause.
  public struct Clause: Sendable {
    /// The patterns; empty for `default`.
    public var patterns: [Pattern]
    /// The statements run when a pattern matches.
    public var body: Block
    /// Where the clause is.
    public var range: SourceRange
  }

  /// The value switched over.
  public var subject: Expression
  /// The clauses, in order.
  public var clauses: [Clause]
  /// The whole statement.
  public var range: SourceRange
}

/// A pattern of a `case` clause.
public indirect enum Pattern: Sendable {
  /// `.name` or `.name(p, …)`
  case enumCase(name: String, payload: [Pattern], range: SourceRange)
  /// `let n` (or `n` after `case let`): binds the matched value.
  case binding(name: String, range: SourceRange)
  /// `_`
  case wildcard(range: SourceRange)
  /// An expression compared with `==`.
  case value(Expression)

  /// The names the pattern binds.
  public var boundNames: [String] {
    switch self {
    case .enumCase(_, let payload, _): payload.flatMap(\.boundNames)
    case .binding(let name, _): [name]
    case .wildcard, .value: []
    }
  }
}

/// `if condition { … } else { … }`
public struct IfStatement: Sendable {
  /// The condition (a Bool).
  public var condition: Expression
  /// Run when it holds.
  public var then: Block
  /// Run otherwise (`else if` is an `else` block holding one `if`).
  public var otherwise: Block?
  /// The whole statement.
  public var range: SourceRange
}
