import Dependencies
import Foundation
import Observation

struct NotesClient {
  var save: (String) -> String
}

extension NotesClient: DependencyKey {
  static let liveValue = NotesClient(save: { "saved \($0) to disk" })
  static let mock = NotesClient(save: { "pretended to save \($0)" })
}

extension DependencyValues {
  var notesClient: NotesClient {
    get { self[NotesClient.self] }
    set { self[NotesClient.self] = newValue }
  }
}

@Observable
final class NoteEditorModel {
  @ObservationIgnored
  @Dependency(\.notesClient) var notesClient
  @ObservationIgnored
  @Dependency(\.date) var date

  func saveButtonTapped() {
    print(notesClient.save("draft"))
    print(date.now.timeIntervalSince1970)
  }
}

@Observable
final class NotesListModel {
  var editor: NoteEditorModel?

  @ObservationIgnored
  @Dependency(\.notesClient) var notesClient
  @ObservationIgnored
  @Dependency(\.date) var date

  func editButtonTapped() {
    editor = withDependencies(from: self) {
      NoteEditorModel()
    }
  }
}

let list = withDependencies {
  $0.notesClient = .mock
  $0.date.now = Date(timeIntervalSince1970: 86_400)
} operation: {
  NotesListModel()
}

list.editButtonTapped()
list.editor?.saveButtonTapped()

let plain = NoteEditorModel()
print(plain.notesClient.save("memo"))
