let scores = ["Blob": 3, "Blob Jr.": 5]
let blob = scores["Blob"]!
let parsed = Int("42")!
print(blob + parsed)
var cached: String?
cached = "ready"
print(cached!.uppercased())
let first = [10, 20, 30].first!
print(first)
