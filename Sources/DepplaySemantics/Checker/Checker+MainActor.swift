import DepplaySyntax

/// Main-actor isolation as swiftc checks it, where the checker can know it: code outside the
/// main actor (``Checker/isNonisolated``: the body of a function, method or initializer
/// that is not `@MainActor`, a `Task.detached`, a global queue's block, a thread) calling a
/// `@MainActor` top-level function, or using a `@MainActor` struct's or caseless enum's static
/// member. From synchronous code that is an error; from asynchronous code the use needs
/// `await`. The script's top level runs on the main actor, as a Swift script's does, and a
/// `Task { }` keeps the isolation of the code that makes it. A method called on a value is
/// found by the value's type when it runs, so a `@MainActor` class's methods are not checked.
extension Checker {
  /// Runs `body` as code that is (`nonisolated`) or is not outside the main actor.
  package mutating func withIsolation<T>(
    nonisolated: Bool, _ body: (inout Checker) throws(CheckError) -> T
  ) throws(CheckError) -> T {
    let saved = isNonisolated
    isNonisolated = nonisolated
    defer { isNonisolated = saved }
    return try body(&self)
  }

  /// swiftc's error where nonisolated code calls `callee`, a `@MainActor` top-level function
  /// or static method, outside an `await` (synchronous code may not call it at all).
  package func checkMainActorCall(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(CheckError) {
    guard isNonisolated else { return }
    let isolated: (kind: String, method: MethodDeclaration)
    switch callee {
    case .name(let name, _) where resolution(of: name) == .function:
      guard let function = function(named: name, arguments: arguments, trailing: trailing),
        function.isMainActor
      else { return }
      isolated = ("global function", function)
    case .member(.name(let type, _), let name, _):
      guard let declaration = names.structs[type], !isLocal(type),
        let method = declaration.staticMethod(named: name, arguments: arguments, trailing: trailing)
          .declaration, declaration.isMainActor(method)
      else { return }
      isolated = ("static method", method)
    default:
      return
    }
    let labels = isolated.method.parameters.map { "\($0.label ?? "_"):" }.joined()
    let name = "'\(isolated.method.name)(\(labels))'"
    if !isAsync {
      throw CheckError(
        "call to main actor-isolated \(isolated.kind) \(name) in a synchronous nonisolated context",
        at: range, notes: Self.mainActorNotes(name))
    }
    guard !inAwait else { return }
    throw CheckError(
      "main actor-isolated \(isolated.kind) \(name) cannot be called from outside of the actor",
      at: range, notes: Self.mainActorNotes(name))
  }

  /// swiftc's error where nonisolated code reads `Type.name`, a static property of a
  /// `@MainActor` struct or caseless enum, outside an `await`.
  package func checkMainActorProperty(of base: Expression, named name: String, range: SourceRange)
    throws(CheckError)
  {
    guard isNonisolated, case .name(let type, _) = base, !isLocal(type),
      let declaration = names.structs[type], declaration.isMainActor,
      declaration.staticProperty(named: name) != nil
    else { return }
    if !isAsync {
      throw CheckError(
        "main actor-isolated static property '\(name)' can not be referenced from a nonisolated"
          + " context", at: range, notes: Self.mainActorNotes("'\(type).\(name)'"))
    }
    guard !inAwait else { return }
    throw CheckError(
      "main actor-isolated static property '\(name)' cannot be accessed from outside of the actor",
      at: range, notes: Self.mainActorNotes("'\(type).\(name)'"))
  }

  private static func mainActorNotes(_ name: String) -> [String] {
    [
      "\(name) belongs to the main actor: from outside it, it is reached asynchronously",
      "mark the code that uses it '@MainActor', or use it with 'await' in asynchronous code",
    ]
  }

  /// Whether `name` is a local of the code being checked (which hides a type of that name).
  func isLocal(_ name: String) -> Bool { scopes.contains { $0.contains(name) } }
}
