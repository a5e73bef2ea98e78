import DependencyRuntime
import DepplaySemantics
import DepplaySupport
import DepplaySyntax
import Foundation
import Synchronization

/// A place to run scripts one after another, keeping what they declared: keys, models,
/// top-level `let`s, the context, and the script's "process" root (with its cache).
///
/// The shell runs each entered statement through one session; `depplay run` uses one per
/// file.
///
/// ```swift
/// let session = Session()
/// let result = session.execute(source: "dependency full { live: 1, test: 3 }\nprint(full)", file: "x.dep")
/// print(TerminalRenderer(colored: false).render(result))
/// ```
package final class Session: Sendable {
  /// How a session starts.
  package struct Options: Sendable {
    /// The context the script's process starts in.
    package var context: DependencyContext
    /// Which build of the library to behave like.
    package var build: BuildConfiguration
    /// Resource limits.
    package var limits: Limits

    /// Options: live context, debug build, default limits.
    package init(
      context: DependencyContext = .live, build: BuildConfiguration = .debug,
      limits: Limits = Limits()
    ) {
      self.context = context
      self.build = build
      self.limits = limits
    }
  }

  package let state: SessionStore
  private let limits: Limits

  /// Creates a session.
  package init(options: Options = Options()) {
    state = SessionStore(SessionState(context: options.context, build: options.build))
    limits = options.limits
  }

  /// The context the script's process is in now.
  package var context: DependencyContext { state.withLock { $0.root.root.context } }

  /// Names for completion: keys (with their record fields), models (with their methods),
  /// top-level locals.
  package var completions: Completions {
    state.withLock { state in
      var keys: [String: [String]] = [:]
      for (name, reference) in state.keys {
        if case .script(let scriptKey) = reference, case .record(let record) = scriptKey.sample {
          keys[name] = record.fields.map(\.name)
        } else {
          keys[name] = []
        }
      }
      return Completions(
        keys: keys,
        models: state.models.mapValues {
          $0.declaration.methods.map(\.name) + $0.declaration.properties.map(\.name)
        },
        locals: Set(state.topLevel.names).sorted())
    }
  }

  /// Starts a new window for checks: `expect(output:)` and `expect(issues:)` in later
  /// executions see only what is printed and reported from now on, not what earlier
  /// executions left (a lesson exercise's check judges the learner's entries for that
  /// exercise, never a line an earlier step printed). Declarations and values are kept.
  package func startChecking() {
    let bucket = state.withLock { state in
      state.lastOutput = nil
      return state.scriptBucket
    }
    bucket.discardUnclaimed()
  }

  /// Parses, checks and runs `source` as the next piece of the session's program (a shell
  /// entry, a lesson block), blocking until nothing it started can run any more. `onEvent`
  /// sees each event as it happens.
  ///
  /// Work still suspended at the end (a `Task` asleep on a `TestClock`) stays alive: a later
  /// execution that advances the clock wakes it, and its events belong to that execution.
  /// ``finish()`` reports what never woke. Use ``run(source:file:map:onEvent:)`` for a whole
  /// program. `map` says where the lines of a composed source were written (a lesson's
  /// blocks): the places messages name in their text are those.
  package func execute(
    source text: String, file: String, map: SourceMap? = nil,
    onEvent: (@Sendable (Event) -> Void)? = nil
  ) -> ExecutionResult {
    execute(
      source: text, file: file, map: map, onEvent: onEvent, hearsReads: true, endsProgram: false)
  }

  /// ``execute(source:file:map:onEvent:)``; when `endsProgram`, the test stores its top level
  /// made end with it (``run(source:file:map:onEvent:)``). Unless `hearsReads`, `onEvent`
  /// does not see reads, nor units spawned, started and finished
  /// (``EventLog/restart(listener:hearsSilent:limits:)``).
  private func execute(
    source text: String, file: String, map: SourceMap?,
    onEvent: (@Sendable (Event) -> Void)?, hearsReads: Bool, endsProgram: Bool
  ) -> ExecutionResult {
    let source = SourceFile(name: file, text: text, map: map)
    state.stopRequested.store(StopReason.none.rawValue, ordering: .relaxed)
    let names = state.withLock { $0.names }
    let checked: CheckedProgram
    do {
      let program = try ScriptParser.parse(source)
      let declared: NameTable
      (checked, declared) = try Checker.check(program, source: source, names: names)
      state.withLock { $0.names = declared }
    } catch let error as any ScriptError {
      return ExecutionResult(source: source, events: [], status: .malformed(error.diagnostic))
    } catch {
      return ExecutionResult(
        source: source, events: [],
        status: .malformed(Diagnostic(message: "\(error)", range: .fileStart)))
    }
    let log = state.events
    log.restart(listener: onEvent, hearsSilent: hearsReads, limits: limits)
    state.failed.store(false, ordering: .relaxed)
    let interpreter = Interpreter(
      state: state, source: source, limits: limits, endsProgram: endsProgram)
    let mainUnit = Unit(info: .main)
    interpreter.register(mainUnit)
    state.withLock { $0.running = interpreter }
    defer { state.withLock { $0.running = nil } }
    let deadline = limits.timeLimit.map { stopAfter($0) }
    defer { deadline?.cancel() }
    interpreter.run(checked, mainUnit: mainUnit)
    if let output = log.lastOutput { state.withLock { $0.lastOutput = output } }
    return ExecutionResult(
      source: source, events: log.all, status: interpreter.hasFailed ? .failed : .succeeded)
  }

  /// Asks the running execution to stop when `limit` has passed (unless cancelled first).
  private func stopAfter(_ limit: Duration) -> DispatchWorkItem {
    let stop = DispatchWorkItem { [state] in
      state.stopRequested.store(StopReason.timeLimit.rawValue, ordering: .relaxed)
    }
    let (seconds, attoseconds) = limit.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    DispatchQueue.global().asyncAfter(
      deadline: .now() + .nanoseconds(nanoseconds), execute: stop)
    return stop
  }

  /// Runs `source` as a whole program: ``execute(source:file:map:onEvent:)``, ending the
  /// test stores its top level made (their teardown reports), then ``finish()``, whose reports
  /// of work that never finished are added to the result (and seen by `onEvent`). What
  /// `depplay run` does with each file, in a fresh session. Unless `hearsReads`, `onEvent`
  /// does not see the reads of dependencies, nor units spawned, started and finished (a
  /// listener that only prints spares their call); the result has them all the same.
  package func run(
    source text: String, file: String, map: SourceMap? = nil, hearsReads: Bool = true,
    onEvent: (@Sendable (Event) -> Void)? = nil
  ) -> ExecutionResult {
    var result = execute(
      source: text, file: file, map: map, onEvent: onEvent, hearsReads: hearsReads,
      endsProgram: true)
    if case .malformed = result.status { return result }
    for leftover in finish() {
      for event in leftover.events {
        onEvent?(event)
        result.events.append(event)
      }
      result.status = .failed
    }
    return result
  }

  /// Ends the session's program: each unit of work an execution started that is still
  /// suspended (nothing left can wake it) is reported as an error, in a result carrying the
  /// source of the execution that started it. Empty when everything finished.
  package func finish() -> [ExecutionResult] {
    let carried = state.withLock { state in
      defer { state.carriedWork = [] }
      return state.carriedWork.compactMap(\.unfinished)
    }
    return carried.map { work in
      ExecutionResult(
        source: work.source,
        events: work.units.map { .error($0.neverFinished(), unit: $0.info) },
        status: .failed)
    }
  }

  /// ``execute(source:file:map:onEvent:)`` without blocking the calling task.
  package func execute(
    source text: String, file: String, map: SourceMap? = nil,
    onEvent: (@Sendable (Event) -> Void)? = nil
  ) async -> ExecutionResult {
    await onOwnThread { self.execute(source: text, file: file, map: map, onEvent: onEvent) }
  }

  /// ``run(source:file:map:onEvent:)`` without blocking the calling task.
  package func run(
    source text: String, file: String, map: SourceMap? = nil,
    onEvent: (@Sendable (Event) -> Void)? = nil
  ) async -> ExecutionResult {
    await onOwnThread { self.run(source: text, file: file, map: map, onEvent: onEvent) }
  }

  /// Runs a blocking `body` on a thread of its own, resuming the caller with its result.
  private func onOwnThread(_ body: @escaping @Sendable () -> ExecutionResult) async
    -> ExecutionResult
  {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: body()) }.start()
    }
  }
}

/// Names a shell can complete.
package struct Completions: Sendable {
  /// Keys, with their record fields.
  package var keys: [String: [String]]
  /// Models, with their methods and properties.
  package var models: [String: [String]]
  /// Top-level locals.
  package var locals: [String]
}

/// What running a script produced.
package struct ExecutionResult: Sendable {
  /// How a run ended.
  package enum Status: Sendable {
    /// Ran, and every check held.
    case succeeded
    /// Ran, but a check failed, an error stopped a unit, or work never finished.
    case failed
    /// Did not run: the script is malformed.
    case malformed(Diagnostic)
  }

  /// The script.
  package var source: SourceFile
  /// Everything that happened, in order.
  package var events: [Event]
  /// How it ended.
  package var status: Status
}
