import DependencyRuntime
import DepplaySyntax

/// The script's top-level functions at run time. A call runs the body on the caller's task,
/// in a frame nested in the top level of the function's program: it reads the dependencies
/// in force at the call, as ordinary Swift code does.
extension Interpreter {
  /// The top-level function `name` (the first declared of its overloads), as declared, with
  /// the frame of its program's top level.
  package func declaredFunction(_ name: String) -> Declared<MethodDeclaration>? {
    state.withLock { $0.functions[name]?.first }
  }

  /// The overload of the top-level function `name` that a call with `arguments` (and
  /// `trailing`) runs, chosen by its labels; `nil` when none is named so.
  func declaredFunction(
    _ name: String, arguments: [Argument], trailing: ClosureLiteral? = nil, range: SourceRange
  ) throws -> Declared<MethodDeclaration>? {
    let overloads = state.withLock { $0.functions[name] } ?? []
    return try chosen(
      overloads.overload(named: name, arguments: arguments, trailing: trailing),
      kind: "global function", name: name, arguments: arguments, range: range)
  }

  /// `greeting(for: "Blob")`: the function's body run with its arguments (``entering(_:named:in:self:arguments:trailing:range:awaited:isMainActor:_:)``).
  package func callFunction(
    _ name: String, nameRange: SourceRange, arguments: [Argument],
    trailing: ClosureLiteral? = nil, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard
      let function = try declaredFunction(
        name, arguments: arguments, trailing: trailing, range: nameRange)
    else {
      throw RuntimeError("cannot find '\(name)' in scope", at: nameRange)
    }
    var (inner, places) = try entering(
      function.declaration, named: name, in: function.frame, self: nil, arguments: arguments,
      trailing: trailing, range: range, awaited: false,
      isMainActor: function.declaration.isMainActor, &context)
    return try writingBack(places, from: &inner, to: &context) {
      DoubleArithmetic.returned(
        try execute(function.declaration.body, &$0).value, by: function.declaration)
    }
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
    return closureCalling(
      .name(name, range: range), parameters: function.declaration.parameters, range: range,
      context)
  }

  /// `ShippingRules.label(for:)` where a function is wanted: the plain struct's static method
  /// as a value, a closure that calls it (``functionValue(_:range:_:)``); `nil` when `base`
  /// names no plain struct with a static method `name`.
  func staticMethodValue(
    _ name: String, of base: Expression, range: SourceRange, _ context: Context
  ) -> ScriptValue? {
    guard case .name(let type, let typeRange) = base,
      context.frame.resolutions[typeRange] == .model,
      let method = declaredMembers(ofType: type)?.declaration.staticMethod(named: name)
    else { return nil }
    return closureCalling(
      .member(base: base, name: name, range: range), parameters: method.parameters,
      range: range, context)
  }

  /// A closure that calls `callee` with its own arguments, labelled as `parameters` are: a
  /// function or method as a value (`people.map(greet)`), the callee resolved where it is
  /// written.
  func closureCalling(
    _ callee: Expression, parameters: [FunctionParameter], range: SourceRange, _ context: Context
  ) -> ScriptValue {
    // Where no name of the script is, so the arguments are read as the closure's locals.
    let place = SourceRange(start: range.end, end: range.end)
    let arguments = parameters.indices.map { index in
      Argument(
        label: parameters[index].label, value: .name("$\(index)", range: place), range: place)
    }
    let call = Expression.call(
      callee: callee, arguments: arguments, trailingClosure: nil, range: range)
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
      range: range, awaited: true, isMainActor: function.declaration.isMainActor, &context
    ).context
    return DoubleArithmetic.returned(
      try await executeAsync(function.declaration.body.statements[...], &inner).value,
      by: function.declaration)
  }
}
