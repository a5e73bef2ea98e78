import Dependencies
import DependenciesMacros

@DependencyClient
struct NumberFactClient {
  var fetch: @Sendable (_ number: Int) async throws -> String
  var favorite: @Sendable () -> Int = { 42 }
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient(
    fetch: { number in "\(number) is a good number." },
    favorite: { 7 }
  )
  static let testValue = NumberFactClient()
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

func describe(_ number: Int) async throws -> String {
  @Dependency(\.numberFact) var numberFact
  let fact = try await numberFact.fetch(number: number)
  return "\(fact) Favorite: \(numberFact.favorite())"
}

print(try await describe(3))

let overridden = try await withDependencies {
  $0.numberFact.fetch = { number in "\(number) overridden" }
} operation: {
  try await describe(5)
}
print(overridden)
