import Dependencies
import Foundation

struct Greeter: Sendable {
  var greet: @Sendable (String) -> String
}

extension Greeter: DependencyKey {
  static let liveValue = Greeter { name in "Hello, \(name)!" }
  static let testValue = Greeter { name in "Test hello, \(name)" }
}

extension DependencyValues {
  var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }
}

func greetEveryone() async {
  @Dependency(\.greeter) var greeter
  print("direct:", greeter.greet("Blob"))

  let child = Task {
    @Dependency(\.greeter) var greeter
    return greeter.greet("child task")
  }
  print("Task:", await child.value)

  let detached = Task.detached {
    @Dependency(\.greeter) var greeter
    return greeter.greet("detached task")
  }
  print("Task.detached:", await detached.value)
}

print("-- live --")
await greetEveryone()

print("-- overridden --")
await withDependencies {
  $0.greeter.greet = { name in "Bonjour, \(name)!" }
} operation: {
  await greetEveryone()
}
