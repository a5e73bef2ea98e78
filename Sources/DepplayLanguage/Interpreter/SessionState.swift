import DependencyRuntime
import DepplaySupport
import Synchronization

/// A key as the interpreter reads and writes it.
enum KeyReference: Sendable {
  /// A key the script declared.
  case script(ScriptKey)
  /// The built-in `context` key.
  case context
  /// Another built-in key: `date`, `uuid`, the clocks, …
  case builtin(BuiltinKey)

  /// Every built-in key, by name.
  static let builtins: [String: KeyReference] = Dictionary(
    uniqueKeysWithValues: [("context", .context)] + BuiltinKey.allCases.map { ($0.rawValue, .builtin($0)) })
}

/// What a session keeps between executions: keys, models, top-level locals, the script's
/// "process" root and its build, and counters that keep names unique.
struct SessionState: Sendable {
  var keys = KeyReference.builtins
  var models: [String: ModelDeclaration] = [:]
  var root: DependencyValues
  var build: BuildConfiguration
  var names = NameTable(keys: Set(KeyReference.builtins.keys), models: [:], locals: [])
  /// The interpreter running a program of this session now: computed key defaults run
  /// their expressions through it, so what they print or raise lands in the current run.
  var running: Interpreter?
  var topLevel = Frame(parent: nil)
  var nextUnitID = 1
  var nextAwaitID = 0
  /// Issues outside tests that no `expect(issues:)` has claimed yet, across executions.
  let scriptBucket = IssueBucket(issuesFail: false)
  /// The last line an earlier execution printed, for `expect(output:)` in a later one.
  var lastOutput: String?

  init(context: DependencyContext, build: BuildConfiguration) {
    self.build = build
    self.root = DependencyValues(rootContext: context, build: build)
  }
}

/// Resource limits: past them a script stops with a clear error instead of hanging or
/// exhausting memory.
public struct Limits: Sendable {
  /// Statements one execution may run.
  public var statementBudget = 20_000_000
  /// Units of work (tasks, queue blocks, threads) one execution may spawn.
  public var maximumUnits = 100_000
  /// Nested calls (model methods, closures) one unit may make.
  public var maximumCallDepth = 64

  /// The default limits.
  public init() {}
}

/// Marks task-local inheritance: bound where script work runs, so a unit that starts
/// without it really lost its creator's task-locals.
enum InheritanceMarker {
  @TaskLocal static var isBound = false
}

/// A session's state, shared by the session and the interpreter running one of its programs.
final class SessionStore: Sendable {
  private let state: Mutex<SessionState>
  /// Set by `Session.interrupt()`: the running program stops at its next statement.
  let stopRequested = Atomic<Bool>(false)

  init(_ state: SessionState) { self.state = Mutex(state) }

  func withLock<R>(_ body: (inout SessionState) throws -> R) rethrows -> R {
    try state.withLock { try body(&$0) }
  }
}
