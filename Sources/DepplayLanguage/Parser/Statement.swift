import DependencyRuntime

/// A statement of the depplay language. Every case carries its source range.
public indirect enum Statement: Sendable {
  /// `dependency full { live: 1, preview: 2, test: 3 }`
  case dependency(KeyDeclaration)
  /// `context test`: restart the script's "process" in that context (a fresh root).
  case context(DependencyContext, range: SourceRange)
  /// `build release`: behave like a Release build of the library.
  case build(BuildConfiguration, range: SourceRange)
  /// `let name = value`, `var name = value`, `async let name = value`
  case binding(name: String, value: Expression, isAsync: Bool, range: SourceRange)
  /// `@Dependency(\.full) var full` outside a class: a local wrapper, capturing the values
  /// in force at its declaration (rule 15) and merging them with the current ones at each
  /// read (rule 16).
  case localDependency(name: String, keyPath: [String], range: SourceRange)
  /// `$0.full = 7`, `$0 = .test` (inside an update closure)
  case assignment(target: Expression, value: Expression, range: SourceRange)
  /// `why full`
  case why(path: [String], range: SourceRange)
  /// `class Feature { … }`
  case model(ModelDeclaration)
  /// `@Test(…) func name() { … }`
  case test(TestDeclaration)
  /// `prepareDependencies { … }`
  case prepare(update: ClosureLiteral, range: SourceRange)
  /// `for i in 0..<n { … }`
  case forLoop(variable: String, sequence: Expression, body: Block, range: SourceRange)
  /// `return value`
  case returnStatement(value: Expression?, range: SourceRange)
  /// An expression evaluated for its effect (or as a block's value).
  case expression(Expression)
  /// `struct Feature: Reducer { … }`
  case feature(FeatureDeclaration)
  /// `switch value { case …: … }`
  case switchStatement(SwitchStatement)
  /// `if condition { … } else { … }`
  case ifStatement(IfStatement)

  /// Where the statement is.
  public var range: SourceRange {
    switch self {
    case .dependency(let declaration): declaration.range
    case .context(_, let range), .build(_, let range), .binding(_, _, _, let range),
      .assignment(_, _, let range), .why(_, let range), .prepare(_, let range),
      .forLoop(_, _, _, let range), .returnStatement(_, let range),
      .localDependency(_, _, let range):
      range
    case .model(let declaration): declaration.range
    case .test(let declaration): declaration.range
    case .expression(let expression): expression.range
    case .feature(let declaration): declaration.range
    case .switchStatement(let statement): statement.range
    case .ifStatement(let statement): statement.range
    }
  }
}

/// A key declaration: `dependency name { live: …, preview: …, test: … }`.
public struct KeyDeclaration: Sendable {
  /// What a test entry says.
  public enum TestEntry: Sendable {
    /// `test: value`
    case value(Expression)
    /// `test: unimplemented`
    case unimplemented(range: SourceRange)
  }

  /// The key's name.
  public var name: String
  /// Where the name is.
  public var nameRange: SourceRange
  /// `live:`; absent for a `TestDependencyKey`.
  public var live: Expression?
  /// `preview:`
  public var preview: Expression?
  /// `test:`
  public var test: TestEntry?
  /// The whole declaration.
  public var range: SourceRange
}

/// `class Name { @Dependency(\.key) var name … func method() { … } }`
public struct ModelDeclaration: Sendable {
  /// A `@Dependency(\.key) var name` property.
  public struct DependencyProperty: Sendable {
    /// The property name.
    public var name: String
    /// The key path after `\.` (a key, then record fields).
    public var keyPath: [String]
    /// Where it is declared.
    public var range: SourceRange
  }

  /// A method.
  public struct Method: Sendable {
    /// The method name.
    public var name: String
    /// Parameter names.
    public var parameters: [String]
    /// Whether it is declared `async` (so it can `await`, and is called with `await`).
    public var isAsync: Bool
    /// The body.
    public var body: Block
    /// Where it is declared.
    public var range: SourceRange
  }

  /// The model's name.
  public var name: String
  /// Where the name is.
  public var nameRange: SourceRange
  /// `@Dependency` properties, in declaration order.
  public var properties: [DependencyProperty]
  /// Methods.
  public var methods: [Method]
  /// The whole declaration.
  public var range: SourceRange
}

/// `@Test(traits…, arguments: [...]) func name(parameter: Type) { … }`
public struct TestDeclaration: Sendable {
  /// The test's name.
  public var name: String
  /// `.dependency(\.key, value)` and `.dependencies { … }` traits, in order.
  public var traits: [Expression]
  /// `arguments: [ … ]`, if parameterized.
  public var arguments: Expression?
  /// The parameter's name, if parameterized.
  public var parameters: [String]
  /// The body.
  public var body: Block
  /// The whole declaration.
  public var range: SourceRange
}

/// A parsed script.
public struct Program: Sendable {
  /// The top-level statements.
  public var statements: [Statement]
}
