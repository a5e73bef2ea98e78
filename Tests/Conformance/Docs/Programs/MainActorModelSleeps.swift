import Dependencies
import Foundation
import Observation

@MainActor
@Observable
final class BreathingModel {
  var phase = "idle"
  var completedCycles = 0
  var transcript: [String] = []

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock

  func startTapped(cycles: Int) async {
    for cycle in 1...cycles {
      phase = "inhale"
      transcript.append("cycle \(cycle): \(phase)")
      try? await clock.sleep(for: .seconds(4))
      phase = "exhale"
      transcript.append("cycle \(cycle): \(phase)")
      try? await clock.sleep(for: .seconds(6))
      completedCycles += 1
    }
    phase = "done"
  }
}

@MainActor
func main() async {
  let model = withDependencies {
    $0.continuousClock = ImmediateClock()
  } operation: {
    BreathingModel()
  }

  print(model.phase, model.completedCycles)
  await model.startTapped(cycles: 3)
  print(model.phase, model.completedCycles)
  for line in model.transcript {
    print(line)
  }

  let start = Date()
  let another = withDependencies {
    $0.continuousClock = ImmediateClock()
  } operation: {
    BreathingModel()
  }
  await another.startTapped(cycles: 50)
  print(another.completedCycles, Date().timeIntervalSince(start) < 5)
}

await main()
