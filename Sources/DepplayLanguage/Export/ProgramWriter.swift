import DependencyRuntime

/// Writes one script's Swift program (see ``SwiftExporter``).
struct ProgramWriter {
  let source: SourceFile
  let statements: [Statement]
  /// Declared keys, by name.
  var keys: [String: KeyDeclaration] = [:]
  /// Declared models, by name.
  var models: [String: ModelDeclaration] = [:]
  /// Model methods whose Swift signature `throws` (see ``throwingMethods()``).
  var throwingMethodNames: Set<String> = []
  /// Record types, by name: their fields and the fields' Swift types.
  var records: [String: [(name: String, type: String)]] = [:]
  /// Blocks being written, innermost last.
  var scopes: [ExportScope] = []
  /// The model whose methods are being written.
  var model: ModelDeclaration?
  /// `@Test` functions, in declaration order, run after the script's statements.
  var tests: [TestDeclaration] = []
  /// Locals bound to a `Task` whose body throws (reading its `value` throws).
  var throwingTasks: Set<String> = []
  /// Which mechanisms the program uses (for its imports): queues, and Foundation's types
  /// (threads, dates, UUIDs, …).
  var usesDispatch = false
  var usesFoundation = false

  init(source: SourceFile, statements: [Statement]) {
    self.source = source
    self.statements = statements
  }

  /// The whole program: header, imports, the `script` that runs it, declarations, then the
  /// script's statements run by `script.run`.
  mutating func program() throws(ExportError) -> String {
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
    var lines = header() + ["", "let script = Script(\(swiftString(source.name)))", ""]
    lines += declarations
    lines.append("script.run\(arguments) {")
    lines += body.map { $0.isEmpty ? "" : "  " + $0 }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private func header() -> [String] {
    var imports = ["DependencyRuntime", "DepplaySupport"]
    if usesDispatch { imports.append("Dispatch") }
    if usesFoundation { imports.append("Foundation") }
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
      "// runs before its creator continues (`script.settle()`), and `script.unit` labels a unit's",
      "// lines (`[Task 1] …`). Drop those in your own code.",
    ] + imports.map { "import \($0)" }
  }

  /// The script's top-level statements, then its tests; a later `context` or `build`
  /// restarts the script's "process" for the statements after it.
  private mutating func topLevel(_ statements: ArraySlice<Statement>) throws(ExportError)
    -> [String]
  {
    scopes = [ExportScope(isAsync: true)]
    var lines: [String] = []
    var rest = statements
    var restarts = 0
    while let statement = rest.popFirst() {
      switch statement {
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
    lines += try testRuns()
    return lines
  }

  func indent(_ level: Int) -> String { String(repeating: "  ", count: level) }

  /// A Swift string literal for `text`.
  func swiftString(_ text: String) -> String {
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
