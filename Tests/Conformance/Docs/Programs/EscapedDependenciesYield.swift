import Dependencies
import Foundation

struct Greeter {
  var greet: (String) -> String
}

extension Greeter: DependencyKey {
  static let liveValue = Greeter(greet: { "Hello, \($0)" })
  static let mock = Greeter(greet: { "Mock hello to \($0)" })
}

extension DependencyValues {
  var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }
}

func greetLater(_ name: String) -> Task<String, Never> {
  withEscapedDependencies { dependencies in
    Task.detached {
      try? await Task.sleep(nanoseconds: 1_000_000)
      return dependencies.yield {
        @Dependency(\.greeter) var greeter
        @Dependency(\.date.now) var now
        return "\(greeter.greet(name)) at \(now.timeIntervalSince1970)"
      }
    }
  }
}

let pinned = withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 1_000)
} operation: {
  greetLater("Mina")
}
print(await pinned.value)

let mocked = withDependencies {
  $0.date.now = Date(timeIntervalSince1970: 2_000)
  $0.greeter = .mock
} operation: {
  withEscapedDependencies { dependencies in
    Task.detached {
      dependencies.yield {
        withDependencies {
          $0.date.now = Date(timeIntervalSince1970: 3_000)
        } operation: {
          @Dependency(\.greeter) var greeter
          @Dependency(\.date.now) var now
          return "\(greeter.greet("Omar")) at \(now.timeIntervalSince1970)"
        }
      }
    }
  }
}
print(await mocked.value)
