import DepplaySyntax

extension ProgramWriter {
  /// The members of a plain struct other than its stored properties, written as declared:
  /// static properties, computed properties, `init`s, then methods.
  package mutating func structMembers(_ declaration: StructDeclaration) throws(ExportError)
    -> [String]
  {
    var lines: [String] = []
    for property in declaration.staticProperties {
      let type = property.type.map { ": \($0)" } ?? ""
      switch property.definition {
      case .computed(let getter):
        lines.append("  static var \(property.name)\(type) {")
        lines += try body(getter, returnsValue: true, indent: 4)
        lines.append("  }")
      case .stored(let value) where property.isTaskLocal:
        // A task-local is no mutable state: it is read-only outside `withValue`.
        lines.append(
          "  @TaskLocal static var \(property.name)\(type) = \(try memberExpression(value))")
      case .stored(let value):
        // NB: a `static var` is global mutable state, which Swift 6 refuses unless marked; the
        // script's code runs on one executor at a time, so the mark is true of the program.
        lines.append(
          (property.isConstant ? "  static let " : "  nonisolated(unsafe) static var ")
            + "\(property.name)\(type)"
            + " = \(try memberExpression(value))")
      }
    }
    lines += try computedPropertyLines(declaration.computedProperties)
    for declared in declaration.subscripts {
      lines.append("")
      lines += try accessorLines(
        declared.accessors,
        heading: "subscript(\(try parameters(declared.parameters, labelsWritten: true)))"
          + " -> \(declared.accessors.type)")
    }
    lines += try initializerLines(declaration.initializers)
    // A method a protocol's extension gives is written once, in the extension.
    for method in declaration.methods where method.protocolDefault == nil {
      lines.append("")
      lines += try function(method, isMainActor: declaration.isMainActor(method)).map {
        "  " + $0
      }
    }
    return lines
  }

  /// The computed properties of a struct or a class, as declared, each after a blank line.
  package mutating func computedPropertyLines(_ properties: [ComputedProperty])
    throws(ExportError) -> [String]
  {
    var lines: [String] = []
    for property in properties {
      lines.append("")
      lines += try accessorLines(property, heading: "var \(property.name): \(property.type)")
    }
    return lines
  }

  /// A computed property's or a subscript's getter and setter under `heading` (what comes
  /// before the braces).
  private mutating func accessorLines(_ property: ComputedProperty, heading: String)
    throws(ExportError) -> [String]
  {
    var lines = ["  \(heading) {"]
    guard let setter = property.setter else {
      lines += try body(property.getter, returnsValue: true, indent: 4)
      lines.append("  }")
      return lines
    }
    lines.append("    get {")
    lines += try body(property.getter, returnsValue: true, indent: 6)
    lines.append("    }")
    lines.append(setter.isParameterWritten ? "    set(\(setter.parameter)) {" : "    set {")
    lines += try body(setter.body, returnsValue: false, indent: 6)
    lines.append("    }")
    lines.append("  }")
    return lines
  }

  /// The `init`s of a struct, a class or a feature's `State`, as declared, each after a
  /// blank line, indented as members are.
  package mutating func initializerLines(_ initializers: [InitializerDeclaration])
    throws(ExportError) -> [String]
  {
    var lines: [String] = []
    for initializer in initializers {
      lines.append("")
      lines.append("  init(\(try parameters(initializer.parameters))) {")
      lines += try body(initializer.body, returnsValue: false, indent: 4)
      lines.append("  }")
    }
    return lines
  }

  /// A struct's method or a top-level function, as declared: `static mutating func name(…)
  /// async throws -> T { … }`. A top-level function's body may `throw` when it `throws` (its
  /// callers' statements are written with `try`, ``throwsError(_:methods:)``).
  /// `isMainActor`: it or its type is `@MainActor`.
  package mutating func function(_ method: MethodDeclaration, isMainActor: Bool)
    throws(ExportError) -> [String]
  {
    let modifiers = (method.isStatic ? "static " : "") + (method.isMutating ? "mutating " : "")
    let effects = (method.isAsync ? " async" : "") + (method.isThrowing ? " throws" : "")
    let result = method.returnType.map { " -> \($0)" } ?? ""
    var scope = ExportScope(
      isAsync: method.isAsync, isMainActor: isMainActor,
      returnsValue: method.returnType != nil)
    scope.throwIsHandled =
      method.isThrowing && functions[method.name]?.contains { $0.range == method.range } == true
    return mainActorLines(method.isMainActor)
      + [
        "\(modifiers)func \(method.name)\(method.isOperator ? " " : "")"
          + GenericParameter.clause(method.genericParameters)
          + "(\(try parameters(method.parameters)))\(effects)\(result) {"
      ]
      + (try body(method.body, in: scope, indent: 2)) + ["}"]
  }

  /// `by degrees: Int = 1`, `_ amount: Int`, `name: String`, `balance: inout Int`; with
  /// `labelsWritten` (a subscript's, whose one name is no label), the label written wherever
  /// a parameter has one: `row r: Int`, `column: Int`.
  mutating func parameters(_ parameters: [FunctionParameter], labelsWritten: Bool = false)
    throws(ExportError) -> String
  {
    var written: [String] = []
    for parameter in parameters {
      let label = parameter.label ?? (labelsWritten ? nil : "_")
      var text =
        label.map { $0 == parameter.name && !labelsWritten ? $0 : "\($0) \(parameter.name)" }
        ?? parameter.name
      text +=
        ": \(parameter.isInout ? "inout " : "")\(parameter.type)"
        + (parameter.isVariadic ? "..." : "")
      if let value = parameter.defaultValue { text += " = \(try memberExpression(value))" }
      written.append(text)
    }
    return written.joined(separator: ", ")
  }

  /// An expression of a struct's member code: a static property's value, a default.
  private mutating func memberExpression(_ value: Expression) throws(ExportError) -> String {
    try withMemberScope(ExportScope(isAsync: false)) {
      (writer: inout ProgramWriter) throws(ExportError) in try writer.expression(value)
    }
  }

  /// A member's body, indented by `indent` spaces.
  mutating func body(_ block: Block, returnsValue: Bool, indent: Int) throws(ExportError)
    -> [String]
  {
    try body(block, in: ExportScope(isAsync: false, returnsValue: returnsValue), indent: indent)
  }

  /// A member's or function's body written in `scope`, indented by `indent` spaces.
  private mutating func body(_ block: Block, in scope: ExportScope, indent: Int)
    throws(ExportError) -> [String]
  {
    let lines = try withMemberScope(scope) {
      (writer: inout ProgramWriter) throws(ExportError) in try writer.block(block.statements)
    }
    let margin = String(repeating: " ", count: indent)
    return lines.map { $0.isEmpty ? "" : margin + $0 }
  }

  /// Runs `write` as code of a struct's member or a top-level function, in `scope`: outside
  /// every block of the script's statements.
  private mutating func withMemberScope<T>(
    _ scope: ExportScope, _ write: (inout ProgramWriter) throws(ExportError) -> T
  ) throws(ExportError) -> T {
    let saved = scopes
    scopes = [scope]
    defer { scopes = saved }
    return try write(&self)
  }
}
