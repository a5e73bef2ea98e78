import Dependencies
import Foundation

struct Note: Identifiable, Equatable {
  let id: UUID
  var text: String
}

struct NoteBook {
  @Dependency(\.uuid) var uuid
  private(set) var notes: [Note] = []

  mutating func add(_ text: String) {
    notes.append(Note(id: uuid(), text: text))
  }
}

withDependencies {
  $0.uuid = .incrementing
} operation: {
  var book = NoteBook()
  book.add("buy milk")
  book.add("call Sam")
  book.add("water plants")
  for note in book.notes {
    print(note.id.uuidString.suffix(4), note.text)
  }
  print(book.notes[1].id == UUID(1))
}
