import Dependencies

struct AuditLog {
  var record: @Sendable (String) -> Void
}

extension AuditLog: DependencyKey {
  static let liveValue = AuditLog(record: { print("audit:", $0) })
}

extension DependencyValues {
  var auditLog: AuditLog {
    get { self[AuditLog.self] }
    set { self[AuditLog.self] = newValue }
  }
}

struct Transfer {
  @Dependency(\.auditLog) var auditLog

  func move(_ amount: Int, balance: inout Int) -> Bool {
    auditLog.record("begin \(amount)")
    defer { auditLog.record("end \(amount)") }
    guard amount <= balance else {
      auditLog.record("rejected")
      return false
    }
    balance -= amount
    return true
  }
}

var balance = 100
print(Transfer().move(30, balance: &balance), balance)

let entries = LockIsolated<[String]>([])
withDependencies {
  $0.auditLog.record = { entry in entries.withValue { $0.append(entry) } }
} operation: {
  var small = 10
  let moved = Transfer().move(50, balance: &small)
  print(moved, small)
}
print(entries.value)
