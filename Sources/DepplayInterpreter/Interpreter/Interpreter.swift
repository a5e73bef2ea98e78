import DependencyRuntime
import DepplaySemantics
import DepplaySupport
import DepplaySyntax
import Dispatch
import Foundation
import Synchronization

/// Runs one checked program of a session through the runtime, on real Swift concurrency,
/// emitting events.
///
/// The program's main unit is a `Task` on the session's ``ScriptExecutor``, whose loop runs on
/// a dedicated thread; the run ends at quiescence. A main unit that has not finished then is
/// reported as stuck (an `await` that can never complete); spawned work still suspended is
/// carried over: a later execution of the session may wake it (by advancing a `TestClock`),
/// and ``Session/finish()`` reports what never woke.
package final class Interpreter: Sendable {
  package let state: SessionStore
  package let source: SourceFile
  package let limits: Limits
  /// The session's bucket for issues outside tests: what one execution reports, a later one
  /// (the next shell entry, the next lesson block) can still claim with `expect(issues:)`.
  package let scriptBucket: IssueBucket
  /// The serial queue that stands in for `DispatchQueue.main` (the real main queue is only
  /// drained by a run loop the CLI does not run).
  package let mainQueue = DispatchQueue(label: "depplay.main")
  package let onMainQueue = DispatchSpecificKey<Bool>()
  private let statementCount = Atomic<Int>(0)
  /// The bytes of the values this execution built, charged to ``Limits/memoryBudget``.
  package let builtBytes = Atomic<Int>(0)
  private let units = Mutex<[Unit]>([])
  private let tests = Mutex<[(TestDeclaration, Frame)]>([])
  /// The `withRandomNumberGenerator` values whose generator a closure holds now.
  private let lentGenerators = Mutex<Set<ObjectIdentifier>>([])
  private let mainFinished = Atomic<Bool>(false)
  /// The first error script code raised inside the store layer (a reducer, a state
  /// initializer), thrown again where the script called into the store.
  package let storeFailure = ScriptFailure()
  /// The first error the closure of a generator made from one (`UUIDGenerator { … }`) raised,
  /// thrown again where the script called the generator.
  package let generatorFailure = ScriptFailure()
  /// Threads and queue blocks running now (see ``reserveThread(at:)``).
  package let liveThreads = Atomic<Int>(0)
  /// The blocks `asyncAfter` scheduled that have not run (``DelayedBlock``).
  package let delayedBlocks = Mutex(DelayedBlocks())
  /// The `UserDefaults` domains of this execution, empty when it starts.
  package let userDefaults = UserDefaultsDomains()
  /// The keys this execution looked up lately (``key(named:range:)``).
  package let recentKeys = Mutex(RecentKeys())

  /// Whether this execution ends the session's program (`depplay run`, not a shell entry):
  /// then the test stores the script's top level made end with it, as a test's do.
  package let endsProgram: Bool

  package init(state: SessionStore, source: SourceFile, limits: Limits, endsProgram: Bool = false) {
    self.state = state
    self.source = source
    self.endsProgram = endsProgram
    self.limits = limits
    self.scriptBucket = state.withLock { $0.scriptBucket }
    mainQueue.setSpecific(key: onMainQueue, value: true)
  }

  /// The session's executor (shared with the work of earlier executions).
  package var executor: ScriptExecutor { state.executor }
  /// The current execution's events: this execution's, or a later one's when this one's work
  /// was carried over.
  package var events: EventLog { state.events }

  /// Whether a check failed, a unit stopped with an error, or work was stuck, in the current
  /// execution.
  package var hasFailed: Bool { state.failed.load(ordering: .relaxed) }
  package func markFailed() { state.failed.store(true, ordering: .relaxed) }

  /// Marks `id`'s generator lent; `false` if it already is (a nested call would deadlock).
  package func lendGenerator(_ id: ObjectIdentifier) -> Bool {
    lentGenerators.withLock { $0.insert(id).inserted }
  }
  package func returnGenerator(_ id: ObjectIdentifier) {
    _ = lentGenerators.withLock { $0.remove(id) }
  }
  package var root: DependencyValues { state.withLock { $0.root } }

  // MARK: Running

  /// Runs `program` to quiescence on the session's executor (``ScriptExecutor/runProgram(_:)``),
  /// returning once it is quiescent.
  package func run(_ program: CheckedProgram, mainUnit: Unit) {
    let frame = state.withLock { state in
      state.programResolutions.append(program.resolutions)
      state.topLevel = Frame(parent: state.topLevel, resolutions: program.resolutions)
      state.declareAhead(program.program.statements, in: state.topLevel)
      return state.topLevel
    }
    var topLevel = Context(unit: mainUnit, frame: frame, bucket: scriptBucket)
    // Top-level code that awaits is the main actor's (SE-0343): it does not park after its
    // statements, so a `Task { }` it makes starts at its next suspension, as in Swift.
    topLevel.isMainActor = program.program.topLevelAwaits
    let context = topLevel
    let root = self.root
    executor.runProgram {
      await withIssueReporters([
        ScriptIssueReporter(interpreter: self, unit: mainUnit, bucket: self.scriptBucket)
      ]) {
        await DependencyValues.$_current.withValue(root) {
          var context = context
          do {
            try await self.executeTopLevel(program.program.statements[...], &context)
          } catch {
            self.report(error, in: mainUnit)
          }
        }
      }
      self.mainFinished.store(true, ordering: .relaxed)
      await self.runTests()
      if self.endsProgram { await self.scriptBucket.testStores.endAll(hostedBy: self.executor) }
      mainUnit.finish()
    }
    endRun(mainUnit: mainUnit)
  }

  /// Top-level statements; `context`/`build` rebind the root for the statements after them.
  private func executeTopLevel(_ statements: ArraySlice<Statement>, _ context: inout Context)
    async throws
  {
    // An index loop, not `zip(statements.indices, statements)`: the zipped iterator's
    // metadata has its requirements looked up at run time (~2 M instructions at startup).
    for index in statements.indices {
      let statement = statements[index]
      let newRoot: DependencyValues?
      switch statement {
      case .context(let newContext, let range):
        try tick(range, context)
        newRoot = state.withLock { state in
          state.root = DependencyValues(rootContext: newContext, build: state.build)
          return state.root
        }
      case .build(let build, let range):
        try tick(range, context)
        newRoot = state.withLock { state in
          state.build = build
          state.root = DependencyValues(rootContext: state.root.root.context, build: build)
          return state.root
        }
      default:
        newRoot = nil
      }
      if let newRoot {
        var inner = context
        try await DependencyValues.$_current.withValue(newRoot) {
          try await executeTopLevel(statements[(index + 1)...], &inner)
        }
        return
      }
      let flow = try await executeAsync(statements[index...index], &context)
      if case .returned = flow { return }
    }
  }

  /// At quiescence: the main unit, if it never finished, is stuck for good (nothing typed
  /// later can run while it waits); spawned work still suspended is carried over.
  private func endRun(mainUnit: Unit) {
    if !mainUnit.isFinished, !mainFinished.load(ordering: .relaxed) {
      events.emit(.error(mainUnit.neverFinished(), unit: mainUnit.info))
      markFailed()
    }
    // An event past the limit with no statement after it to stop: reported here.
    if events.isFull {
      let diagnostic = EventLimitReached(limits, at: mainUnit.range).diagnostic
      events.emitLimitReport(.error(diagnostic, unit: mainUnit.info))
      markFailed()
    }
    let suspended = units.withLock { $0.filter { !$0.isFinished && $0 !== mainUnit } }
    state.withLock { state in
      state.carriedWork = state.carriedWork.compactMap { $0.unfinished }
      if !suspended.isEmpty {
        state.carriedWork.append(CarriedWork(source: source, units: suspended))
      }
    }
  }

  // MARK: Units

  /// Creates a unit (refusing past the limit) and records its spawn: the parent's statement
  /// waits for it to run first, unless `parentWaits` is false (a store's effect, which the
  /// store starts, not the statement).
  package func newUnit(
    _ kind: UnitKind, name: String? = nil, parent: Unit, range: SourceRange,
    parentWaits: Bool = true
  ) throws -> Unit {
    let id = state.unitNumbering.take()
    let unit = Unit(
      info: UnitInfo(id: id, kind: kind, name: name),
      // Outside script code (the runner starting a test case) nothing of the script is in
      // force: a test starts from its own root.
      creatorHadOverrides: InheritanceMarker.isBound && valuesInForceDifferFromRoot)
    unit.moveTo(range)
    let admitted = units.withLock { units in
      guard units.count < limits.maximumUnits else { return false }
      units.append(unit)
      return true
    }
    guard admitted else {
      throw RuntimeError(
        "too many units of work (the limit is \(limits.maximumUnits))", at: range,
        notes: ["each Task, queue block and Thread counts; spawn fewer"])
    }
    if parentWaits, parent.info.kind.parksForSpawns { parent.spawns.record() }
    events.emit(
      silent: .unitSpawned(unit: unit.info, parent: parent.info, range: range), textSize: 0)
    return unit
  }

  /// Whether `values` differ from the script's root: they hold overrides, or values of their
  /// own (`$0 = DependencyValues()`).
  package func differsFromRoot(_ values: DependencyValues) -> Bool {
    state.withLock { values.differ(fromRoot: $0.root) }
  }

  /// Whether the values in force here differ from the script's root (``differsFromRoot(_:)``),
  /// read where they are bound and compared with the root under the session's lock: neither
  /// is copied (~700 instructions a unit's creation; BENCHMARKS.md).
  package var valuesInForceDifferFromRoot: Bool {
    state.withLock { DependencyValues.inForceDiffer(fromRoot: $0.root) }
  }

  /// Registers the main unit.
  package func register(_ unit: Unit) { units.withLock { $0.append(unit) } }

  /// Runs an asynchronous unit's body: binds the script root where the unit lost every
  /// binding, routes its issues, and records its start (inherited or lost) and end. It and
  /// `body` run on the caller's executor without switching to it (Evaluator+Async.swift).
  nonisolated(nonsending) package func enter(
    _ unit: Unit, bucket: IssueBucket,
    _ body: nonisolated(nonsending) () async throws -> ScriptValue
  )
    async
    -> ScriptValue
  {
    // Read before the unit's reporter is bound: the binding is the marker it reads.
    let kept = InheritanceMarker.isBound
    let reporter = ScriptIssueReporter(interpreter: self, unit: unit, bucket: bucket)
    return await enteringUnit(root: root, reporter: reporter) {
      await started(unit, keptTaskLocals: kept, body)
    }
  }

  /// Makes `unit`'s task with `create`, where the task copies its creator's task-locals
  /// (`Task {}`, `Task.immediate {}`): the bindings ``enter(_:bucket:_:)`` makes when the unit
  /// starts are made here instead, around the creation, and the task copies them. Its body
  /// then runs through ``started(_:keptTaskLocals:_:)``, having kept its creator's
  /// task-locals. Binding them here is synchronous, where binding
  /// them in the task cost three asynchronous calls and a task-local binding (BENCHMARKS.md).
  /// A detached task copies nothing, so it binds them when it starts; a group child and an
  /// `async let` still do too.
  package func creatingCopyingUnit<Created>(
    _ unit: Unit, bucket: IssueBucket, _ create: () -> Created
  ) -> Created {
    let reporter = ScriptIssueReporter(interpreter: self, unit: unit, bucket: bucket)
    return enteringUnit(root: root, reporter: reporter, create)
  }

  /// Runs an asynchronous unit's body once its entry bindings are in force: records its start
  /// (whether it kept its creator's task-locals, read before they were made) and its end.
  nonisolated(nonsending) package func started(
    _ unit: Unit, keptTaskLocals kept: Bool,
    _ body: nonisolated(nonsending) () async throws -> ScriptValue
  ) async -> ScriptValue {
    recordStart(of: unit, keptTaskLocals: kept)
    let result = await running(body, in: unit)
    recordEnd(of: unit)
    return result
  }

  // NB: a unit's start and end are recorded by synchronous functions that are never
  // inlined: an event made in an asynchronous function, and its copies, take room in its
  // frame, which every task allocates from its task allocator (a slab from `malloc` when
  // the first is full; BENCHMARKS.md).

  /// Records that `unit` started, and whether it kept its creator's task-locals.
  @inline(never)
  private func recordStart(of unit: Unit, keptTaskLocals kept: Bool) {
    events.emit(
      silent: .unitStarted(unit: unit.info, start: unit.start(keptTaskLocals: kept)), textSize: 0)
  }

  /// Records that `unit` finished.
  @inline(never)
  private func recordEnd(of unit: Unit) {
    unit.finish()
    events.emit(silent: .unitFinished(unit: unit.info), textSize: 0)
  }

  /// Runs `body`, reporting the error that ends it as an issue of `unit`.
  nonisolated(nonsending) private func running(
    _ body: nonisolated(nonsending) () async throws -> ScriptValue, in unit: Unit
  ) async -> ScriptValue {
    do { return try await body() } catch { return ended(unit, by: error) }
  }

  /// ``started(_:keptTaskLocals:_:)`` for a `Task {}` made by ``creatingCopyingUnit(_:bucket:_:)``
  /// (it kept its creator's task-locals), whose body, `body` run from `start`, it calls
  /// directly: a closure value for it would be one more object and call a task.
  nonisolated(nonsending) package func startedTask(
    _ unit: Unit, _ body: ClosureLiteral, start: Context
  ) async -> ScriptValue {
    recordStart(of: unit, keptTaskLocals: true)
    let result: ScriptValue
    do { result = try await runningSpawned(body, start: start) } catch {
      result = ended(unit, by: error)
    }
    recordEnd(of: unit)
    return result
  }

  /// What a unit's body that `error` ended returns: nothing, the error reported as an issue
  /// of `unit`, unless it is a failed requirement, which recorded its issue.
  private func ended(_ unit: Unit, by error: any Error) -> ScriptValue {
    if !(error is RequirementFailed) { report(error, in: unit) }
    return .void
  }

  /// Runs a synchronous unit's body (a queue block, a thread), as ``enter(_:bucket:_:)``.
  package func enterSync(_ unit: Unit, bucket: IssueBucket, _ body: () throws -> Void) {
    recordStart(of: unit, keptTaskLocals: InheritanceMarker.isBound)
    let reporter = ScriptIssueReporter(interpreter: self, unit: unit, bucket: bucket)
    enteringUnit(root: root, reporter: reporter) {
      do { try body() } catch is RequirementFailed {} catch { report(error, in: unit) }
    }
    recordEnd(of: unit)
  }

  package func report(_ error: any Error, in unit: Unit) {
    let diagnostic: Diagnostic
    if let error = error as? any ScriptError {
      diagnostic = error.diagnostic
    } else {
      diagnostic = Diagnostic(message: "\(error)", range: unit.range)
    }
    unit.stopByError()
    if error is EventLimitReached || error is MemoryBudgetSpent {
      events.emitLimitReport(.error(diagnostic, unit: unit.info))
    } else {
      events.emit(.error(diagnostic, unit: unit.info))
    }
    markFailed()
  }

  /// Counts a statement against the budget and records where the unit is.
  @inline(__always)
  package func tick(_ range: SourceRange, _ context: Context) throws {
    try tick(range, by: context.unit)
  }

  /// Counts a statement `unit` runs against the budget and records where the unit is. The
  /// hot paths (each statement, each loop pass) pass the unit alone: a debug build copies a
  /// context passed by value, at several hundred instructions.
  @inline(__always)
  package func tick(_ range: SourceRange, by unit: Unit) throws {
    // The statement that recorded the event past the limit is the one the unit is still at.
    // NB: `state.events`, not ``events``: a debug build calls that getter, ~80 instructions.
    if state.events.isFull { throw EventLimitReached(limits, at: unit.range) }
    unit.moveTo(range)
    let stop = state.stopRequested.load(ordering: .relaxed)
    if stop != StopReason.none.rawValue { throw stopped(StopReason(rawValue: stop), at: range) }
    if builtBytes.load(ordering: .relaxed) > limits.memoryBudget {
      throw MemoryBudgetSpent(limits.memoryBudget, of: .execution, at: range)
    }
    if let budget = limits.sessionMemoryBudget, state.builtBytes.load(ordering: .relaxed) > budget {
      throw MemoryBudgetSpent(budget, of: .session, at: range)
    }
    try spend(1, at: range)
  }

  /// The error that stops a program asked to stop, at the statement it reached.
  private func stopped(_ reason: StopReason?, at range: SourceRange) -> RuntimeError {
    let kept = ["what ran before this statement is kept"]
    guard reason == .timeLimit, let limit = limits.timeLimit else {
      return RuntimeError("stopped by Ctrl-C", at: range, notes: kept)
    }
    return RuntimeError(
      "stopped: the entry ran longer than its time limit of \(limit)", at: range, notes: kept)
  }

  /// Refuses a sleep in real time longer than the execution's time limit, which a program
  /// asleep cannot notice (it stops at its next statement): so an execution ends within
  /// its limit and one sleep shorter than it.
  package func checkRealTimeSleep(_ duration: Duration, at range: SourceRange) throws {
    guard let limit = limits.timeLimit, duration > limit else { return }
    throw RuntimeError(
      "a sleep of \(duration) in real time is longer than the entry's time limit of \(limit)",
      at: range,
      notes: [
        "sleep on a TestClock (and advance it) or an ImmediateClock to wait as long as you like"
      ])
  }

  /// Charges `amount` of work to the statement budget.
  @inline(__always)
  package func spend(_ amount: Int, at range: SourceRange) throws {
    guard statementCount.add(amount, ordering: .relaxed).newValue <= limits.statementBudget else {
      throw RuntimeError(
        "the statement budget of \(limits.statementBudget) is spent", at: range,
        notes: ["a loop or recursion runs too long, or walks values too big"])
    }
  }

  // MARK: Tests

  package func declareTest(_ declaration: TestDeclaration, frame: Frame) {
    tests.withLock { $0.append((declaration, frame)) }
  }

  private func runTests() async {
    let declared = tests.withLock { $0 }
    for (declaration, frame) in declared {
      await runTest(declaration, frame: frame)
    }
  }
}
