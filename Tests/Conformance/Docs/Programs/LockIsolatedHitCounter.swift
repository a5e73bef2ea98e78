import ConcurrencyExtras
import Dependencies

let hits = LockIsolated(0)
await withTaskGroup(of: Void.self) { group in
  for _ in 1...100 {
    group.addTask {
      hits.withValue { $0 += 1 }
    }
  }
}
print("hits:", hits.value)

let visited = LockIsolated<[String]>([])
visited.withValue { $0.append("home") }
visited.withValue { $0.append("settings") }
print(visited.value)
visited.setValue(["reset"])
print(visited.value)

let scores = LockIsolated<[String: Int]>([:])
await withTaskGroup(of: Void.self) { group in
  group.addTask { scores.withValue { $0["ann", default: 0] += 3 } }
  group.addTask { scores.withValue { $0["ann", default: 0] += 2 } }
}
print(scores.value)
scores.setValue(["bo": 5])
print(scores.value)

let total = await withTaskGroup(of: Int.self) { group in
  for n in 1...4 {
    group.addTask {
      hits.withValue { $0 += n }
      return n
    }
  }
  return await group.reduce(0, +)
}
print("total:", total, "hits:", hits.value)
