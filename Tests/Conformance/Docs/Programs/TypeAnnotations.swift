let count: Int = 3
var names: [String] = ["Blob", "Blob Jr."]
var ages: [String: Int] = ["Blob": 42]
let nickname: String? = nil
let transform: (Int) -> String = { "#\($0)" }
let isReady: Bool
isReady = count > 2
names.append("Blob Sr.")
ages["Blob Jr."] = 7
print(count, names.count, ages.count)
print(nickname ?? "none", transform(count), isReady)
print(names)
let sortedAges: [(String, Int)] = ages.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
print(sortedAges)
