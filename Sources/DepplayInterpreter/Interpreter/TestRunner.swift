import DependencyRuntime
import DepplaySemantics
import DepplaySupport
import DepplaySyntax

extension Interpreter {
  /// Runs one `@Test`, each case as its own task, isolated as SEMANTICS §9 says: each test
  /// gets its own test-context root; with a dependency trait, every case also starts from a
  /// fresh `DependencyValues()`; without one, the cases share the test's root.
  package func runTest(_ declaration: TestDeclaration, frame: Frame) async {
    let build = state.withLock { $0.build }
    let testRoot = DependencyValues(rootContext: .test, build: build)
    let main = Unit(info: .main)
    var setup = Context(unit: main, frame: frame, bucket: IssueBucket(issuesFail: true))
    var cases = AnySequence<[ScriptValue]?>([nil])
    if let arguments = declaration.arguments {
      do {
        cases = try testCases(declaration, arguments: arguments, &setup)
      } catch {
        report(error, in: main)
        return
      }
    }
    for argument in cases {
      let name = declaration.caseName(
        argument: argument.map {
          OutputFormat.testArguments(declaration.parameters, $0.map(\.debugDescription))
        })
      let bucket = IssueBucket(issuesFail: true)
      events.emit(.testStarted(name: name))
      let unit: Unit
      do {
        unit = try newUnit(.test, name: name, parent: main, range: declaration.range)
      } catch {
        report(error, in: main)
        return
      }
      let context = Context(unit: unit, frame: Frame(parent: frame), bucket: bucket)
      for (parameter, value) in zip(declaration.parameters, argument ?? []) {
        context.frame.bind(parameter, value)
      }
      let start = context
      let task = Task(executorPreference: executor) {
        await DependencyValues.$_current.withValue(testRoot) {
          await self.enter(unit, bucket: bucket) {
            var context = start
            return try await self.runCase(declaration, &context)
          }
        }
      }
      _ = await task.value
      await bucket.testStores.endAll(hostedBy: executor)
      let errors = unit.stoppedByError
      events.emit(
        .testFinished(
          name: name, failures: bucket.failures + (errors ? ["stopped by an error"] : [])))
      if !bucket.failures.isEmpty { markFailed() }
    }
  }

  /// The arguments of each case of a parameterized test, one for each parameter: each element
  /// of `arguments`, a tuple's values spread over the parameters, or with a second collection
  /// every pair of an element of each, as Swift Testing gives them.
  private func testCases(
    _ declaration: TestDeclaration, arguments: Expression, _ context: inout Context
  ) throws -> AnySequence<[ScriptValue]?> {
    let first = try elements(of: try evaluate(arguments, &context), range: arguments.range)
    if let paired = declaration.pairedArguments {
      let second = Array(try elements(of: try evaluate(paired, &context), range: paired.range))
      return AnySequence(
        first.lazy.flatMap { x in second.lazy.map { y -> [ScriptValue]? in [x, y] } })
    }
    let count = declaration.parameters.count
    guard count > 1 else { return AnySequence(first.lazy.map { [$0] }) }
    return AnySequence(
      try first.map { element -> [ScriptValue]? in
        guard case .record(let tuple) = element, tuple.isTuple, tuple.fields.count == count else {
          throw RuntimeError(
            "test '\(declaration.name)' takes \(count) parameters, so each case of 'arguments:'"
              + " is a tuple of \(count) values, not a value of type '\(element.typeName)'",
            at: arguments.range)
        }
        return tuple.fields.map(\.value)
      })
  }

  private func runCase(_ declaration: TestDeclaration, _ context: inout Context) async throws
    -> ScriptValue
  {
    guard case .xcTestCase? = declaration.container else {
      return try await runCaseBody(declaration, &context)
    }
    do {
      return try await runCaseBody(declaration, &context)
    } catch let thrown as ScriptThrow {
      // XCTest fails a test method that throws, in its own words, and goes on.
      record(
        false, .xcTest(call: declaration.name, .threw(thrown.value.description), message: ""),
        range: declaration.range, context)
      return .void
    }
  }

  private func runCaseBody(_ declaration: TestDeclaration, _ context: inout Context)
    async throws -> ScriptValue
  {
    guard !declaration.traits.isEmpty else {
      return try await executeAsync(declaration.body.statements[...], &context).value
    }
    let outer = context
    return try await withDependencies(origin: origin("test trait", declaration.range, context)) {
      values in
      values = DependencyValues()
      for trait in declaration.traits { try self.applyTrait(trait, to: &values, outer) }
    } operation: {
      var context = outer
      return try await self.executeAsync(declaration.body.statements[...], &context).value
    }
  }

  /// `.dependency(\.key, value)` reads the key first (as the library's key-path form does),
  /// then writes it; `.dependencies { … }` runs its update; `.dependencies` adds nothing.
  private func applyTrait(
    _ trait: Expression, to values: inout DependencyValues, _ context: Context
  ) throws {
    var context = context
    switch trait {
    case .implicitMember(let name, let arguments?, let range)
    where DependencyTrait(rawValue: name) == .dependency:
      guard case .keyPath(let path, _) = arguments[0].value else { return }
      let value = try evaluate(arguments[1].value, setOn: path, &context)
      switch try key(named: path[0], range: range) {
      case .script(let scriptKey): _ = values[dynamic: scriptKey.key]
      case .builtin(let key): _ = key.value(in: values)
      case .context: break
      }
      try set(path, to: value, in: &values, range: range)
    case .call(_, _, let update?, _):
      try applyUpdate(update, to: &values, context)
    case .implicitMember(let name, nil, _) where DependencyTrait(rawValue: name) == .dependencies:
      break  // the bare trait only starts each case from fresh values, as above
    default:
      throw RuntimeError("unknown test trait", at: trait.range)
    }
  }
}
