func greet(_ name: String = "world", punctuation: String = "!") -> String {
  "Hello, \(name)\(punctuation)"
}

func average(_ values: Double...) -> Double {
  guard !values.isEmpty else { return 0 }
  return values.reduce(0, +) / Double(values.count)
}

func describe(_ count: Int, _ noun: String) -> String {
  count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}

print(greet())
print(greet("Swift"))
print(greet("TCA", punctuation: "?"))
print(average(2, 4, 9))
print(average())
print(describe(1, "effect"), describe(3, "effect"))

let formatters: [(Int) -> String] = [
  { "#\($0)" },
  { String($0, radix: 2) },
  { describe($0, "item") },
]
for format in formatters {
  print(format(5))
}
