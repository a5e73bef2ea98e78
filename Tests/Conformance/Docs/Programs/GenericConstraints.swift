func largest<T: Comparable>(_ values: [T]) -> T? {
  guard var best = values.first else { return nil }
  for value in values.dropFirst() where value > best {
    best = value
  }
  return best
}

func describe<T: CustomStringConvertible>(_ items: [T]) -> String {
  items.map(\.description).joined(separator: " | ")
}

struct Pair<A, B> {
  let first: A
  let second: B

  func swapped() -> Pair<B, A> {
    Pair<B, A>(first: second, second: first)
  }
}

extension Pair: CustomStringConvertible {
  var description: String { "(\(first), \(second))" }
}

print(largest([3, 9, 2]) ?? 0)
print(largest(["pear", "apple", "plum"]) ?? "")
print(largest([Double]()) == nil)
print(describe([1, 2, 3]))
let pair = Pair(first: "x", second: 1)
print(pair, pair.swapped())
