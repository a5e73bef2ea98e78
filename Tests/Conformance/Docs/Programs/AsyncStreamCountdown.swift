import Dependencies

struct CountdownClient {
  var ticks: @Sendable (Int) -> AsyncStream<Int>
}

extension CountdownClient: DependencyKey {
  static let liveValue = CountdownClient { start in
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    for value in stride(from: start, through: 1, by: -1) {
      continuation.yield(value)
    }
    continuation.finish()
    return stream
  }
}

extension DependencyValues {
  var countdown: CountdownClient {
    get { self[CountdownClient.self] }
    set { self[CountdownClient.self] = newValue }
  }
}

struct Launch {
  @Dependency(\.countdown) var countdown

  func collect(from start: Int) async -> [Int] {
    var seen: [Int] = []
    for await tick in countdown.ticks(start) {
      seen.append(tick)
    }
    return seen
  }

  func evens(from start: Int) async {
    for await even in countdown.ticks(start).filter({ $0 % 2 == 0 }) {
      print("even", even)
    }
  }
}

let launch = Launch()
print(await launch.collect(from: 3), "liftoff")
await launch.evens(from: 6)
