final class Counter {
  let name: String
  private(set) var count: Int
  var history: [Int] = []

  init(name: String, start: Int = 0) {
    self.name = name
    self.count = start
  }

  func increment(by amount: Int = 1) {
    count += amount
    history.append(count)
  }

  var summary: String {
    "\(name): \(count) after \(history.count) steps"
  }
}

let counter = Counter(name: "taps", start: 10)
counter.increment()
counter.increment(by: 5)
let alias = counter
alias.increment()
print(counter.summary)
print(counter.history)
print(counter === alias)
