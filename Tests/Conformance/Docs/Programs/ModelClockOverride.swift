import Dependencies
import Foundation

@MainActor
final class StopwatchModel {
  @Dependency(\.continuousClock) var clock
  var elapsed = 0
  var laps: [Int] = []

  func run(seconds: Int) async {
    for _ in 0..<seconds {
      try? await clock.sleep(for: .seconds(1))
      elapsed += 1
    }
  }

  func lap() {
    laps.append(elapsed)
  }
}

@MainActor
func demo() async {
  let model = withDependencies {
    $0.continuousClock = ImmediateClock()
  } operation: {
    StopwatchModel()
  }
  await model.run(seconds: 2)
  model.lap()
  await model.run(seconds: 3)
  model.lap()
  print("elapsed:", model.elapsed, "laps:", model.laps)
}

await demo()
