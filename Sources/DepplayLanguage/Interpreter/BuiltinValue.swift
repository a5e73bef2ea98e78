import Foundation

/// Values of the built-in dependencies: durations, dates, UUIDs, clocks.
public enum BuiltinValue: Sendable {
  /// `.seconds(1)`, `.milliseconds(5)`
  case duration(Duration)
  /// A `Date`.
  case date(Date)
  /// A `UUID`.
  case uuid(UUID)

  var description: String {
    switch self {
    case .duration(let duration): duration.description
    case .date(let date): date.formatted(.iso8601)
    case .uuid(let uuid): uuid.uuidString
    }
  }

  var typeName: String {
    switch self {
    case .duration: "Duration"
    case .date: "Date"
    case .uuid: "UUID"
    }
  }

  func isEqual(to other: BuiltinValue) -> Bool {
    switch (self, other) {
    case (.duration(let a), .duration(let b)): a == b
    case (.date(let a), .date(let b)): a == b
    case (.uuid(let a), .uuid(let b)): a == b
    default: false
    }
  }
}
