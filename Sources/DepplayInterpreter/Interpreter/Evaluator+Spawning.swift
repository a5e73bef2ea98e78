import DependencyRuntime
import DepplaySyntax
import Dispatch
import Foundation

extension Interpreter {
  /// `Task { }` / `Task.immediate { }` / `Task.detached { }`: a real task of that form on the
  /// script's executor.
  package func spawnTask(
    _ form: TaskForm, body: ClosureLiteral, range: SourceRange, _ context: inout Context
  )
    throws -> ScriptValue
  {
    let unit = try newUnit(form.unitKind, parent: context.unit, range: range)
    var spawned = context.spawning(
      unit, inheritsIsolation: form.inheritsIsolation,
      needsFrame: context.frame.resolutions.spawnedBodyNeedsFrame(body))
    spawned.isMainActor = spawned.isMainActor || body.isMainActor
    let start = spawned
    let handle = TaskHandle(unit: unit.info)
    let task: Task<Void, Never>
    switch form {
    case .detached:
      // It starts with no task-locals: it binds the root and its reporter when it starts.
      let run = spawnedBody(body, start: start)
      task = Task.detached(executorPreference: executor) {
        handle.keep(await self.enter(unit, bucket: start.bucket, run))
      }
    case .task, .immediate:
      // NB: the operation written where each task is made, not kept in a constant: a closure
      // of type `() async -> Void` is passed to `Task`'s generic operation through a
      // reabstraction thunk, allocated with its context at every spawn (BENCHMARKS.md). The
      // body is run by a direct call, not through a closure value, which is one more object
      // a spawn allocates and one more call in the task.
      task = creatingCopyingUnit(unit, bucket: start.bucket) {
        form == .immediate
          ? Task.immediate(executorPreference: executor) {
            handle.keep(await self.startedTask(unit, body, start: start))
          }
          : Task(executorPreference: executor) {
            handle.keep(await self.startedTask(unit, body, start: start))
          }
      }
    }
    handle.made(task)
    return .task(handle)
  }

  /// The body of work spawned with `start` (``Context/spawning(_:inheritsIsolation:)``), as a
  /// closure: a detached task's, or `fireAndForget`'s work (``runningSpawned(_:start:)``).
  package func spawnedBody(_ body: ClosureLiteral, start: Context)
    -> nonisolated(nonsending) @Sendable () async throws -> ScriptValue
  {
    { try await self.runningSpawned(body, start: start) }
  }

  /// Runs the body of work spawned with `start`. Made in an actor's code, it inherits the
  /// actor: its body runs on it, after the code that holds the actor now suspends or returns.
  nonisolated(nonsending) package func runningSpawned(_ body: ClosureLiteral, start: Context)
    async throws -> ScriptValue
  {
    guard let actor = start.actor else {
      var context = start
      return try await executeAsync(body.body.statements[...], &context).value
    }
    return try await actor.run {
      var context = start
      return try await self.executeAsync(body.body.statements[...], &context).value
    }
  }

  /// `group.addTask { }`: a child of the real task group, added here, so it copies the
  /// task-locals in force where `addTask` is called (inside a scope of the group's body too).
  package func addGroupChild(
    to group: GroupHandle, body: ClosureLiteral, range: SourceRange, _ context: inout Context
  ) throws {
    guard group.isOpen else {
      throw RuntimeError("the task group is used after its withTaskGroup returned", at: range)
    }
    let unit = try newUnit(.groupChild, parent: context.unit, range: range)
    let start = context.spawning(unit)
    let throwsOut = group.isThrowing
    group.addTask(executor: executor) {
      // A throwing group's child throws what its body throws out to the group; another's
      // stops its unit with the error, as an uncaught throw does.
      var thrown: ScriptThrow?
      let value = await self.enter(unit, bucket: start.bucket) {
        var context = start
        do {
          return try await self.executeAsync(body.body.statements[...], &context).value
        } catch let error as ScriptThrow where throwsOut {
          thrown = error
          return .void
        }
      }
      if let thrown { throw thrown }
      return value
    }
  }

  /// `DispatchQueue.global().async/sync { }`, `DispatchQueue.main.async/sync { }`.
  ///
  /// The block runs on the real queue; the creator waits until it has finished (the
  /// ordering model), so nothing else runs meanwhile.
  package func dispatch(
    _ target: DispatchTarget, isSync: Bool, body: ClosureLiteral, range: SourceRange,
    _ context: inout Context
  ) throws {
    try reserveThread(at: range)
    defer { releaseThread() }
    let unit = try newUnit(target.unitKind, parent: context.unit, range: range)
    if isSync, target == .main, DispatchQueue.getSpecific(key: onMainQueue) == true {
      throw RuntimeError(
        "DispatchQueue.main.sync from the main queue deadlocks", at: range,
        notes: ["use DispatchQueue.main.async, or call the code directly"])
    }
    runBlock(body, on: target, unit: unit, start: context.spawning(unit), isSync: isSync)
    context.unit.spawns.adopt(unit.spawns)
  }

  /// Runs a queue block as `unit`, from `start`, on the real queue `target` names, and waits
  /// until it has finished. A `sync` block runs on the calling thread, keeping its
  /// task-locals; an asynchronous one on a thread of the queue, without them. The caller
  /// has counted it (``reserveThread(at:)``).
  func runBlock(
    _ body: ClosureLiteral, on target: DispatchTarget, unit: Unit, start: Context,
    isSync: Bool = false
  ) {
    // A global-queue block runs on a GCD worker thread, without the creator's task-locals, as
    // on `DispatchQueue.global()`; but from a serial queue of its own, which libdispatch
    // serves at once from its overcommit pool. `global()` itself has as many threads as
    // cores: blocks that wait for blocks they started would starve it, and libdispatch adds
    // a thread to a blocked pool only about once a second.
    let queue = target == .global ? DispatchQueue(label: "depplay.global") : mainQueue
    let work: @Sendable () -> Void = {
      self.enterSync(unit, bucket: start.bucket) {
        var context = start
        _ = try self.execute(body.body, &context)
      }
    }
    if isSync {
      queue.sync(execute: work)
    } else {
      let done = DispatchSemaphore(value: 0)
      queue.async {
        work()
        done.signal()
      }
      done.wait()
    }
  }

  /// `Thread { }.start()`: a real thread; the creator waits until it has finished.
  package func startThread(body: ClosureLiteral, range: SourceRange, _ context: inout Context)
    throws
  {
    try reserveThread(at: range)
    defer { releaseThread() }
    let unit = try newUnit(.thread, parent: context.unit, range: range)
    let start = context.spawning(unit)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      self.enterSync(unit, bucket: start.bucket) {
        var context = start
        _ = try self.execute(body.body, &context)
      }
      done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    done.wait()
    context.unit.spawns.adopt(unit.spawns)
  }
}
