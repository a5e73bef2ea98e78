import Dependencies
import Foundation
import Observation

struct Note: Identifiable, Equatable {
  let id: UUID
  var text: String
  let created: Date
}

@Observable
final class NotesModel {
  var notes: [Note] = []

  @ObservationIgnored
  @Dependency(\.uuid) var uuid
  @ObservationIgnored
  @Dependency(\.date.now) var now

  func add(_ text: String) {
    notes.append(Note(id: uuid(), text: text, created: now))
  }
}

let model = withDependencies {
  $0.uuid = .incrementing
  $0.date.now = Date(timeIntervalSince1970: 1_000_000)
} operation: {
  NotesModel()
}
model.add("milk")
model.add("eggs")
for note in model.notes {
  print(note.id, note.text, note.created)
}
print(model.notes.map(\.id.uuidString).last!)
