import Dependencies

protocol Greeter: Sendable {
  var name: String { get }
  func greet(_ person: String) -> String
}

extension Greeter {
  func greet(_ person: String) -> String {
    "Hello, \(person)! — \(name)"
  }

  func greetAll(_ people: [String]) -> [String] {
    people.map(greet)
  }
}

struct FriendlyGreeter: Greeter {
  let name = "friendly"
}

struct ShoutingGreeter: Greeter {
  let name = "shouting"

  func greet(_ person: String) -> String {
    "HEY \(person.uppercased())!"
  }
}

enum GreeterKey: DependencyKey {
  static let liveValue: any Greeter = FriendlyGreeter()
  static let testValue: any Greeter = ShoutingGreeter()
}

extension DependencyValues {
  var greeter: any Greeter {
    get { self[GreeterKey.self] }
    set { self[GreeterKey.self] = newValue }
  }
}

struct Welcome {
  @Dependency(\.greeter) var greeter

  func lines() -> [String] {
    greeter.greetAll(["Ana", "Bo"])
  }
}

for line in Welcome().lines() {
  print(line)
}

withDependencies {
  $0.greeter = ShoutingGreeter()
} operation: {
  @Dependency(\.greeter) var greeter
  print(greeter.greetAll(["Cy"]), greeter.name)
  if let shouting = greeter as? ShoutingGreeter {
    print("is shouting:", shouting.name)
  }
}
