import DependencyRuntime
import DepplaySyntax

/// The script's top-level functions at run time. A call runs the body on the caller's task,
/// in a frame nested in the top level of the function's program: it reads the dependencies
/// in force at the call, as ordinary Swift code does.
extension Interpreter {
  /// The top-level function `name`, as declared, with the frame of its program's top level.
  package func declaredFunction(_ name: String) -> Declared<MethodDeclaration>? {
    state.withLock { $0.functions[name] }
  }

  /// `greeting(for: "Blob")`: the function's body run with its arguments (``entering(_:named:in:self:arguments:trailing:range:awaited:isMainActor:_:)``).
  package func callFunction(
    _ name: String, nameRange: SourceRange, arguments: [Argument],
    trailing: ClosureLiteral? = nil, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard let function = declaredFunction(name) else {
      throw RuntimeError("cannot find '\(name)' in scope", at: nameRange)
    }
    var inner = try entering(
      function.declaration, named: name, in: function.frame, self: nil, arguments: arguments,
      trailing: trailing, range: range, awaited: false,
      isMainActor: function.declaration.isMainActor, &context)
    return try execute(function.declaration.body, &inner).value
  }

  /// `numbers.map(square)`: the function as a value, a closure that calls it with its
  /// arguments under its labels (`{ square($0) }`), so it reads the dependencies in force
  /// where it is called, as the function does.
  func functionValue(_ name: String, range: SourceRange, _ context: Context) throws
    -> ScriptValue
  {
    guard let function = declaredFunction(name) else {
      throw RuntimeError("cannot find '\(name)' in scope", at: range)
    }
    return closure(
      calling: name, parameters: function.declaration.parameters, range: range, context)
  }

  /// The closure a function or method named `name` is as a value (`people.map(greet)`): it
  /// calls the name as the checker resolved it where it is written, with its arguments.
  func closure(
    calling name: String, parameters: [FunctionParameter], range: SourceRange, _ context: Context
  ) -> ScriptValue {
    // Where no name of the script is, so the arguments are read as the closure's locals.
    let place = SourceRange(start: range.end, end: range.end)
    let arguments = parameters.indices.map { index in
      Argument(
        label: parameters[index].label,
        value: .name("$\(index)", range: place),
        range: place)
    }
    let call = Expression.call(
      callee: .name(name, range: range), arguments: arguments, trailingClosure: nil, range: range)
    let literal = ClosureLiteral(
      parameters: [],
      body: Block(statements: [.returnStatement(value: call, range: range)], range: range),
      range: range, implicitParameterCount: arguments.count)
    return .closure(
      ScriptClosure(
        literal: literal, frame: context.frame, model: nil,
        madeWith: (DependencyValues._current, false), isMainActor: context.isMainActor))
  }

  /// `await fetchCount()`: an `async` function's body, which may suspend, run on the
  /// caller's task.
  package func callFunctionAsync(
    _ function: Declared<MethodDeclaration>, named name: String, arguments: [Argument],
    range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue {
    var inner = try entering(
      function.declaration, named: name, in: function.frame, self: nil, arguments: arguments,
      range: range, awaited: true, isMainActor: function.declaration.isMainActor, &context)
    return try await executeAsync(function.declaration.body.statements[...], &inner).value
  }
}
