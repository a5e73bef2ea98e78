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
    guard isNonisolated || inSynchronousTopLevel else { return }
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
    if !isAsync || inSynchronousTopLevel {
      throw CheckError(
        "call to main actor-isolated \(isolated.kind) \(name) in a synchronous nonisolated context",
        at: range,
        notes: inSynchronousTopLevel ? Self.synchronousTopLevelNotes : Self.mainActorNotes(name))
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

  /// Why the top-level code is not the main actor's, and what to write instead.
  private static let synchronousTopLevelNotes = [
    "a Swift file's top-level code runs on the main actor only when it has an 'await' of its"
      + " own (SE-0343); this one has none, so it is synchronous and nonisolated",
    "call it from an async '@MainActor' function: @MainActor func main() async { … }, then"
      + " await main()",
  ]

  /// Whether the code being checked is the top-level code of a program that does not await
  /// (``Program/topLevelAwaits``): synchronous and nonisolated, as in a Swift file built in
  /// the Swift 5 language mode (as the docs' samples are), where a call of main-actor code is
  /// swiftc's error; in the Swift 6 mode every top level is the main actor's.
  var inSynchronousTopLevel: Bool {
    topLevelIsSynchronous && closureBoundary == 0 && codeBoundary == 0
  }

  /// Whether `name` is a local of the code being checked (which hides a type of that name).
  func isLocal(_ name: String) -> Bool { scopes.contains { $0.contains(name) } }
}

extension Program {
  /// Whether its top-level code awaits: an `await`, a `for await` loop or an `async let` of
  /// its own, not in a closure or a function. As SE-0343 has it, only then is a Swift file's
  /// top-level code asynchronous and the main actor's; without one it is synchronous and
  /// nonisolated (Swift 5 language mode, as swiftc builds the docs' samples).
  package var topLevelAwaits: Bool {
    statements.contains { statement in
      statement.contains(intoClosures: false) { expression in
        if case .await = expression { true } else { false }
      } || statement.awaitsItself
    }
  }
}

extension Statement {
  /// Whether the statement, or one of the blocks it runs, is a `for await` loop or an
  /// `async let`.
  fileprivate var awaitsItself: Bool {
    switch self {
    case .binding(_, _, let isAsync, _) where isAsync: true
    case .forLoop(let loop) where loop.isAwaited: true
    default: nestedBlocks.contains { $0.statements.contains(where: \.awaitsItself) }
    }
  }
}
