import Dependencies

struct Pricing {
  var discount: @Sendable (Int) -> Int
}

extension Pricing: DependencyKey {
  static let liveValue = Pricing(discount: { $0 })
}

extension DependencyValues {
  var pricing: Pricing {
    get { self[Pricing.self] }
    set { self[Pricing.self] = newValue }
  }
}

func checkout(_ amounts: [Int]) async -> Int {
  @Dependency(\.pricing) var pricing
  let task = Task {
    amounts.map { pricing.discount($0) }.reduce(0, +)
  }
  return await task.value
}

let full = await checkout([10, 20, 30])
let sale = await withDependencies {
  $0.pricing = Pricing(discount: { $0 / 2 })
} operation: {
  await checkout([10, 20, 30])
}
print("full price:", full)
print("on sale:", sale)
