import Dependencies
import Foundation

func stamp() -> String {
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date
  return "\(uuid()) at \(date())"
}

withDependencies {
  $0.uuid = .constant(UUID(0))
  $0.date = .constant(Date(timeIntervalSinceReferenceDate: 0))
} operation: {
  print(stamp())
  print(stamp())
}

withDependencies {
  $0.uuid = .constant(UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!)
  $0.date.now = Date(timeIntervalSince1970: 86_400)
} operation: {
  print(stamp())
}

print(UUID(15))
print(UUID(255).uuidString.lowercased())
