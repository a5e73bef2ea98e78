import DependencyRuntime
import DepplaySupport

/// A statement of the depplay language. Every case carries its source range.
package indirect enum Statement: Sendable {
  /// `dependency full { live: 1, preview: 2, test: 3 }`
  case dependency(KeyDeclaration)
  /// `context test`: restart the script's "process" in that context (a fresh root).
  case context(DependencyContext, range: SourceRange)
  /// `build release`: behave like a Release build of the library.
  case build(BuildConfiguration, range: SourceRange)
  /// `let name = value`, `var name = value`, `async let name = value`
  case binding(name: String, value: Expression, isAsync: Bool, range: SourceRange)
  /// `let name: Type` or `var name: Type` without a value: the name is declared here and
  /// given its value by a later assignment (`name = value`) in the same block, as Swift's
  /// definite initialization allows.
  case deferredBinding(name: String, range: SourceRange)
  /// `let (a, b) = pair`, `var (x, _) = point`: the names bound to a tuple's elements, in
  /// order (`_` binds none).
  case destructuring(names: [String], value: Expression, range: SourceRange)
  /// `@Dependency(\.full) var full` outside a class: a local wrapper, capturing the values
  /// in force at its declaration (rule 15) and merging them with the current ones at each
  /// read (rule 16).
  case localDependency(name: String, keyPath: [String], range: SourceRange)
  /// `@Shared(.inMemory("count")) var count = 0` in a function or a closure.
  case sharedBinding(SharedBinding)
  /// `extension SharedKey where Self == InMemoryKey<Value>.Default { static var name: Self
  /// { … } }`: a key `@Shared(.name)` uses, resolved where the script is lowered.
  case sharedKey(SharedKeyDeclaration)
  /// `$0.full = 7`, `$0 = .test` (inside an update closure), `count += 1`; `value` is what is
  /// stored (for `count += 1`, `count + 1`).
  case assignment(
    target: Expression, operator: AssignmentOperator, value: Expression, range: SourceRange)
  /// `_ = value`: `value` evaluated for its effect, its result discarded.
  case discard(value: Expression, range: SourceRange)
  /// `uncheckedUseMainSerialExecutor = true`: ConcurrencyExtras' switch (which TCA re-exports)
  /// that sends every job of the global executor to the main actor, one at a time. depplay
  /// runs a script's tasks one job at a time on its serial executor and a test store's
  /// effects one at a time on the main queue already, so the value (a Bool) is evaluated and
  /// nothing changes.
  case mainSerialExecutor(value: Expression, range: SourceRange)
  /// `why full`
  case why(path: [String], range: SourceRange)
  /// `class Feature { … }`
  case model(ModelDeclaration)
  /// `@Test(…) func name() { … }`
  case test(TestDeclaration)
  /// `prepareDependencies { … }`
  case prepare(update: ClosureLiteral, range: SourceRange)
  /// `for i in 0..<n { … }`, `for (key, value) in dictionary { … }`,
  /// `for case .done(let id) in items where id > 2 { … }`
  case forLoop(ForLoop)
  /// `while condition { … }`, `while let value = next() { … }`, `repeat { … } while condition`
  case whileLoop(WhileLoop)
  /// `break`, `continue`, `break outer`
  case jump(LoopJump)
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
  /// `@DependencyClient struct APIClient { … }`
  case client(ClientDeclaration)
  /// `struct SomeError: Error {}`
  case errorType(ErrorDeclaration)
  /// `struct User: Equatable { let id: Int; var name: String }`
  case structType(StructDeclaration)
  /// `protocol AnalyticsClient: Sendable { func track(_ event: String) -> String }`
  case protocolType(ProtocolDeclaration)
  /// `enum LoadState: Equatable { case idle; case loaded(String) }`
  case enumType(EnumDeclaration)
  /// `typealias UserID = Int`
  case typeAlias(TypeAliasDeclaration)
  /// `func greeting(for name: String) -> String { … }` at the top level of the script
  /// (declared before the statements run, so code above it may call it).
  case function(MethodDeclaration)
  /// `throw value`
  case throwStatement(value: Expression, range: SourceRange)
  /// `do { … } catch { … }`
  case doCatch(DoCatchStatement)
  /// `defer { … }`: its block runs when the block around it ends, however it ends (the last
  /// one written first).
  case deferStatement(Block, range: SourceRange)

  /// Where the statement is.
  package var range: SourceRange {
    switch self {
    case .dependency(let declaration): declaration.range
    case .context(_, let range), .build(_, let range), .binding(_, _, _, let range),
      .deferredBinding(_, let range), .destructuring(_, _, let range),
      .assignment(_, _, _, let range), .why(_, let range), .prepare(_, let range),
      .returnStatement(_, let range),
      .localDependency(_, _, let range), .throwStatement(_, let range), .discard(_, let range),
      .mainSerialExecutor(_, let range):
      range
    case .model(let declaration): declaration.range
    case .sharedBinding(let binding): binding.range
    case .sharedKey(let declaration): declaration.range
    case .test(let declaration): declaration.range
    case .expression(let expression): expression.range
    case .feature(let declaration): declaration.range
    case .switchStatement(let statement): statement.range
    case .ifStatement(let statement): statement.range
    case .client(let declaration): declaration.range
    case .errorType(let declaration): declaration.range
    case .structType(let declaration): declaration.range
    case .protocolType(let declaration): declaration.range
    case .enumType(let declaration): declaration.range
    case .typeAlias(let declaration): declaration.range
    case .function(let declaration): declaration.range
    case .doCatch(let statement): statement.range
    case .deferStatement(_, let range): range
    case .forLoop(let loop): loop.range
    case .whileLoop(let loop): loop.range
    case .jump(let jump): jump.range
    }
  }
}

/// A key declaration: `dependency name { live: …, preview: …, test: … }`.
package struct KeyDeclaration: Sendable {
  /// What a test entry says.
  package enum TestEntry: Sendable {
    /// `test: value`
    case value(Expression)
    /// `test: unimplemented`
    case unimplemented(range: SourceRange)
  }

  /// The key's name.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// `live:`; absent for a `TestDependencyKey`.
  package var live: Expression?
  /// `preview:`
  package var preview: Expression?
  /// `test:`
  package var test: TestEntry?
  /// The whole declaration.
  package var range: SourceRange
  /// The key type as a Swift script declares it; `nil` for depplay's `dependency` shorthand.
  package var swiftType: SwiftKeyType? = nil
}

/// `class Name { @Dependency(\.key) var name … func method() { … } }`
package struct ModelDeclaration: Sendable {
  /// A `@Dependency(\.key) var name` property.
  package struct DependencyProperty: Sendable {
    /// The property name.
    package var name: String
    /// The key path after `\.` (a key, then record fields).
    package var keyPath: [String]
    /// Where it is declared.
    package var range: SourceRange
    /// Whether `@ObservationIgnored` is written before it (in an `@Observable` class, as
    /// Swift requires of a property wrapper there).
    package var isObservationIgnored = false

    /// A property `name` wrapping the key path `keyPath`, declared at `range`.
    package init(
      name: String, keyPath: [String], range: SourceRange, isObservationIgnored: Bool = false
    ) {
      self.name = name
      self.keyPath = keyPath
      self.range = range
      self.isObservationIgnored = isObservationIgnored
    }
  }

  /// A method.
  package struct Method: Sendable {
    /// The method name.
    package var name: String
    /// Its parameters, with their labels, types and defaults (`by amount: Int = 1`).
    package var parameters: [FunctionParameter]
    /// Its return type as written; `nil` when it returns nothing.
    package var returnType: String? = nil
    /// Whether it returns a `Double`, so that an integer literal it returns is one.
    package var returnsDouble: Bool { returnType == "Double" }
    /// Whether it is declared `async` (so it can `await`, and is called with `await`).
    package var isAsync: Bool
    /// Whether it is declared `throws` (so it is called with `try`).
    package var isThrowing = false
    /// The body.
    package var body: Block
    /// Where it is declared.
    package var range: SourceRange
    /// Whether it is declared `@MainActor` itself (its class may be, too: ``ModelDeclaration/isMainActor(_:)``).
    package var isMainActor = false
  }

  /// The model's name.
  package var name: String
  /// Where the name is.
  package var nameRange: SourceRange
  /// `@Dependency` properties, in declaration order.
  package var properties: [DependencyProperty]
  /// Methods.
  package var methods: [Method]
  /// The whole declaration.
  package var range: SourceRange

  /// A model of these properties and methods.
  package init(
    name: String, nameRange: SourceRange, properties: [DependencyProperty], methods: [Method],
    range: SourceRange, isObservable: Bool = false
  ) {
    self.name = name
    self.nameRange = nameRange
    self.properties = properties
    self.methods = methods
    self.range = range
    self.isObservable = isObservable
  }

  /// Its other stored properties (`var count = 0`, `var fact: String?`), in declaration
  /// order: each instance has its own, shared by every name that refers to the instance.
  package var storedProperties: [StructDeclaration.Property] = []
  /// Whether it is declared `@Observable`, which changes nothing a script shows (the export
  /// writes it back).
  package var isObservable = false
  /// Whether it is declared `@MainActor`: its methods are isolated to the main actor.
  package var isMainActor = false
  /// Whether it is an `actor`: its instances isolate their state, so code outside reaches
  /// its methods and properties with `await`, and cannot assign its properties.
  package var isActor = false
  /// The `init`s written out; with one, the class has no `init()` of Swift's, and its
  /// stored properties may be declared without initial values (the `init` sets them).
  package var initializers: [InitializerDeclaration] = []

  /// Its computed properties (`var summary: String { … }`, get-only), in declaration order.
  package var computedProperties: [ComputedProperty] = []

  /// Whether `method` runs isolated to the main actor: it or its class is `@MainActor`.
  package func isMainActor(_ method: Method) -> Bool { isMainActor || method.isMainActor }

  /// The computed property `name`, if it has one.
  package func computedProperty(named name: String) -> ComputedProperty? {
    computedProperties.first { $0.name == name }
  }

  /// The stored property `name`, if it has one.
  package func storedProperty(named name: String) -> StructDeclaration.Property? {
    storedProperties.first { $0.name == name }
  }
}

/// `@Test(traits…, arguments: [...]) func name(parameter: Type) { … }`, on its own, in an
/// `@Suite struct`, or a `func testName()` of an `XCTestCase` class.
package struct TestDeclaration: Sendable {
  /// The test's name.
  package var name: String
  /// The `@Suite struct` or `XCTestCase` class the test is declared in, if any.
  package var container: TestContainer? = nil
  /// `@Test("display name")`'s name, which the test's lines show instead of its own.
  package var displayName: String? = nil
  /// `.dependency(\.key, value)` and `.dependencies { … }` traits, in order (a suite's
  /// first).
  package var traits: [Expression]
  /// `arguments: [ … ]`, if parameterized.
  package var arguments: Expression?
  /// The second collection of `arguments: [ … ], [ … ]`, whose cases are every pair of an
  /// element of the first and one of the second.
  package var pairedArguments: Expression? = nil
  /// The parameters' names, if parameterized: one, or one for each value of a case's tuple
  /// (or pair).
  package var parameters: [String]
  /// The body.
  package var body: Block
  /// The whole declaration.
  package var range: SourceRange

  /// The name a case's lines show (``OutputFormat/testCaseName(_:testCase:displayName:argument:)``).
  package func caseName(argument: String?) -> String {
    OutputFormat.testCaseName(
      name, testCase: container?.testCaseName, displayName: displayName, argument: argument)
  }
}

/// The type a test is declared in.
package enum TestContainer: Sendable {
  /// `@Suite struct Name`: its tests' lines show their own names, as Swift Testing's do.
  case suite(String)
  /// `final class Name: XCTestCase`: its tests' lines show `Name.testMethod`, as XCTest's do.
  case xcTestCase(String)

  /// The type's name.
  package var name: String {
    switch self {
    case .suite(let name), .xcTestCase(let name): name
    }
  }

  /// The name of the `XCTestCase` class, if it is one.
  package var testCaseName: String? {
    if case .xcTestCase(let name) = self { name } else { nil }
  }
}

/// A parsed script.
package struct Program: Sendable {
  /// The top-level statements.
  package var statements: [Statement]
  /// Where each call that a `try` covers starts (its offset). As in Swift, a `try` covers the
  /// rest of the expression it starts, operators' right operands and arguments included,
  /// but not the bodies of closures written in it. The interpreter refuses a call whose type
  /// throws (a client's endpoint, a clock's `sleep`, a method declared `throws`, a closure
  /// whose own code throws) outside one.
  package var triedCalls: Set<Int> = []
  /// Where each `var` binding starts (its offset): a local declared with `var` may be
  /// assigned by the code of the closure or function that declares it.
  package var variables: Set<Int> = []
  /// The type a binding's declaration writes (`let states: [LoadState] = [.idle]`), by where
  /// the binding starts (its offset): the export writes it back, since Swift may need it to
  /// infer the value's type.
  package var typeAnnotations: [Int: String] = [:]
  /// The generic arguments a type's name is written with in an expression
  /// (`Result<Int, LoadError>.success(1)`), by where the name starts: the name means the type
  /// whatever its arguments, and the export writes them back, which Swift needs to infer it.
  package var genericArguments: [Int: String] = [:]
  /// The modules its `import`s name: importing `ComposableArchitecture` gives `Result` TCA's
  /// asynchronous catching initializer (`await Result { try await … }`).
  package var imports: Set<ImportableModule> = []
}
