import Dependencies
import DependenciesTestSupport
import Foundation
import Observation
import Testing

struct Snippet: Equatable {
  let id: UUID
  var body: String
  var savedAt: Date
}

@Observable
final class ScratchpadModel {
  var snippets: [Snippet] = []

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock
  @ObservationIgnored
  @Dependency(\.date.now) var now
  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  func saveButtonTapped() async throws {
    try await clock.sleep(for: .seconds(2))
    snippets.append(
      Snippet(
        id: uuid(),
        body: "",
        savedAt: now
      )
    )
  }
}

struct QuickStartImmediateItems {
  @Test(
    .dependencies {
      $0.continuousClock = .immediate
      $0.date.now = Date(timeIntervalSinceReferenceDate: 987_654_321)
      $0.uuid = .incrementing
    }
  )
  func save() async throws {
    let model = ScratchpadModel()
    try await model.saveButtonTapped()
    #expect(
      model.snippets == [
        Snippet(
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          body: "",
          savedAt: Date(timeIntervalSinceReferenceDate: 987_654_321)
        )
      ]
    )
  }

  @Test(
    .dependencies {
      $0.continuousClock = .immediate
      $0.date.now = Date(timeIntervalSinceReferenceDate: 987_654_321)
      $0.uuid = .incrementing
    }
  )
  func saveExpectsSecondID() async throws {
    let model = ScratchpadModel()
    try await model.saveButtonTapped()
    #expect(
      model.snippets == [
        Snippet(
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          body: "",
          savedAt: Date(timeIntervalSinceReferenceDate: 987_654_321)
        )
      ]
    )
  }
}
