import Dependencies
import XCTest

struct Thermometer: Sendable {
  var read: @Sendable () -> Double
}

extension Thermometer: DependencyKey {
  static let liveValue = Thermometer { 21.5 }
  static let testValue = Thermometer { 0 }
}

extension DependencyValues {
  var thermometer: Thermometer {
    get { self[Thermometer.self] }
    set { self[Thermometer.self] = newValue }
  }
}

final class ClimateModel {
  @Dependency(\.thermometer) var thermometer

  var advice: String {
    let celsius = thermometer.read()
    if celsius < 10 { return "wear a coat" }
    if celsius > 25 { return "stay in the shade" }
    return "enjoy the day"
  }
}

final class XCTestModelOverrides: XCTestCase {
  func testCold() {
    let model = withDependencies {
      $0.thermometer.read = { 4 }
    } operation: {
      ClimateModel()
    }
    XCTAssertEqual(model.advice, "wear a coat")
  }

  func testDefaultTestValue() {
    let model = ClimateModel()
    XCTAssertEqual(model.advice, "wear a coat")
    XCTAssertNotEqual(model.thermometer.read(), 21.5)
  }

  func testHotButWrong() {
    let model = withDependencies {
      $0.thermometer.read = { 30 }
    } operation: {
      ClimateModel()
    }
    XCTAssertEqual(model.advice, "enjoy the day")
  }
}
