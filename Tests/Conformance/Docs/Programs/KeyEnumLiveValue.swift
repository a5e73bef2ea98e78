import Dependencies

enum GreetingKey: DependencyKey {
  static let liveValue = "Hello from live"
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

print(Greeter().greet("Blob"))
withDependencies {
  $0.greeting = "Hi"
} operation: {
  print(Greeter().greet("Blob Jr."))
}
