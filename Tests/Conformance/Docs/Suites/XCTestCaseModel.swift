import Dependencies
import Foundation
import XCTest

final class ReminderModel {
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid
  var reminders: [String] = []

  func add(_ title: String) {
    reminders.append("\(title) \(uuid().uuidString.suffix(1)) \(Int(now.timeIntervalSince1970))")
  }
}

final class XCTestCaseModel: XCTestCase {
  func testAddingReminders() {
    let model = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 100)
      $0.uuid = .incrementing
    } operation: {
      ReminderModel()
    }
    model.add("Milk")
    model.add("Eggs")
    XCTAssertEqual(model.reminders, ["Milk 0 100", "Eggs 1 100"])
    XCTAssertTrue(model.reminders.count == 2)
  }

  func testAWrongCountFails() {
    let model = ReminderModel()
    XCTAssertEqual(model.reminders.count, 1)
  }

  func testXCTFailFails() {
    XCTFail("not written yet")
  }
}
