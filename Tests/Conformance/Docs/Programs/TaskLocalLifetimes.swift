import Dependencies
import Foundation

enum Session {
  @TaskLocal static var level = 1
}

print("outside:", Session.level)
await Session.$level.withValue(42) {
  print("inside:", Session.level)
  let inherited = Task {
    try? await Task.sleep(for: .milliseconds(10))
    return Session.level
  }
  print("task saw:", await inherited.value)
  print("still inside:", Session.level)
}
print("after:", Session.level)

struct Greeter {
  var greet: (String) -> String
}

extension Greeter: DependencyKey {
  static let liveValue = Greeter { "Hello, \($0)" }
}

extension DependencyValues {
  var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }
}

final class ProfileModel {
  @Dependency(\.greeter) var greeter
  func welcome(_ name: String) -> String { greeter.greet(name) }
}

let pirate = withDependencies {
  $0.greeter = Greeter { "Ahoy, \($0)" }
} operation: {
  ProfileModel()
}

print(ProfileModel().welcome("Ada"))
print(pirate.welcome("Ada"))

await withDependencies {
  $0.greeter = Greeter { "Howdy, \($0)" }
} operation: {
  await withEscapedDependencies { dependencies in
    await Task.detached {
      dependencies.yield {
        @Dependency(\.greeter) var greeter
        print("escaped:", greeter.greet("Grace"))
      }
    }.value
  }
}

let detachedGreeting = await withDependencies {
  $0.greeter = Greeter { "Howdy, \($0)" }
} operation: {
  await Task.detached {
    @Dependency(\.greeter) var greeter
    return greeter.greet("Grace")
  }.value
}
print("detached:", detachedGreeting)
