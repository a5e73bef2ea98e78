import Dependencies
import DependenciesTestSupport
import Observation
import Testing

@Observable
final class GreetingModel {
  var banner: String?

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock

  func onAppear() async {
    do {
      try await clock.sleep(for: .seconds(30))
      banner = "Good to see you!"
    } catch {}
  }
}

@Suite struct WelcomeMessageClockTrait {
  @Test(
    .dependencies {
      $0.continuousClock = .immediate
    }
  )
  func banner() async {
    let model = GreetingModel()
    #expect(model.banner == nil)
    await model.onAppear()
    #expect(model.banner == "Good to see you!")
  }

  @Test(
    .dependencies {
      $0.continuousClock = .immediate
    }
  )
  func bannerMisspelled() async {
    let model = GreetingModel()
    await model.onAppear()
    #expect(model.banner == "Good to see you")
  }
}
