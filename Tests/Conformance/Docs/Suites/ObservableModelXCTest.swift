import Dependencies
import Foundation
import XCTest

@MainActor
final class OnboardingModel {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  var step = 0
  var finishedAt: Date?

  func advance() async {
    try? await clock.sleep(for: .seconds(2))
    step += 1
    if step == 3 {
      finishedAt = now
    }
  }
}

final class ObservableModelXCTest: XCTestCase {
  @MainActor
  func testFinishesAfterThreeSteps() async {
    let model = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.date.now = Date(timeIntervalSince1970: 500)
    } operation: {
      OnboardingModel()
    }

    await model.advance()
    await model.advance()
    XCTAssertNil(model.finishedAt)
    await model.advance()
    XCTAssertEqual(model.step, 3)
    XCTAssertEqual(model.finishedAt, Date(timeIntervalSince1970: 500))
  }

  @MainActor
  func testCountsWrong() async {
    let model = withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      OnboardingModel()
    }

    await model.advance()
    XCTAssertEqual(model.step, 2, "one advance is one step")
  }
}
