import DependencyRuntime
import Dispatch
import Foundation
import Synchronization

/// A program exported from a depplay script: runs it with the interpreter's ordering model,
/// so it prints exactly what `depplay run` prints for the script.
///
/// The dependency code of an exported program is plain swift-dependencies API; `Script` only
/// supplies what makes its output deterministic and comparable:
///
/// - every task runs on one serial ``executor`` (pass it as `executorPreference:`), and
///   ``settle()`` after a statement that spawned work lets that work run up to its first
///   suspension before the creator continues;
/// - ``unit(_:_:)-4s6gw`` wraps the body of spawned work so that its lines are labelled
///   (`[Task 1] …`), its issues are printed and counted, and work that lost every task-local
///   falls back to the script's root (its "process");
/// - `print`, `expect…` and ``test(_:_:)`` print like the interpreter.
///
/// ```swift
/// let script = Script("tasks.dep")
///
/// script.run(in: .test) {
///   Task(executorPreference: script.executor, operation: script.unit(.task) {
///     print("first")
///   })
///   await script.settle()
/// }
/// ```
package final class Script: Sendable {
  private struct State {
    var root: DependencyValues
    var build: BuildConfiguration
    var lastLine: String?
    var failed = false
  }

  /// The script file the program was exported from (named in check failures).
  package let file: String
  /// The serial executor every task of the program runs on.
  package let executor = ScriptExecutor()
  /// A serial queue standing in for `DispatchQueue.main` (the real one needs a run loop).
  package let mainQueue = DispatchQueue(label: "depplay.main")
  let scriptBucket = IssueBucket(issuesFail: false)
  /// Queue blocks and threads created outside any unit of the script.
  let pendingBlocks = PendingBlocks()
  /// Numbers units as the interpreter does.
  private let numbering = UnitNumbering()
  /// Units created and not finished yet (the main unit included).
  private let unfinished = Atomic<Int>(0)
  private let state: Mutex<State>
  /// The stores the program created (`store(_:)`), kept until it exits.
  private let stores = Mutex<[any Sendable]>([])

  /// The unit of work running here, if it belongs to a script.
  @TaskLocal static var current: UnitScope?

  /// A program exported from `file`.
  package init(_ file: String) {
    self.file = file
    state = Mutex(State(root: DependencyValues(rootContext: .live), build: .debug))
  }

  /// Runs `body` as the script's main unit, in a "process" started in `context`, then
  /// exits: status 1 when a check failed, an error was thrown or work never finished, else 0.
  package func run(
    in context: DependencyContext = .live, build: BuildConfiguration = .debug,
    _ body: @escaping @Sendable () async throws -> Void
  ) -> Never {
    let root = restartRoot(context: context, build: build)
    let main = UnitScope(script: self, kind: .main, label: "", bucket: scriptBucket)
    unfinished.add(1, ordering: .relaxed)
    // Sleeps that end by themselves and a TestClock's advance keep the loop waiting
    // (`sleeping(on:_:)`, `advancing(_:)`): once it has nothing to run, what has not
    // finished never will.
    executor.runProgram {
      await DependencyValues.$_current.withValue(root) {
        await self.enter(main) { await self.reportingErrors { try await body() } }
        await self.scriptBucket.testStores.endAll(hostedBy: self.executor)
      }
    }
    let stuck = unfinished.load(ordering: .relaxed)
    if stuck > 0 {
      FileHandle.standardError.write(
        Data("error: \(stuck) unit(s) never finished: they wait for what can never complete\n".utf8)
      )
      markFailed()
    }
    exit(state.withLock { $0.failed } ? 1 : 0)
  }

  /// Runs `body`; an error it throws (a cancelled sleep) fails the script, as the
  /// interpreter's error would, and is reported on standard error.
  func reportingErrors(_ body: () async throws -> Void) async {
    do {
      try await body()
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      markFailed()
    }
  }

  /// Restarts the script's "process" in `context` (and `build`) for `body`: what
  /// `context test` and `build release` do in a script.
  package func restart(
    in context: DependencyContext? = nil, build: BuildConfiguration? = nil,
    _ body: () async throws -> Void
  ) async rethrows {
    let root = restartRoot(context: context, build: build)
    try await DependencyValues.$_current.withValue(root) { try await body() }
  }

  private func restartRoot(context: DependencyContext?, build: BuildConfiguration?)
    -> DependencyValues
  {
    state.withLock { state in
      state.build = build ?? state.build
      state.root = DependencyValues(
        rootContext: context ?? state.root.root.context, build: state.build)
      return state.root
    }
  }

  /// Lets spawned work run before the creator continues (the ordering model): waits for
  /// queue blocks and threads to finish, then, if the current unit itself spawned anything
  /// since it last parked (work other units spawned meanwhile does not count), until
  /// nothing else can run (``UnitSpawns/parkIfSpawned(on:)``).
  package func settle() async {
    waitForBlocks()
    await Self.current?.spawns.parkIfSpawned(on: executor)
  }

  /// Waits until the queue blocks and threads started so far have finished (the ordering
  /// model, in synchronous code).
  package func waitForBlocks() {
    (Self.current?.blocks ?? pendingBlocks).waitUntilNoneRunning()
  }

  // MARK: Units

  /// Wraps the body of asynchronous work (a task, an `async let`, a group child) as a unit
  /// of the script: numbered now, labelled, its issues reported, falling back to the
  /// script's root where it lost every task-local.
  package func unit<R: Sendable>(
    _ kind: UnitKind, _ body: @escaping @Sendable () async -> R
  ) -> @Sendable () async -> R {
    let scope = newUnit(kind)
    return { await self.enter(scope, body) }
  }

  /// A unit whose body throws (it sleeps on a clock); see ``unit(_:_:)-4s6gw``.
  package func unit<R: Sendable>(
    _ kind: UnitKind, _ body: @escaping @Sendable () async throws -> R
  ) -> @Sendable () async throws -> R {
    let scope = newUnit(kind)
    return {
      let result: Result<R, any Error> = await self.enter(scope) {
        do { return .success(try await body()) } catch { return .failure(error) }
      }
      return try result.get()
    }
  }

  /// Wraps the body of a queue block or a thread as a unit of the script (see
  /// ``unit(_:_:)-4s6gw``); its creator waits for it in ``settle()`` or
  /// ``waitForBlocks()``.
  package func unit(_ kind: UnitKind, _ body: @escaping @Sendable () -> Void)
    -> @Sendable () -> Void
  {
    let scope = newUnit(kind)
    return { self.enter(scope, body) }
  }

  /// A new unit of `kind`; `creatorWaits`: its creator parks for it after the statement
  /// that created it (not for an effect, which its store starts).
  func newUnit(_ kind: UnitKind, creatorWaits: Bool = true) -> UnitScope {
    let id = numbering.take()
    let creator = Self.current
    if creatorWaits, creator?.kind.parksForSpawns ?? true { creator?.spawns.record() }
    unfinished.add(1, ordering: .relaxed)
    let creatorBlocks = kind.isBlock ? creator?.blocks ?? pendingBlocks : nil
    creatorBlocks?.begin()
    return UnitScope(
      script: self, kind: kind, label: kind.label(id: id, name: nil),
      bucket: creator?.bucket ?? scriptBucket, creatorBlocks: creatorBlocks,
      creator: kind.isBlock ? creator : nil)
  }

  func newTestUnit(named name: String, bucket: IssueBucket) -> UnitScope {
    _ = numbering.take()
    unfinished.add(1, ordering: .relaxed)
    return UnitScope(
      script: self, kind: .test, label: UnitKind.test.label(id: 0, name: name), bucket: bucket)
  }

  func enter<R>(_ scope: UnitScope, _ body: () async -> R) async -> R {
    let root = state.withLock { $0.root }
    let result = await enteringUnit(root: root, reporter: UnitIssueReporter(scope: scope)) {
      await Self.$current.withValue(scope) { await body() }
    }
    finish(scope)
    return result
  }

  private func enter(_ scope: UnitScope, _ body: () -> Void) {
    let root = state.withLock { $0.root }
    enteringUnit(root: root, reporter: UnitIssueReporter(scope: scope)) {
      Self.$current.withValue(scope) { body() }
    }
    finish(scope)
  }

  private func finish(_ scope: UnitScope) {
    unfinished.subtract(1, ordering: .relaxed)
    // A block's work starts when the statement that ran it ends: it is its creator's.
    scope.creator?.spawns.adopt(scope.spawns)
    scope.creatorBlocks?.end()
  }

  // MARK: Output

  /// Prints `text` as a line of `scope`'s (labelled for spawned work), ended by `terminator`.
  func output(_ text: String, label: String, terminator: String) {
    state.withLock { $0.lastLine = text }
    write(OutputFormat.labelled(text, label: label, terminator: terminator))
  }

  /// The last line printed (what `expect(output:)` compares).
  var lastLine: String? { state.withLock { $0.lastLine } }

  /// Keeps `store` alive until the program exits.
  func keep(_ store: any Sendable) { stores.withLock { $0.append(store) } }

  func markFailed() { state.withLock { $0.failed = true } }

  var build: BuildConfiguration { state.withLock { $0.build } }

  func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
