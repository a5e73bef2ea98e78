import Dependencies
import Foundation

struct Note: Identifiable, Equatable {
  let id: UUID
  var text: String
}

struct NoteStore {
  @Dependency(\.uuid) var uuid

  func make(_ texts: [String]) -> [Note] {
    texts.map { Note(id: uuid(), text: $0) }
  }
}

let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")
print(fixed?.uuidString ?? "invalid")
print(UUID(uuidString: "not-a-uuid") == nil)

withDependencies {
  $0.uuid = .incrementing
} operation: {
  let notes = NoteStore().make(["buy milk", "call mum", "ship it"])
  for note in notes {
    print(note.id.uuidString.suffix(4), note.text)
  }
  let ids = Set(notes.map(\.id))
  print(ids.count, ids.contains(UUID(1)))
  guard let found = notes.first(where: { $0.id == UUID(uuidString: "00000000-0000-0000-0000-000000000002") }) else {
    print("not found")
    return
  }
  print("found", found.text)
}
