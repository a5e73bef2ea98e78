import Dependencies

enum GreetingKey: DependencyKey {
  static let liveValue = "Hello"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

struct Greeter {
  @Dependency(\.greeting) var greeting

  func greet(_ name: String) -> String {
    "\(greeting), \(name)!"
  }
}

func greetLater(_ name: String) async -> String {
  await withEscapedDependencies { continuation in
    await Task {
      continuation.yield {
        Greeter().greet(name)
      }
    }.value
  }
}

let greeting = await withDependencies {
  $0.greeting = "Bonjour"
} operation: {
  await greetLater("Ada")
}
print(greeting)
print(await greetLater("Grace"))
