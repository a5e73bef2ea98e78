import DepplaySyntax

extension Checker {
  /// Declares the top-level functions of `program` before its statements are checked, so
  /// code above a function may call it, as in a Swift script. Two of one name with other
  /// labels are overloads, which a call chooses between by its labels; two with the same
  /// labels are Swift's error. A function replaces one of an earlier program with its labels.
  package mutating func declareFunctions(of program: Program) throws(CheckError) {
    var declared: [String: [MethodDeclaration]] = [:]
    for case .function(let function) in program.statements {
      let labels = function.parameters.map(\.label)
      guard
        !declared[function.name, default: []].contains(where: {
          $0.parameters.map(\.label) == labels
        })
      else {
        throw CheckError(
          "invalid redeclaration of '\(function.parameters.functionName(function.name))'",
          at: function.nameRange)
      }
      declared[function.name, default: []].append(function)
      names.functions[function.name, default: []].removeAll {
        $0.parameters.map(\.label) == labels
      }
      names.functions[function.name, default: []].append(function)
    }
  }

  /// The top-level function `name` a call with `arguments` (and `trailing`) runs: the
  /// overload its labels fit, else the first declared of that name.
  package func function(
    named name: String, arguments: [Argument] = [], trailing: ClosureLiteral? = nil
  ) -> MethodDeclaration? {
    let overloads = names.functions[name] ?? []
    return overloads.overload(named: name, arguments: arguments, trailing: trailing).declaration
      ?? overloads.first
  }

  /// swiftc's error where a call of the top-level function `callee` fits none of its
  /// overloads by its labels.
  package func checkOverloadedCall(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(CheckError) {
    guard case .name(let name, let nameRange) = callee, resolution(of: name) == .function,
      let (message, notes) = (names.functions[name] ?? []).overload(
        named: name, arguments: arguments, trailing: trailing
      ).noExactMatchMessage(kind: "global function", name: name, labels: arguments.map(\.label))
    else { return }
    throw CheckError(message, at: nameRange, notes: notes)
  }

  /// Checks the body of each top-level function of `program`, after its statements (a
  /// function may read a top-level `let` declared below it): its parameters in scope, its
  /// `await`s allowed where it is `async`, no model's or struct's members in reach.
  package mutating func checkFunctions(of program: Program) throws(CheckError) {
    for case .function(let function) in program.statements {
      for case let value? in function.parameters.map(\.defaultValue) { try check(value) }
      let saved = (model, selfScope, closureBoundary, mutableNames, inTopLevelFunction)
      let savedCodeBoundary = codeBoundary
      (model, selfScope, mutableNames, inTopLevelFunction) = (nil, nil, [], true)
      (closureBoundary, codeBoundary) = (scopes.count, scopes.count)
      defer {
        (model, selfScope, closureBoundary, mutableNames, inTopLevelFunction) = saved
        codeBoundary = savedCodeBoundary
      }
      try withNamesAsDeclared(at: function) { (checker: inout Checker) throws(CheckError) in
        try checker.withIsolation(nonisolated: !function.isMainActor) {
          (checker: inout Checker) throws(CheckError) in
          try checker.withGenerics(function.genericParameters, parameters: function.parameters) {
            (checker: inout Checker) throws(CheckError) in
            try checker.withInoutParameters(Set(function.parameters.inoutNames)) {
              (checker: inout Checker) throws(CheckError) in
              try checker.check(
                function.body, parameters: function.parameters.map(\.name),
                variables: function.parameters.inoutNames,
                optionals: function.parameters.printedOptionals,
                held: checker.heldClasses(of: function.parameters), async: function.isAsync)
            }
          }
        }
      }
    }
  }

  /// The parameters that hold an instance of one of the script's classes (`_ counter:
  /// Counter`; not an actor), by name, with that class: the function may assign its stored
  /// properties.
  func heldClasses(of parameters: [FunctionParameter]) -> [String: String] {
    var held: [String: String] = [:]
    for parameter in parameters where !parameter.isInout {
      guard let shape = names.models[parameter.type], shape.actorMethods == nil else { continue }
      held[parameter.name] = parameter.type
    }
    return held
  }

  /// A top-level function named without a call (`numbers.map(square)`) is a value; one that
  /// is `async`, throws or takes a variadic parameter is refused by name.
  package func refuseFunctionValue(_ name: String, range: SourceRange) throws(CheckError) {
    guard resolution(of: name) == .function, let function = function(named: name),
      let kind = [
        (function.isAsync, "an async"), (function.isThrowing, "a throwing"),
        (function.parameters.contains(where: \.isVariadic), "a variadic"),
      ].first(where: \.0)?.1
    else { return }
    throw CheckError(
      "\(kind) function used as a value ('\(name)') is not supported yet", at: range,
      notes: ["wrap the call in a closure: { \(name)(…) }"])
  }

  /// A top-level `var` read in a top-level function: main-actor state, which Swift 6 refuses
  /// to a function that is not isolated to the main actor (a `@MainActor` one may use it).
  package func refuseTopLevelVariable(_ name: String, range: SourceRange) throws(CheckError) {
    guard let error = topLevelVariableError(name, verb: "referenced", range: range) else { return }
    throw error
  }

  /// swiftc's error where code of a top-level function `verb`s (reads or changes) the
  /// top-level `var` `name`; `nil` where `name` is no such variable.
  package func topLevelVariableError(_ name: String, verb: String, range: SourceRange)
    -> CheckError?
  {
    guard inTopLevelFunction, isNonisolated, scopes.lastIndex(where: { $0.contains(name) }) == 0,
      variableScopes[0].contains(name)
    else { return nil }
    return CheckError(
      "main actor-isolated var '\(name)' can not be \(verb) from a nonisolated context",
      at: range,
      notes: [
        "a top-level 'var' belongs to the main actor; pass its value to the function instead"
      ])
  }
}
