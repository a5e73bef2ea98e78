import Dependencies
import Foundation

struct Vote: Sendable {
  var option: String
  var weight: Int
}

actor Tally {
  private(set) var totals: [String: Int] = [:]

  func record(_ vote: Vote) {
    totals[vote.option, default: 0] += vote.weight
  }
}

func tally(_ votes: [Vote]) async -> [String: Int] {
  let tally = Tally()
  await withTaskGroup(of: Void.self) { group in
    for vote in votes {
      group.addTask {
        await tally.record(vote)
      }
    }
  }
  return await tally.totals
}

let votes = [
  Vote(option: "tea", weight: 2),
  Vote(option: "coffee", weight: 3),
  Vote(option: "tea", weight: 1),
  Vote(option: "juice", weight: 1),
  Vote(option: "coffee", weight: 1),
]

let totals = await tally(votes)
for option in totals.keys.sorted() {
  print(option, totals[option]!)
}

let events = LockIsolated<[String]>([])
await withTaskGroup(of: Void.self) { group in
  for index in 1...4 {
    group.addTask {
      events.withValue { $0.append("event \(index)") }
    }
  }
}
print(events.value.count, events.value.sorted())

let counter = LockIsolated(0)
for _ in 1...10 {
  counter.withValue { $0 += 1 }
}
counter.setValue(counter.value * 2)
print(counter.value)
