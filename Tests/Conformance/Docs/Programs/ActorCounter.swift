actor Counter {
  private(set) var value = 0

  func increment(by amount: Int = 1) -> Int {
    value += amount
    return value
  }

  func reset() {
    value = 0
  }
}

let counter = Counter()
await withTaskGroup(of: Void.self) { group in
  for _ in 1...10 {
    group.addTask {
      _ = await counter.increment()
    }
  }
}
print("after the group: \(await counter.value)")
let next = await counter.increment(by: 5)
print("next: \(next)")
await counter.reset()
print("after reset: \(await counter.value)")
