import Dependencies
import Foundation

struct AuditLog {
  @Dependency(\.date) var date

  func entry(_ message: String) -> String {
    "[\(Int(date().timeIntervalSince1970))] \(message)"
  }
}

prepareDependencies {
  $0.date = .constant(Date(timeIntervalSince1970: 1_234_567))
}

let log = AuditLog()
print(log.entry("opened"))
print(log.entry("closed"))
