import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

struct AnalyticsClient: Sendable {
  var track: @Sendable (String) -> Void
}

extension AnalyticsClient: TestDependencyKey {
  static let testValue = AnalyticsClient { _ in }
}

extension DependencyValues {
  var analytics: AnalyticsClient {
    get { self[AnalyticsClient.self] }
    set { self[AnalyticsClient.self] = newValue }
  }
}

final class OnboardingModel {
  @Dependency(\.analytics) var analytics
  var step = 0

  func next() {
    step += 1
    analytics.track("step_\(step)")
  }

  func skip() {
    step = 3
    analytics.track("skipped")
  }
}

struct LockIsolatedTracking {
  @Test
  func tracksEachStep() {
    let events = LockIsolated<[String]>([])
    let model = withDependencies {
      $0.analytics.track = { event in events.withValue { $0.append(event) } }
    } operation: {
      OnboardingModel()
    }
    model.next()
    model.next()
    #expect(events.value == ["step_1", "step_2"])
  }

  @Test
  func skipTracksOnce() {
    let events = LockIsolated<[String]>([])
    let model = withDependencies {
      $0.analytics.track = { event in events.withValue { $0.append(event) } }
    } operation: {
      OnboardingModel()
    }
    model.skip()
    #expect(model.step == 3)
    #expect(events.value == ["skipped", "step_3"])
  }

  @Test(.dependency(\.analytics, AnalyticsClient { _ in }))
  func nothingRecordedWithoutOverride() {
    let model = OnboardingModel()
    model.next()
    #expect(model.step == 1)
  }
}
