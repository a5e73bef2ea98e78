import Dependencies

struct Member: Equatable {
  var id: Int
  var handle: String
}

struct AccountClient {
  var currentUser: Member?
  var signOut: () -> Void
}

extension AccountClient: DependencyKey {
  static let liveValue = AccountClient(
    currentUser: Member(id: 7, handle: "otter"),
    signOut: { print("signed out") }
  )
}

extension DependencyValues {
  var accountClient: AccountClient {
    get { self[AccountClient.self] }
    set { self[AccountClient.self] = newValue }
  }
}

struct GreetingBanner {
  // The banner only reads who is signed in, nothing else of the client.
  @Dependency(\.accountClient.currentUser) var currentUser

  var text: String {
    if let currentUser {
      return "Hello, @\(currentUser.handle) (#\(currentUser.id))"
    }
    return "Hello, guest"
  }
}

print(GreetingBanner().text)

let guestBanner = withDependencies {
  $0.accountClient.currentUser = nil
} operation: {
  GreetingBanner()
}
print(guestBanner.text)

let renamed = withDependencies {
  $0.accountClient.currentUser?.handle = "heron"
} operation: {
  GreetingBanner().text
}
print(renamed)
