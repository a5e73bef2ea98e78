struct Score {
  let player: String
  let points: Int
}

let scores = [
  Score(player: "ana", points: 12),
  Score(player: "bo", points: 30),
  Score(player: "cy", points: 7),
  Score(player: "di", points: 19),
]

let ranked = scores.sorted { $0.points > $1.points }
for (index, score) in ranked.enumerated() {
  print("\(index + 1). \(score.player) \(score.points)")
}
print(scores.map(\.points).reduce(0, +))
print(scores.filter { $0.points >= 10 }.map(\.player))
print(scores.first(where: { $0.player.hasPrefix("b") })?.points ?? 0)
print(scores.contains { $0.points == 0 })
print(scores.allSatisfy { $0.points > 0 })
let pairs = zip(["a", "b", "c"], [1, 2, 3]).map { "\($0)=\($1)" }
print(pairs)
let numbers = ["1", "x", "3"].compactMap { Int($0) }
print(numbers)
let unique = Set([3, 1, 3, 2]).sorted()
print(unique)
print(ranked.prefix(2).map(\.player), ranked.last!.player)
