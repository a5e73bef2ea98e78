import Dependencies
import DependenciesTestSupport
import Foundation
import Observation
import Testing

struct Entry: Equatable {
  let id: UUID
  var text: String
  var createdAt: Date
}

@Observable
final class JournalModel {
  var entries: [Entry] = []

  @ObservationIgnored
  @Dependency(\.continuousClock) var clock
  @ObservationIgnored
  @Dependency(\.date.now) var now
  @ObservationIgnored
  @Dependency(\.uuid) var uuid

  func addButtonTapped() async throws {
    try await clock.sleep(for: .seconds(1))
    entries.append(Entry(id: uuid(), text: "", createdAt: now))
  }
}

@Suite struct QuickStartTraitsModel {
  @Test(
    .dependencies {
      $0.continuousClock = ImmediateClock()
      $0.date.now = Date(timeIntervalSinceReferenceDate: 1_000_000)
      $0.uuid = .incrementing
    }
  )
  func add() async throws {
    let model = JournalModel()
    try await model.addButtonTapped()
    #expect(
      model.entries == [
        Entry(
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          text: "",
          createdAt: Date(timeIntervalSinceReferenceDate: 1_000_000)
        )
      ]
    )
  }

  @Test(
    .dependencies {
      $0.continuousClock = ImmediateClock()
      $0.date.now = Date(timeIntervalSinceReferenceDate: 0)
      $0.uuid = .incrementing
    }
  )
  func addTwice() async throws {
    let model = JournalModel()
    try await model.addButtonTapped()
    try await model.addButtonTapped()
    #expect(model.entries.map(\.id) == [UUID(0), UUID(1)])
  }

  @Test(
    .dependencies {
      $0.continuousClock = ImmediateClock()
      $0.date.now = Date(timeIntervalSinceReferenceDate: 0)
      $0.uuid = .incrementing
    }
  )
  func expectsWrongDate() async throws {
    let model = JournalModel()
    try await model.addButtonTapped()
    #expect(model.entries.first?.createdAt == Date(timeIntervalSinceReferenceDate: 60))
  }
}
