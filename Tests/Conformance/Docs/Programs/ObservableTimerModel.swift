import Dependencies
import Observation

@MainActor
@Observable
final class StopwatchModel {
  var elapsedSeconds = 0
  var isRunning = false

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock

  func start(ticks: Int) async {
    isRunning = true
    for _ in 0..<ticks {
      try? await clock.sleep(for: .seconds(1))
      elapsedSeconds += 1
    }
    isRunning = false
  }
}

@MainActor
func run() async {
  let model = withDependencies {
    $0.continuousClock = ImmediateClock()
  } operation: {
    StopwatchModel()
  }
  print(model.isRunning, model.elapsedSeconds)
  await model.start(ticks: 5)
  print(model.isRunning, model.elapsedSeconds)
}

await run()
