let words = "the store sends the action and the reducer runs the effect".split(separator: " ")

var counts: [String: Int] = [:]
for word in words {
  counts[String(word), default: 0] += 1
}
for (word, count) in counts.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }) {
  print(word, count)
}

let lengths = Dictionary(uniqueKeysWithValues: ["store", "effect"].map { ($0, $0.count) })
print(lengths["store"] ?? 0, lengths["reducer"] ?? -1)

var scores = ["ann": 3, "bo": 5]
scores["cy"] = 1
scores["ann"] = nil
print(scores.keys.sorted(), scores.values.reduce(0, +))
if let best = scores.max(by: { $0.value < $1.value }) {
  print("best:", best.key)
}
let filtered = scores.filter { $0.value > 2 }
print(filtered.count, scores.isEmpty)
