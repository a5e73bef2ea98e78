/// The mechanisms that run script work, as output labels name them.
package enum UnitKind: String, Sendable, Hashable {
  /// The script itself.
  case main = "main"
  /// `Task { }`
  case task = "Task"
  /// `Task.immediate { }`
  case immediateTask = "Task.immediate"
  /// `Task.detached { }`
  case detachedTask = "Task.detached"
  /// `async let`
  case asyncLet = "async let"
  /// `group.addTask { }`
  case groupChild = "addTask"
  /// `DispatchQueue.global().async/sync { }`
  case globalQueue = "DispatchQueue.global"
  /// `DispatchQueue.main.async/sync { }` (a serial queue standing in for main)
  case mainQueue = "DispatchQueue.main"
  /// `Thread { }.start()`
  case thread = "Thread"
  /// An `@Test` case.
  case test = "test"
  /// The operation of an `Effect.run`, started by a store.
  case effect = "Effect.run"
  /// The work of `await fireAndForget { … }`, started by the runtime's `FireAndForget`.
  case fireAndForget = "fireAndForget"

  /// Whether a unit of this kind parks after a statement that spawned work, until that work
  /// has run up to its first suspension (the unit model). An `Effect.run` does not: a store
  /// runs its effects one job at a time (TCA's main serial executor, in a test store), so a
  /// `Task { }` an effect creates starts only once the effect suspends or ends. Measured on
  /// TCA 1.25: `Task { await send(.ping) }` then `await send(.note)` in a test store's
  /// effect receives `.note` first, 20 runs of 20.
  package var parksForSpawns: Bool { self != .effect }

  /// Whether the unit is a block run on a queue or a thread (its creator waits for it).
  package var isBlock: Bool { self == .globalQueue || self == .mainQueue || self == .thread }

  /// The label a unit's lines carry: `Task 3`, `DispatchQueue.global 4`,
  /// `test readsFive()`; empty for the main script.
  package func label(id: Int, name: String?) -> String {
    switch self {
    case .main: ""
    case .test: "test \(name ?? "")"
    default: "\(rawValue) \(id)"
    }
  }
}
