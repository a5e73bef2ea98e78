import Dependencies
import Foundation
import Testing

final class ReminderModel {
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now
  var reminders: [(id: UUID, title: String, due: Date)] = []

  func schedule(_ title: String, inHours hours: Double) {
    reminders.append((uuid(), title, now.addingTimeInterval(hours * 3600)))
  }
}

struct ModelWithDependenciesTesting {
  @Test
  func schedulesWithControlledValues() {
    let model = withDependencies {
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 0)
    } operation: {
      ReminderModel()
    }

    model.schedule("Stretch", inHours: 1)
    model.schedule("Water plants", inHours: 2)

    #expect(model.reminders.map(\.id) == [UUID(0), UUID(1)])
    #expect(model.reminders[1].due == Date(timeIntervalSince1970: 7200))
  }

  @Test
  func countIsOffByOne() {
    let model = withDependencies {
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 0)
    } operation: {
      ReminderModel()
    }

    model.schedule("Call", inHours: 1)
    #expect(model.reminders.count == 2)
  }
}
