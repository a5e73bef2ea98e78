import Dependencies
import Foundation

struct Reminder {
  var title: String
  var due: Date
}

struct ReminderScheduler {
  @Dependency(\.date.now) var now

  func upcoming(_ reminders: [Reminder], within hours: Double) -> [String] {
    let limit = now + hours * 3600
    return reminders
      .filter { $0.due > now && $0.due <= limit }
      .sorted { $0.due < $1.due }
      .map { reminder in
        let minutes = Int(reminder.due.timeIntervalSince(now) / 60)
        return "\(reminder.title) in \(minutes) min"
      }
  }
}

let formatter = ISO8601DateFormatter()
let start = formatter.date(from: "2024-03-01T09:00:00Z")!
let reminders = [
  Reminder(title: "standup", due: start.addingTimeInterval(30 * 60)),
  Reminder(title: "lunch", due: start + 3 * 3600),
  Reminder(title: "yesterday", due: start - 86_400),
  Reminder(title: "review", due: start.addingTimeInterval(90 * 60)),
]

withDependencies {
  $0.date.now = start
} operation: {
  for line in ReminderScheduler().upcoming(reminders, within: 2) {
    print(line)
  }
}
print(formatter.string(from: start.addingTimeInterval(86_400)))
print(start.distance(to: reminders[1].due), start < reminders[0].due)
