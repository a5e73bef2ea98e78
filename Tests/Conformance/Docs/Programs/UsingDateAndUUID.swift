import Dependencies
import Foundation
import Observation

struct Reminder: Identifiable {
  let id: UUID
  var note: String
  var createdAt: Date
}

@Observable
final class RemindersModel {
  var reminders: [Reminder] = []

  @ObservationIgnored @Dependency(\.continuousClock) var clock
  @ObservationIgnored @Dependency(\.date) var date
  @ObservationIgnored @Dependency(\.uuid) var uuid

  func add(_ note: String) {
    reminders.append(Reminder(id: uuid(), note: note, createdAt: date.now))
  }

  func addLater(_ note: String) async throws {
    try await clock.sleep(for: .seconds(30))
    add(note)
  }
}

let model = withDependencies {
  $0.continuousClock = ImmediateClock()
  $0.date = .constant(Date(timeIntervalSinceReferenceDate: 86_400))
  $0.uuid = .incrementing
} operation: {
  RemindersModel()
}

model.add("Water the plants")
try await model.addLater("Call the dentist")

for reminder in model.reminders {
  print("\(reminder.id) \(reminder.note) @ \(reminder.createdAt.timeIntervalSinceReferenceDate)")
}
