import Dependencies
import Observation

struct Note: Equatable {
  var id: Int
  var body: String
}

struct NotesStore {
  var label: String
  var load: () -> [Note]
}

extension NotesStore: DependencyKey {
  static let liveValue = NotesStore(label: "cloud") { [Note(id: 1, body: "Buy oat milk")] }
  static let sample = NotesStore(label: "sample") {
    [Note(id: 7, body: "Sample note"), Note(id: 8, body: "Another sample")]
  }
}

extension DependencyValues {
  var notesStore: NotesStore {
    get { self[NotesStore.self] }
    set { self[NotesStore.self] = newValue }
  }
}

@Observable
final class EditNoteModel {
  var note: Note

  @ObservationIgnored
  @Dependency(\.notesStore) var notesStore

  init(note: Note) {
    self.note = note
  }
}

@Observable
final class NotesModel {
  var notes: [Note] = []
  var editNote: EditNoteModel?

  @ObservationIgnored
  @Dependency(\.notesStore) var notesStore

  func onAppear() {
    notes = notesStore.load()
  }

  func tappedNote(_ note: Note) {
    editNote = withDependencies(from: self) {
      EditNoteModel(note: note)
    }
  }
}

let model = withDependencies {
  $0.notesStore = .sample
} operation: {
  NotesModel()
}
model.onAppear()
model.tappedNote(model.notes[1])
print(model.editNote?.note.body ?? "none", "from", model.editNote?.notesStore.label ?? "none")

let standalone = EditNoteModel(note: model.notes[0])
print(standalone.note.body, "from", standalone.notesStore.label)
