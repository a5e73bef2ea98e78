let numbers = [5, 3, 8, 1]
let doubled = numbers.map { $0 * 2 }
let sorted = numbers.sorted { $0 < $1 }
let evens = numbers.filter { $0.isMultiple(of: 2) }
let total = numbers.reduce(0) { $0 + $1 }
let describe: (Int) -> String = { number in
  "n\(number)"
}
let labels = numbers.map(describe)
func square(_ x: Int) -> Int { x * x }
print(doubled, sorted, evens, total)
print(labels.joined(separator: ","))
print(numbers.map(square))
let pairs = numbers.enumerated().map { "\($0.offset):\($0.element)" }
print(pairs)
