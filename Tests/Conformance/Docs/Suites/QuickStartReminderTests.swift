import Dependencies
import Foundation
import XCTest

struct Reminder: Equatable {
  let id: UUID
  var note: String
  var dueAt: Date
}

final class ReminderListModel {
  var reminders: [Reminder] = []

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  func addReminder(note: String) async throws {
    try await clock.sleep(for: .seconds(1))
    reminders.append(
      Reminder(id: uuid(), note: note, dueAt: now.addingTimeInterval(3600))
    )
  }
}

final class QuickStartReminderTests: XCTestCase {
  func testAddReminder() async throws {
    let model = withDependencies {
      $0.continuousClock = .immediate
      $0.date.now = Date(timeIntervalSinceReferenceDate: 1000)
      $0.uuid = .incrementing
    } operation: {
      ReminderListModel()
    }

    try await model.addReminder(note: "Water plants")
    XCTAssertEqual(
      model.reminders,
      [Reminder(id: UUID(0), note: "Water plants", dueAt: Date(timeIntervalSinceReferenceDate: 4600))]
    )
  }

  func testTwoRemindersGetDistinctIDs() async throws {
    let model = withDependencies {
      $0.continuousClock = .immediate
      $0.date.now = Date(timeIntervalSinceReferenceDate: 0)
      $0.uuid = .incrementing
    } operation: {
      ReminderListModel()
    }

    try await model.addReminder(note: "Call mum")
    try await model.addReminder(note: "Pay rent")
    XCTAssertEqual(model.reminders.map(\.id), [UUID(0), UUID(1)])
    XCTAssertEqual(model.reminders.map(\.note), ["Call mum", "Pay rent"])
  }

  func testDueDateIsOneHourLater() async throws {
    let model = withDependencies {
      $0.continuousClock = .immediate
      $0.date.now = Date(timeIntervalSinceReferenceDate: 1000)
      $0.uuid = .incrementing
    } operation: {
      ReminderListModel()
    }

    try await model.addReminder(note: "Stretch")
    XCTAssertEqual(model.reminders.first?.dueAt, Date(timeIntervalSinceReferenceDate: 1000))
  }

  func testUncontrolledUUID() async throws {
    let model = withDependencies {
      $0.continuousClock = .immediate
      $0.date.now = Date(timeIntervalSinceReferenceDate: 0)
    } operation: {
      ReminderListModel()
    }

    try await model.addReminder(note: "Unplanned")
    XCTAssertEqual(model.reminders.count, 1)
  }
}
