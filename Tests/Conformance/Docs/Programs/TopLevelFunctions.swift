func greeting(for name: String, excited: Bool = false) -> String {
  excited ? "Hello, \(name)!" : "Hello, \(name)."
}

func sum(_ numbers: Int...) -> Int {
  numbers.reduce(0, +)
}

func fetchCount() async throws -> Int {
  try await Task.sleep(nanoseconds: 1_000)
  return 3
}

print(greeting(for: "Blob"))
print(greeting(for: "Blob", excited: true))
print(sum(1, 2, 3))
print(try await fetchCount())
