import Dependencies
import Foundation
import XCTest

final class GreetingModel {
  @Dependency(\.date.now) var now
  @Dependency(\.calendar) var calendar

  var greeting: String {
    let hour = calendar.component(.hour, from: now)
    return hour < 12 ? "Good morning" : "Good afternoon"
  }
}

final class XCTestWithDependenciesOperation: XCTestCase {
  func testMorning() {
    let model = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 3_600 * 9)
      $0.calendar = Calendar(identifier: .gregorian)
      $0.calendar.timeZone = TimeZone(identifier: "UTC")!
    } operation: {
      GreetingModel()
    }
    XCTAssertEqual(model.greeting, "Good morning")
  }

  func testAfternoonExpectedWrongly() {
    let model = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 3_600 * 15)
      $0.calendar = Calendar(identifier: .gregorian)
      $0.calendar.timeZone = TimeZone(identifier: "UTC")!
    } operation: {
      GreetingModel()
    }
    XCTAssertEqual(model.greeting, "Good evening", "the hour is 15")
  }
}
