import Dependencies
import Foundation

struct Note: Equatable {
  let id: UUID
  var body: String
  let createdAt: Date
}

final class NotebookModel {
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date
  var notes: [Note]
  let title: String

  init(title: String, notes: [Note] = []) {
    self.title = title
    self.notes = notes
  }

  func add(_ body: String) {
    notes.append(Note(id: uuid(), body: body, createdAt: date.now))
  }
}

let model = withDependencies {
  $0.uuid = .incrementing
  $0.date = .constant(Date(timeIntervalSince1970: 1_234))
} operation: {
  NotebookModel(title: "Errands")
}
model.add("Milk")
model.add("Stamps")
for note in model.notes {
  print(model.title, note.id, note.body, note.createdAt.timeIntervalSince1970)
}
