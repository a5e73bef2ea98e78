import Dependencies
import Observation

@Observable
final class GreetingModel {
  var banner: String?

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock

  func onAppear() async {
    do {
      try await clock.sleep(for: .seconds(10))
      banner = "Glad you're here!"
    } catch {}
  }
}

let model = withDependencies {
  $0.continuousClock = ImmediateClock()
} operation: {
  GreetingModel()
}

print("before:", model.banner ?? "nothing yet")
await model.onAppear()
print("after:", model.banner ?? "nothing yet")
