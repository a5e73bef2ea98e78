import Dependencies

struct Greeter: Sendable {
  var greet: @Sendable (String) -> String
}

enum GreeterKey: DependencyKey {
  static var liveValue: Greeter {
    print("building the live greeter")
    return Greeter { name in "Hello, \(name)!" }
  }
}

extension DependencyValues {
  var greeter: Greeter {
    get { self[GreeterKey.self] }
    set { self[GreeterKey.self] = newValue }
  }
}

struct Welcome {
  @Dependency(\.greeter) var greeter

  func message(for name: String) -> String {
    greeter.greet(name)
  }
}

print("start")
let first = Welcome()
print(first.message(for: "Ada"))
let second = Welcome()
print(second.message(for: "Grace"))
withDependencies {
  $0.greeter = Greeter { "Hi \($0)" }
} operation: {
  print(Welcome().message(for: "Linus"))
}
print(Welcome().message(for: "Barbara"))
