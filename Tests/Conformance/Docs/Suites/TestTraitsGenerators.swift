import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

struct Note: Equatable {
  let id: UUID
  let createdAt: Date
  var body: String
}

struct NoteMaker {
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  func make(_ body: String) -> Note {
    Note(id: uuid(), createdAt: now, body: body)
  }
}

@Suite(.dependency(\.uuid, .incrementing))
struct TestTraitsGenerators {
  @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 100)))
  func makesNotes() {
    let maker = NoteMaker()
    let first = maker.make("one")
    let second = maker.make("two")
    #expect(first == Note(id: UUID(0), createdAt: Date(timeIntervalSince1970: 100), body: "one"))
    #expect(second.id == UUID(1))
  }

  @Test(
    .dependencies {
      $0.uuid = .constant(UUID(7))
      $0.date.now = Date(timeIntervalSince1970: 0)
    }
  )
  func constantGenerators() {
    let note = NoteMaker().make("fixed")
    #expect(note.id == UUID(7))
    #expect(note.createdAt.timeIntervalSince1970 == 0)
  }
}
