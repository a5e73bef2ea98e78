import Dependencies
import Testing

struct AccountDatabase {
  var updateEmail: (_ userID: Int, _ email: String) async throws -> Void
}

struct Mailer {
  var send: (_ to: String, _ subject: String) async throws -> Void
}

extension AccountDatabase: TestDependencyKey {
  static let testValue = AccountDatabase(updateEmail: { _, _ in })
}

extension Mailer: TestDependencyKey {
  static let testValue = Mailer(send: { _, _ in })
}

extension DependencyValues {
  var accountDatabase: AccountDatabase {
    get { self[AccountDatabase.self] }
    set { self[AccountDatabase.self] = newValue }
  }
  var mailer: Mailer {
    get { self[Mailer.self] }
    set { self[Mailer.self] = newValue }
  }
}

struct EmailSettings {
  @Dependency(\.accountDatabase) var database
  @Dependency(\.fireAndForget) var fireAndForget
  @Dependency(\.mailer) var mailer

  func changeEmail(userID: Int, to newAddress: String) async throws {
    try await database.updateEmail(userID, newAddress)
    await fireAndForget {
      try await mailer.send(newAddress, "Your address was changed")
    }
  }
}

@Suite struct FireAndForgetEmailTests {
  @Test func sendsTheConfirmation() async throws {
    let sent = LockIsolated<[String]>([])
    let settings = withDependencies {
      $0.mailer.send = { to, subject in
        sent.withValue { $0.append("\(to): \(subject)") }
      }
    } operation: {
      EmailSettings()
    }

    try await settings.changeEmail(userID: 7, to: "kim@example.org")
    #expect(sent.value == ["kim@example.org: Your address was changed"])
  }

  @Test func expectsNoEmailButOneIsSent() async throws {
    let sent = LockIsolated(0)
    let settings = withDependencies {
      $0.mailer.send = { _, _ in sent.withValue { $0 += 1 } }
    } operation: {
      EmailSettings()
    }

    try await settings.changeEmail(userID: 8, to: "lee@example.org")
    #expect(sent.value == 0)
  }
}
