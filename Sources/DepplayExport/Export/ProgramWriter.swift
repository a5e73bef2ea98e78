import DependencyRuntime
import DepplaySemantics
import DepplaySyntax

/// Writes one script's Swift program (see ``SwiftExporter``).
package struct ProgramWriter {
  package let source: SourceFile
  package let statements: [Statement]
  /// What each name refers to, as the checker resolved it.
  package let resolutions: Resolutions
  /// Where the `var` bindings start (``Program/variables``).
  package let variables: Set<Int>
  /// The types bindings write (``Program/typeAnnotations``).
  package let typeAnnotations: [Int: String]
  /// The generic arguments type names are written with (``Program/genericArguments``).
  package let genericArguments: [Int: String]
  /// Whether to write the program as a learner would (``SwiftExporter/Style/plain``).
  package let plain: Bool
  /// Declared keys, by name.
  package var keys: [String: KeyDeclaration] = [:]
  /// Declared models, by name.
  package var models: [String: ModelDeclaration] = [:]
  /// Model methods whose Swift signature `throws` (see ``throwingMethods()``).
  package var throwingMethodNames: Set<String> = []
  /// Declared `@DependencyClient` clients, by name.
  package var clients: [String: ClientDeclaration] = [:]
  /// Declared error types (`struct Name: Error { … }`), by name, in declaration order.
  package var errorTypes: [String: ErrorDeclaration] = [:]
  /// Declared plain structs (`struct User: Equatable { … }`), by name.
  package var structs: [String: StructDeclaration] = [:]
  /// Declared plain enums (`enum LoadState: Equatable { … }`), by name.
  package var enums = [EnumDeclaration.swiftResult.name: EnumDeclaration.swiftResult]
  /// Declared type aliases (`typealias UserID = Int`), by name.
  package var typeAliases: [String: TypeAliasDeclaration] = [:]
  /// The script's top-level functions, by name, each name's overloads in declaration order.
  package var functions: [String: [MethodDeclaration]] = [:]
  /// Record types, by name: their fields and the fields' Swift types.
  package var records: [String: [(name: String, type: String)]] = [:]
  /// Blocks being written, innermost last.
  package var scopes: [ExportScope] = []
  /// The model whose methods are being written (a feature's `@Dependency` properties, while
  /// the feature is written).
  package var model: ModelDeclaration?
  /// Declared features, by name.
  package var features: [String: FeatureDeclaration] = [:]
  /// The feature whose body is being written.
  package var feature: FeatureDeclaration?
  /// The action parameter of the `Reduce` closure being written.
  package var reduceAction: String?
  /// Its state parameter (`inout` in Swift).
  package var reduceState: String?
  /// The `send` parameters of the `.run` operations being written.
  package var sendNames: Set<String> = []
  /// Locals holding stores, test stores and their tasks.
  package var storeLocals: [String: StoreKind] = [:]
  /// `@Test` functions, in declaration order, run after the script's statements.
  package var tests: [TestDeclaration] = []
  /// Locals bound to a `Task` whose body throws (reading its `value` throws).
  package var throwingTasks: Set<String> = []
  /// Locals bound to a closure literal whose body ends in a value (`let compute = { 42 }`): a
  /// call of one gives a value, which a block ending in it returns.
  package var valueClosures: Set<String> = []
  /// The `group` parameters of the task groups around the code written, whose children give
  /// values (`withTaskGroup(of: Int.self)`): their `addTask` closures return them.
  package var valueGroups: Set<String> = []
  /// The names of the `withThrowingTaskGroup` groups in scope, whose `addTask` closures may
  /// throw.
  package var throwingGroups: Set<String> = []
  /// Which mechanisms the program uses (for its imports): queues, and Foundation's types
  /// (threads, dates, UUIDs, …).
  package var usesDispatch = false
  package var usesFoundation = false
  /// Whether it uses the store layer (`ComposableRuntime`).
  package var usesComposable = false
  /// Whether it declares an `@Observable` class (`Observation`).
  package var usesObservation = false
  /// The first name that reads a top-level `let` or `var` declared below it
  /// (``CheckedProgram/readsAboveDeclaration``).
  private let readAboveDeclaration: (name: String, range: SourceRange)?
  /// Whether the script's top-level code awaits, and so is the main actor's
  /// (``Program/topLevelAwaits``): the interpreter does not park after its statements.
  private let topLevelAwaits: Bool

  package init(_ program: CheckedProgram, plain: Bool = false) {
    self.readAboveDeclaration = program.readsAboveDeclaration.first
    self.topLevelAwaits = program.program.topLevelAwaits
    self.source = program.source
    self.statements = program.program.statements
    self.resolutions = program.resolutions
    self.variables = program.program.variables
    self.typeAnnotations = program.program.typeAnnotations
    self.genericArguments = program.program.genericArguments
    self.plain = plain
  }

  /// The whole program: header, imports, the `script` that runs it, declarations, then the
  /// script's statements run by `script.run`.
  package mutating func program() throws(ExportError) -> String {
    if let (name, range) = readAboveDeclaration {
      throw ExportError(
        "reading the top-level '\(name)' above its declaration",
        because: "the export declares the script's top-level constants and variables in the"
          + " block that runs its statements, out of reach of the code above it",
        at: range, notes: ["declare '\(name)' above the code that reads it"])
    }
    try collectDeclarations()
    var leading = statements[...]
    var context: DependencyContext?
    var build: BuildConfiguration?
    while let first = leading.first {
      if case .context(let value, _) = first {
        context = value
      } else if case .build(let value, _) = first {
        build = value
      } else if case .dependency = first {
      } else if case .model = first {
      } else if case .feature = first {
      } else if case .errorType = first {
      } else if case .structType = first {
      } else if case .protocolType = first {
      } else if case .enumType = first {
      } else if case .typeAlias = first {
      } else if case .function = first {
      } else if case .client = first {
      } else {
        break
      }
      leading.removeFirst()
    }
    let body = try topLevel(leading)
    var arguments = [context.map { "in: .\($0)" }, build.map { "build: .\($0)" }].compactMap { $0 }
      .joined(separator: ", ")
    if !arguments.isEmpty { arguments = "(\(arguments))" }
    let declarations = try declarations()
    if plain {
      let setting = [
        context.map { "// Run it with SWIFT_DEPENDENCIES_CONTEXT=\($0) (the script's context)." },
        build.map { "// Build it with -c \($0) (the script's build)." },
      ].compactMap { $0 }
      let block =
        ["// In a block: Swift refuses property wrappers such as @Dependency at the top level."]
        + ["do {"] + body.map { $0.isEmpty ? "" : "  " + $0 } + ["}"]
      let lines =
        header() + (setting.isEmpty ? [] : [""] + setting) + [""] + declarations + block
      return lines.joined(separator: "\n") + "\n"
    }
    var lines = header() + ["", "let script = Script(\(swiftString(source.name)))", ""]
    lines += declarations
    lines.append("script.run\(arguments) {")
    lines += body.map { $0.isEmpty ? "" : "  " + $0 }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private func header() -> [String] {
    var imports = plain ? ["DependencyRuntime"] : ["DependencyRuntime", "DepplaySupport"]
    if usesComposable { imports.insert("ComposableRuntime", at: 0) }
    if usesDispatch { imports.append("Dispatch") }
    if usesFoundation { imports.append("Foundation") }
    if usesObservation { imports.append("Observation") }
    if plain {
      let name = source.name.split(separator: "/").last.map(String.init) ?? source.name
      return [
        "// \(name), exported by `depplay swift --plain` as you would write it.",
        "//",
        "// Output order between concurrent units (tasks, queue blocks, threads) may vary from",
        "// run to run; the values each one reads do not. The program ends when its top-level",
        "// code does, so work still running then may not get to print. `depplay swift` without",
        "// --plain writes a version that prints exactly what depplay prints. With",
        "// swift-dependencies, import Dependencies instead of DependencyRuntime.",
      ]
        + (usesComposable
          ? [
            "// With The Composable Architecture, import ComposableArchitecture instead of",
            "// ComposableRuntime.",
          ]
          : [])
        + imports.map { "import \($0)" }
    }
    let origin =
      source.name.hasSuffix(".md")
      ? [
        "// \(source.name), exported by `depplay swift`: the lesson's blocks, each exercise solved,",
        "// as one script. It prints exactly what depplay prints running that script.",
      ]
      : [
        "// \(source.name), exported by `depplay swift`. It prints exactly what `depplay run` prints."
      ]
    return origin + [
      "//",
      "// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output",
      "// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work",
      "// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's",
      "// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor",
      "// waiting for a clock call in flight. Drop those in your own code.",
    ]
      + (usesComposable
        ? [
          "//",
          "// Stores are @MainActor: `script.store`, `script.onMainActor`, `script.sending` and",
          "// `script.hosted` hand each call to the main actor as depplay does, `script.effect`",
          "// runs an effect's work as a unit (`[Effect.run 1] …`) and `script.send(_:with:)` is",
          "// its `await send(…)`. With The Composable Architecture, call the store directly and",
          "// return the effect itself.",
        ] : [])
      + imports.map { "import \($0)" }
  }

  /// The script's top-level statements, then its tests; a later `context` or `build`
  /// restarts the script's "process" for the statements after it.
  private mutating func topLevel(_ statements: ArraySlice<Statement>) throws(ExportError)
    -> [String]
  {
    scopes = [ExportScope(isAsync: true, isMainActor: topLevelAwaits, throwIsHandled: true)]
    var lines: [String] = []
    var rest = statements
    var restarts = 0
    while let statement = rest.popFirst() {
      switch statement {
      case .context(_, let range) where plain, .build(_, let range) where plain:
        throw ExportError(
          "a later 'context' or 'build' in --plain", because: "it restarts the process",
          at: range, notes: ["depplay swift without --plain exports it with script.restart"])
      case .context(let context, _):
        lines.append(
          indent(restarts)
            + "await script.restart(in: .\(context)) {  // like restarting the process")
        restarts += 1
        scopes[0].declaredReads = []  // reads in the restarted process declare their own
      case .build(let build, _):
        lines.append(
          indent(restarts)
            + "await script.restart(build: .\(build)) {  // like a \(build) build of the library")
        restarts += 1
        scopes[0].declaredReads = []
      default:
        lines += try self.statement(statement).map { $0.isEmpty ? "" : indent(restarts) + $0 }
      }
    }
    for level in (0..<restarts).reversed() { lines.append(indent(level) + "}") }
    if plain, let test = tests.first {
      throw ExportError(
        "'@Test' in --plain", because: "a test runs under Swift Testing, not in a program",
        at: test.range, notes: ["depplay swift without --plain runs the tests in the program"])
    }
    lines += try testRuns()
    return lines
  }

  package func indent(_ level: Int) -> String { String(repeating: "  ", count: level) }

  /// A Swift string literal for `text`.
  package func swiftString(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\t": escaped += "\\t"
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }
}
