import DependencyRuntime
import DepplaySemantics
import DepplaySupport
import DepplaySyntax
import Synchronization

/// A key as the interpreter reads and writes it.
package enum KeyReference: Sendable {
  /// A key the script declared.
  case script(ScriptKey)
  /// The built-in `context` key.
  case context
  /// Another built-in key: `date`, `uuid`, the clocks, …
  case builtin(BuiltinKey)

  /// The reference of a built-in key of the table of built-ins.
  package init(_ key: Builtin.Key) {
    switch key {
    case .context: self = .context
    case .builtin(let builtin): self = .builtin(builtin)
    }
  }
}

/// A type a program declared, and the frame it was declared in: its code (a model's methods,
/// a feature's body) sees that frame's names and runs with that program's resolutions, even
/// when a later program of the session calls it.
package struct Declared<Declaration: Sendable>: Sendable {
  package let declaration: Declaration
  package let frame: Frame
}

extension Declared: LabelledCallable where Declaration: LabelledCallable {
  package var name: String { declaration.name }
  package var parameters: [FunctionParameter] { declaration.parameters }
}

/// What a session keeps between executions: keys, models, top-level locals, the script's
/// "process" root and its build, and counters that keep names unique.
package struct SessionState: Sendable {
  /// Every key by name; declared through ``SessionStore/declare(_:named:)``, which counts it.
  package fileprivate(set) var keys = Builtin.keys.mapValues(KeyReference.init)
  package var models: [String: Declared<ModelDeclaration>] = [:]
  package var features: [String: Declared<FeatureDeclaration>] = [:]
  /// The same features by the name of their `State` (`Counter.State`), the type name a record
  /// of a feature's state carries: what a store's state is read as, without its text.
  package var featuresByStateType: [String: Declared<FeatureDeclaration>] = [:]
  /// `@DependencyClient` clients, with their static values once declared.
  package var clients: [String: DeclaredClient] = [:]
  /// `struct Name: Error` types.
  package var errorTypes: [String: Declared<ErrorDeclaration>] = [:]
  /// Plain structs (`struct User: Equatable { … }`).
  package var structs: [String: Declared<StructDeclaration>] = [:]
  /// The members of plain enums and features' `State`s that declare computed properties, by
  /// the type's name (`Tab`, `AppFeature.State`), as a plain struct's are run
  /// (``EnumDeclaration/memberDeclaration``, ``FeatureDeclaration/stateDeclaration``).
  package var typeMembers: [String: Declared<StructDeclaration>] = [:]
  /// The values of plain structs' static properties read so far, by type, then name.
  package var staticValues: [String: [String: ScriptValue]] = [:]
  /// The script's top-level functions, with the top-level frame of their program: by name,
  /// each name's overloads in declaration order.
  package var functions: [String: [Declared<MethodDeclaration>]] = [:]
  /// Plain enums (`enum LoadState: Equatable { … }`).
  package var enums = [EnumDeclaration.swiftResult.name: EnumDeclaration.swiftResult]
  package var root: DependencyValues
  package var build: BuildConfiguration
  package var names = NameTable.builtins
  /// The interpreter running a program of this session now: computed key defaults run
  /// their expressions through it, so what they print or raise lands in the current run.
  package var running: Interpreter?
  /// The top-level frame of the last program: each program's is nested in the one before,
  /// so it sees the names earlier programs declared, and their code keeps its own.
  package var topLevel = Frame(parent: nil, resolutions: .none)
  /// The resolutions of every program the session ran: code of any of them can run until the
  /// session ends, and frames read them without holding them.
  package var programResolutions: [Resolutions] = []
  /// Issues outside tests that no `expect(issues:)` has claimed yet, across executions.
  package let scriptBucket = IssueBucket(issuesFail: false)
  /// The last line an earlier execution printed, for `expect(output:)` in a later one.
  package var lastOutput: String?
  /// Work earlier executions started that was still suspended when they ended: it stays
  /// alive on the session's executor until a later execution wakes it, or ``Session/finish()``
  /// reports it.
  package var carriedWork: [CarriedWork] = []

  package init(context: DependencyContext, build: BuildConfiguration) {
    self.build = build
    self.root = DependencyValues(rootContext: context, build: build)
  }
}

/// Resource limits: past them a script stops with a clear error instead of hanging or
/// exhausting memory.
package struct Limits: Sendable {
  /// Statements one execution may run; each loop iteration counts, and comparing, printing
  /// or building a value counts by its size.
  package var statementBudget = 20_000_000
  /// Units of work (tasks, queue blocks, threads) one execution may spawn.
  package var maximumUnits = 100_000
  /// Nested calls (model methods, closures) one unit may make.
  package var maximumCallDepth = 64
  /// Threads and queue blocks running at once (each blocks its creator until it ends).
  package var maximumLiveThreads = 32
  /// The size of one value: characters of a string, elements and fields of a list or record
  /// counted all the way down.
  package var maximumValueSize = 1_000_000
  /// The bytes of every string, list and record one execution builds, in all: each value
  /// counted whole when it is built (a ``ScriptValue`` per element and field, and the UTF-8
  /// bytes of its strings), so it bounds what one execution can add to memory.
  package var memoryBudget = 1 << 30
  /// The same bytes, counted over every execution of a session (`nil`: no such bound). What
  /// an entry leaves behind (top-level values, work suspended on a clock) outlives it, so
  /// only a bound across entries bounds what a long-lived session holds.
  package var sessionMemoryBudget: Int?
  /// The nesting of lists and records in one value.
  package var maximumValueDepth = 100
  /// Events one execution records (printed lines, dependency reads, scopes, units of work,
  /// checks): the views of a run (the tree, the workshop page) keep them all.
  package var maximumEvents = 1_000_000
  /// The bytes of text those events carry (printed lines, values, messages).
  package var maximumEventText = 64 << 20
  /// The wall-clock time one execution may take before it stops at its next statement;
  /// nil for no limit (a shell's Ctrl-C stops it). `depplay serve` sets one.
  package var timeLimit: Duration?

  /// The default limits.
  package init() {}
}

/// Why a running program stops before its end, at its next statement.
package enum StopReason: UInt8, Sendable {
  /// It is not asked to stop.
  case none
  /// Ctrl-C (``Session/interrupt()``).
  case interrupted
  /// It ran past ``Limits/timeLimit``.
  case timeLimit
}

/// Marks task-local inheritance: script work always runs with its unit's issue reporter
/// bound (the interpreter binds it where the script starts and where every unit enters), so
/// a unit that starts without a bound reporter really lost its creator's task-locals.
///
/// NB: the reporter's binding is the marker, not a task-local of its own: every `Task {}`
/// copies each distinct binding in its creator's chain (~500 instructions a binding;
/// BENCHMARKS.md). A host that carries the task-locals in force elsewhere carries
/// ``IssueReporters/bound``, `nil` included, so the mark goes with it.
package enum InheritanceMarker {
  package static var isBound: Bool { IssueReporters.areBound }
}

/// Units an execution left suspended, with the source their ranges point into.
package struct CarriedWork: Sendable {
  package var source: SourceFile
  package var units: [Unit]

  /// The units not finished yet; `nil` when all have.
  package var unfinished: CarriedWork? {
    let units = units.filter { !$0.isFinished }
    return units.isEmpty ? nil : CarriedWork(source: source, units: units)
  }
}

/// A session's state, shared by the session and the interpreters running its programs (also
/// those of earlier executions whose work is still suspended).
package final class SessionStore: Sendable {
  private let state: Mutex<SessionState>
  /// Why the running program is to stop at its next statement (a ``StopReason``'s raw
  /// value): set by `Session.interrupt()` and by the entry's time limit.
  package let stopRequested = Atomic<UInt8>(StopReason.none.rawValue)
  /// The one executor all the session's units run on, across executions: an execution runs
  /// its loop until quiescence; work left suspended stays queued here for a later one.
  package let executor = ScriptExecutor()
  /// Numbers the session's units, across executions, as exported programs number theirs.
  package let unitNumbering = UnitNumbering()
  /// The current execution's events, whichever execution's unit emits them.
  package let events = EventLog()
  /// Whether the current execution failed (a check, an error, stuck work), whichever
  /// execution's unit failed it.
  package let failed = Atomic<Bool>(false)
  /// The bytes of the values all the session's executions built, charged to
  /// ``Limits/sessionMemoryBudget``.
  package let builtBytes = Atomic<Int>(0)
  /// Which state of the session's keys is in force: a stamp no other state of any session's
  /// keys in the process had, new whenever a key is declared. A name looked up while it
  /// stays the same still names the same key (``RecentKeys``, ``KeyReadCells``), whichever
  /// session looked it up before.
  package let keysStamp = Atomic<Int>(SessionStore.newKeysStamp())

  /// The last stamp any session's keys took.
  private static let lastKeysStamp = Atomic<Int>(0)

  private static func newKeysStamp() -> Int {
    lastKeysStamp.add(1, ordering: .relaxed).newValue
  }

  package init(_ state: SessionState) { self.state = Mutex(state) }

  /// Declares (or declares again) the key `name`.
  package func declare(_ reference: KeyReference, named name: String) {
    state.withLock { $0.keys[name] = reference }
    keysStamp.store(Self.newKeysStamp(), ordering: .releasing)
  }

  package func withLock<R>(_ body: (inout SessionState) throws -> R) rethrows -> R {
    try state.withLock { try body(&$0) }
  }
}
