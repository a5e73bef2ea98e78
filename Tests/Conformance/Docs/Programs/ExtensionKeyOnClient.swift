import Dependencies

struct NumberFactClient {
  var fetch: (Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
  static let liveValue = NumberFactClient(
    fetch: { number in "\(number) is a good number." }
  )
  static let testValue = NumberFactClient(
    fetch: { number in "\(number) is a test number." }
  )
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

func printFact(_ number: Int) async throws {
  @Dependency(\.numberFact) var numberFact
  print(try await numberFact.fetch(number))
}

try await printFact(42)

try await withDependencies {
  $0.numberFact.fetch = { "\($0) is overridden." }
} operation: {
  try await printFact(7)
}
