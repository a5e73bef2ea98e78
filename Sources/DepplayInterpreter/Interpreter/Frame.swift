import DependencyRuntime
import DepplaySemantics
import DepplaySupport
import DepplaySyntax
import Synchronization

/// The local names of one block, closure or call, the frame it is nested in, and what the
/// checker resolved the names of the code running in it to.
///
/// Names are immutable once bound (`let`); a closure captures its frame. Code can run in a
/// later program of the session than the one it was checked in (a closure, a model's method,
/// a feature's body, a test, a key's default), so the resolutions are those of the program
/// the code belongs to: a nested frame keeps its parent's, and a frame for code of another
/// program is given that program's.
package final class Frame: Sendable {
  private let values = Mutex(FrameBindings())
  /// How many names ``values`` holds, set under its lock and read without it: a loop pass
  /// that bound nothing but its variable unbinds without taking the lock (``unbind(after:)``,
  /// ~200 instructions a pass in a debug build).
  private let boundCount = Atomic<Int>(0)
  private let parent: Frame?
  /// What each name of the code running in this frame refers to: a view of its program's
  /// table, which the session keeps (a frame holds no reference to it: a retain and a release
  /// per block are a measurable part of a simple statement).
  package let resolutions: Resolutions.View

  /// A frame nested in `parent`, for code of the same program.
  package init(parent: Frame) {
    self.parent = parent
    self.resolutions = parent.resolutions
  }

  /// A frame for code of the program `resolutions` were checked for, nested in `parent`.
  ///
  /// - Precondition: `resolutions` outlive every frame that runs code with them
  ///   (``SessionState/programResolutions`` keeps every program's until the session ends).
  package init(parent: Frame?, resolutions: Resolutions) {
    self.parent = parent
    self.resolutions = resolutions.view
  }

  package func bind(_ name: String, _ value: consuming ScriptValue) {
    // NB: moved in through an optional, as below: a value the closure captured would be
    // copied into the bindings (and the caller's destroyed), each through the value witness.
    var moved = Optional(consume value)
    values.withLock { bindings in
      bindings.bind(name, moved.movedOut())
      boundCount.store(bindings.count, ordering: .relaxed)
    }
  }

  /// Rebinds the first name this frame bound (a loop pass's variable, ``LoopPasses``),
  /// without looking it up.
  package func rebindFirst(_ value: consuming ScriptValue) {
    // NB: moved in, not copied (``bind(_:_:)``): a loop's every pass.
    var moved = Optional(consume value)
    values.withLock { $0.rebindFirst(moved.movedOut()) }
  }

  /// Unbinds every name this frame binds but the first `kept` it bound, keeping the room they
  /// took (``LoopPasses`` reuses a loop pass's frame that nothing else holds).
  ///
  /// - Precondition: nothing else holds the frame (its count is read before the lock).
  package func unbind(after kept: Int) {
    guard boundCount.load(ordering: .relaxed) > kept else { return }
    values.withLock { bindings in
      bindings.unbind(after: kept)
      boundCount.store(bindings.count, ordering: .relaxed)
    }
  }

  /// The value of `name` here or in an enclosing frame.
  package func lookup(_ name: String) -> ScriptValue? {
    // NB: this frame first, outside the walk: walking from an optional reference to `self`
    // retained and released it (a loop's variable is bound in the pass's own frame).
    if let value = values.withLock({ $0[name] }) { return value }
    var frame = parent
    while let current = frame {
      if let value = current.values.withLock({ $0[name] }) { return value }
      frame = current.parent
    }
    return nil
  }

  /// Rebinds `name` in the frame that holds it (a `state.count += 1` in a nested block
  /// changes the reducer's `state`); `false` if no frame does.
  package func assign(_ name: String, _ value: ScriptValue) -> Bool {
    var frame: Frame? = self
    while let current = frame {
      if current.values.withLock({ $0.rebind(name, value) }) { return true }
      frame = current.parent
    }
    return false
  }

  /// Every name visible here (for completion).
  /// How many names this frame itself binds.
  package var ownCount: Int { values.withLock { $0.count } }

  /// The names a script can use here (temporaries, `#0`, left out).
  package var names: [String] {
    var result = values.withLock { $0.names.filter { !$0.hasPrefix("#") } }
    if let parent { result += parent.names }
    return result
  }
}

extension Optional<ScriptValue> {
  /// The value, moved out: the optional is left `nil` (``Frame/bind(_:_:)`` moves a value into
  /// the lock's closure this way).
  ///
  /// NB: not the standard library's `take()`: that is generic, and a debug build runs it
  /// unspecialised, through the value witnesses of `Optional`, at ~170 instructions a loop
  /// pass; this one is concrete, and a release build makes the same code of either.
  ///
  /// - Precondition: the optional holds a value.
  fileprivate mutating func movedOut() -> ScriptValue {
    switch consume self {
    case .some(let value):
      self = nil
      return value
    case .none:
      preconditionFailure("a value moved out of a frame's binding twice")
    }
  }
}

/// An escaping closure: its code and the frame it captured. It runs wherever it is called,
/// with the task-local values in force there; the values in force where it was made are
/// kept only to say whether those are the same (``ClosureStart``).
package final class ScriptClosure: Sendable {
  package let literal: ClosureLiteral
  package let frame: Frame
  package let model: ModelInstance?
  /// The values in force where the closure was made, and whether they held overrides.
  package let madeWith: (values: DependencyValues, hadOverrides: Bool)
  /// Whether it was made in main-actor code, whose isolation a Swift closure keeps wherever it
  /// is called (``Context/isMainActor``).
  package let isMainActor: Bool

  package init(
    literal: ClosureLiteral, frame: Frame, model: ModelInstance?,
    madeWith: (values: DependencyValues, hadOverrides: Bool), isMainActor: Bool = false
  ) {
    self.literal = literal
    self.frame = frame
    self.model = model
    self.madeWith = madeWith
    self.isMainActor = isMainActor
  }

  /// What the closure runs with when called where `values` are in force.
  package func start(calledWith values: DependencyValues) -> ClosureStart {
    if values.isSameValues(as: madeWith.values) { return .valuesWhereMade }
    return madeWith.hadOverrides ? .lostOverrides : .callersValues
  }
}

/// A value that will be set once, awaited by script code (an `async let`'s result).
package final class Promise: Sendable {
  private struct State {
    var value: ScriptValue?
    var waiters: [CheckedContinuation<ScriptValue, Never>] = []
  }

  private let state = Mutex(State())
  /// What the child threw instead of giving a value, which the read rethrows.
  private let thrown = Mutex<ScriptThrow?>(nil)

  /// Ends the child with `error`: a read of the value (`try await name`) throws it, as
  /// Swift's `async let` rethrows its child's error where it is awaited.
  package func fail(_ error: ScriptThrow) {
    thrown.withLock { $0 = error }
    fulfill(.void)
  }

  /// The child's value, or the error it threw.
  package var result: ScriptValue {
    get async throws {
      let value = await value
      if let error = thrown.withLock({ $0 }) { throw error }
      return value
    }
  }

  package func fulfill(_ value: ScriptValue) {
    let waiters = state.withLock { state in
      state.value = value
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume(returning: value) }
  }

  package var value: ScriptValue {
    get async {
      await withCheckedContinuation { continuation in
        let ready = state.withLock { state in
          if state.value == nil { state.waiters.append(continuation) }
          return state.value
        }
        if let ready { continuation.resume(returning: ready) }
      }
    }
  }
}

/// A real `Task` started by a script, the unit that names it, and the task's value.
///
/// The handle is made before its task, whose operation keeps its value here (``keep(_:)``;
/// one object less a spawn than a box of its own for the value), and is given the task once
/// it is made (``made(_:)``). The operation holds the handle only while it runs: a task
/// releases its operation when it completes, so the handle and its task make no cycle.
///
/// The value is kept here, not as the `Task`'s own result, so that releasing a handle can
/// take it apart without recursion: a task whose value is a handle of a task whose value is a
/// handle… (a method that returns `Task { method() }`) makes a chain as long as the unit
/// limit, which Swift would release recursively, overflowing the stack.
package final class TaskHandle: Sendable {
  package let unit: UnitInfo
  /// The real task, given once where it is made.
  private let task = Mutex<Task<Void, Never>?>(nil)
  /// The task's value, once it has finished.
  private let result = Mutex<ScriptValue?>(nil)

  /// The handle of a task about to be made by `unit`.
  package init(unit: UnitInfo) { self.unit = unit }

  /// Gives the handle its task, once, where it is made.
  package func made(_ task: Task<Void, Never>) { self.task.withLock { $0 = task } }

  /// Keeps `value`, the task's value.
  package func keep(_ value: ScriptValue) { result.withLock { $0 = value } }

  /// Cancels the task.
  package func cancel() { task.withLock { $0 }?.cancel() }

  /// The task's value, once it has finished.
  package var value: ScriptValue {
    get async {
      await task.withLock { $0 }?.value
      return result.withLock { $0 } ?? .void
    }
  }

  deinit { releaseValue() }

  private func take() -> ScriptValue? { result.withLock { $0.take() } }

  /// Releases the value one handle at a time: each task handle only the value holds gives up
  /// its own value first, so no release recurses into the next.
  private func releaseValue() {
    var pending: [ScriptValue] = []
    // A value that holds no value this takes apart (most tasks give an `Int` or nothing) is
    // released as it is: the list of pending values is not even allocated.
    if let value = take(), value.isTakenApartOnRelease { pending.append(value) }
    while var value = pending.popLast() {
      if var handle = Self.movingHandle(out: &value) {
        if isKnownUniquelyReferenced(&handle), let next = handle.take() {
          pending.append(next)
        }
        continue
      }
      switch value {
      case .list(let elements), .set(let elements):
        value = .void
        pending.append(contentsOf: elements)
      case .dictionary(let dictionary):
        value = .void
        pending.append(contentsOf: dictionary.entries.flatMap { [$0.key, $0.value] })
      case .record(let record):
        value = .void
        pending.append(contentsOf: record.fields.map(\.value))
      default:
        break
      }
    }
  }

  /// The handle `value` holds, moved out of it (`value` is left `.void`); `nil` if it holds
  /// none. NB: a function of its own, so that no copy of `value` outlives the move: a debug
  /// build matches a `switch` on a copy of a value of a few words, which lived through the
  /// case's body and held the handle, so that it was never uniquely referenced.
  private static func movingHandle(out value: inout ScriptValue) -> TaskHandle? {
    guard case .task(let handle) = value else { return nil }
    value = .void
    return handle
  }
}

extension ScriptValue {
  /// Whether ``TaskHandle/releaseValue()`` takes the value apart: it is a task handle, or holds
  /// other values that may be.
  fileprivate var isTakenApartOnRelease: Bool {
    switch self {
    case .task, .list, .set, .dictionary, .record: true
    default: false
    }
  }
}

/// The `group` of a `withTaskGroup` body: the real task group while the body runs, so that
/// `group.addTask` adds the child right where it is called, with the task-locals in force
/// there (as Swift's `addTask` copies them).
package final class GroupHandle: @unchecked Sendable {
  // NB: @unchecked because `group` is only used by the task running the group's body (the
  // checker refuses `group` in anything that escapes it), while that body runs.
  private var group: ThrowingTaskGroup<ScriptValue, any Error>?
  /// Whether it is a `withThrowingTaskGroup`'s group: what a child throws is its result,
  /// which `next()` and a `for try await` over the group throw.
  package let isThrowing: Bool

  package init(_ group: ThrowingTaskGroup<ScriptValue, any Error>, isThrowing: Bool) {
    self.group = group
    self.isThrowing = isThrowing
  }

  /// Whether the body is still running (the group accepts children).
  package var isOpen: Bool { group != nil }

  /// Adds a child task to the group now; what it gives is the group's next result.
  package func addTask(
    executor: ScriptExecutor,
    _ operation: sending @escaping @isolated(any) () async throws -> ScriptValue
  ) {
    group?.addTask(executorPreference: executor, operation: operation)
  }

  /// `group.next()`: waits for the next child to finish and gives its value, in the order
  /// the children finish; `nil` once every child has been given.
  package func next() async throws -> ScriptValue? {
    try await group?.next()
  }

  /// The body returned: the group no longer accepts children.
  package func close() { group = nil }
}
