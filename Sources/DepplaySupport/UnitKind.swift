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
