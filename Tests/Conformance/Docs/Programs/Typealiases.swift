typealias UserID = Int
typealias Handler = (String) -> Void
typealias Scores = [String: [Int]]

struct Player {
  typealias Score = Int
  let id: UserID
  var scores: [Score]
}

let player = Player(id: 5, scores: [3, 9])
let log: Handler = { print("log:", $0) }
var table: Scores = [:]
table["Blob"] = player.scores
log("player \(player.id) has \(player.scores.reduce(0, +))")
print(table)
