/// A built-in type a script names only for the values it offers as static members, the same
/// values as the implicit members of that name: `UUIDGenerator.incrementing`,
/// `DispatchQueue.test`.
package enum StaticMembersType: String, Sendable, CaseIterable {
  case uuidGenerator = "UUIDGenerator"
  case dateGenerator = "DateGenerator"
  /// The context as a value: `DependencyContext.preview`.
  case dependencyContext = "DependencyContext"
  /// As a scheduler for `mainQueue`: `DispatchQueue.test`, `DispatchQueue.immediate`.
  case dispatchQueue = "DispatchQueue"
  /// Swift's `Duration`: `Duration.seconds(1)`, `Duration.milliseconds(100)`, `Duration.zero`.
  case duration = "Duration"

  /// The names of its static members.
  package var members: [String] {
    switch self {
    case .uuidGenerator: ["incrementing", "constant"]
    case .dateGenerator: ["constant"]
    case .dependencyContext: ["live", "preview", "test"]
    case .dispatchQueue: DispatchQueueScheduler.allCases.map(\.rawValue)
    case .duration: ["seconds", "milliseconds", "zero"]
    }
  }

  /// One of its values as a script writes it, for a note.
  package var example: String {
    switch self {
    case .uuidGenerator: "UUIDGenerator.constant(UUID(1))"
    case .dateGenerator: "DateGenerator.constant(Date(timeIntervalSince1970: 0))"
    case .dependencyContext: "DependencyContext.test"
    case .dispatchQueue: "DispatchQueue.test"
    case .duration: "Duration.milliseconds(100)"
    }
  }
}
