import Dependencies
import DependenciesTestSupport
import Foundation
import Observation
import Testing

@MainActor
@Observable
final class JournalModel {
  struct Entry: Equatable {
    var id: UUID
    var text: String
    var createdAt: Date
  }

  var entries: [Entry] = []
  var draft = ""

  @ObservationIgnored @Dependency(\.uuid) var uuid
  @ObservationIgnored @Dependency(\.date.now) var now

  func saveTapped() {
    let text = draft.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return }
    entries.insert(Entry(id: uuid(), text: text, createdAt: now), at: 0)
    draft = ""
  }
}

@MainActor
@Suite(
  .dependencies {
    $0.uuid = .incrementing
    $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
  }
)
struct DependenciesTraitModelTests {
  @Test func savesDraftAsNewestEntry() {
    let model = JournalModel()
    model.draft = "First day"
    model.saveTapped()
    model.draft = "  Second day  "
    model.saveTapped()

    #expect(model.entries.map(\.text) == ["Second day", "First day"])
    #expect(model.entries[0].id == UUID(1))
    #expect(model.entries[1].createdAt == Date(timeIntervalSince1970: 1_234_567_890))
    #expect(model.draft.isEmpty)
  }

  @Test func blankDraftIsIgnored() {
    let model = JournalModel()
    model.draft = "   "
    model.saveTapped()
    #expect(model.entries.isEmpty)
  }

  @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 0)))
  func testOverridesSuiteDate() {
    let model = JournalModel()
    model.draft = "Epoch"
    model.saveTapped()
    #expect(model.entries.first?.createdAt == Date(timeIntervalSince1970: 0))
    #expect(model.entries.first?.id == UUID(0))
  }

  @Test func idsRestartInEachTest() {
    let model = JournalModel()
    model.draft = "Only entry"
    model.saveTapped()
    #expect(model.entries.first?.id == UUID(1))
  }
}
