import DepplaySyntax

/// `async` methods of plain structs (`func run() async throws { … }`, never `mutating` or
/// `static`): called with `await`, their bodies run on the caller's task and may suspend, as a
/// class's `async` methods do.
extension Interpreter {
  /// `try await transcriber.run("hi")`, or `await run("hi")` in the struct's own code
  /// (`receiver` is then `self`): the `async` method `name` of the receiver's type, its
  /// arguments already evaluated; `nil` when the receiver has no such method.
  package func callAsyncStructMethod(
    _ name: String, on receiver: ScriptValue, arguments: [Argument],
    trailing: ClosureLiteral? = nil, range: SourceRange, _ context: inout Context
  ) async throws -> ScriptValue? {
    guard case .record(let record) = receiver, let declared = declaredStruct(record.name),
      let method = try chosen(
        declared.declaration.method(named: name, arguments: arguments, trailing: trailing),
        kind: "instance method", name: name, arguments: arguments, range: range),
      method.isAsync
    else { return nil }
    var inner = try entering(
      method, named: "\(declared.declaration.name).\(method.name)", in: declared.frame,
      self: receiver, arguments: arguments, trailing: trailing, range: range, awaited: true,
      isMainActor: declared.declaration.isMainActor(method), &context
    ).context
    return DoubleArithmetic.returned(
      try await executeAsync(method.body.statements[...], &inner).value, by: method)
  }
}
