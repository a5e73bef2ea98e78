import DependencyRuntime
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
    var cases = AnySequence<ScriptValue?>([nil])
    if let arguments = declaration.arguments {
      do {
        cases = AnySequence(
          try elements(of: try evaluate(arguments, &setup), range: arguments.range).lazy.map {
            $0
          })
      } catch {
        report(error, in: main)
        return
      }
    }
    for argument in cases {
      let name = declaration.caseName(
        argument: argument.map { "\(declaration.parameters[0]): \($0.debugDescription)" })
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
      if let argument { context.frame.bind(declaration.parameters[0], argument) }
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

  private func runCase(_ declaration: TestDeclaration, _ context: inout Context) async throws
    -> ScriptValue
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
    case .implicitMember("dependency", let arguments?, let range):
      guard case .keyPath(let path, _) = arguments[0].value else { return }
      let value = try evaluate(arguments[1].value, &context)
      switch try key(named: path[0], range: range) {
      case .script(let scriptKey): _ = values[dynamic: scriptKey.key]
      case .builtin(let key): _ = key.value(in: values)
      case .context: break
      }
      try set(path, to: value, in: &values, range: range)
    case .call(_, _, let update?, _):
      try applyUpdate(update, to: &values, context)
    case .implicitMember("dependencies", nil, _):
      break  // the bare trait only starts each case from fresh values, as above
    default:
      throw RuntimeError("unknown test trait", at: trait.range)
    }
  }
}
