import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

final class TicketModel {
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now
  var tickets: [UUID] = []

  func issue() -> UUID {
    let id = uuid()
    tickets.append(id)
    return id
  }

  var issuedAt: Date { now }
}

struct TestingDependencyTraits {
  @Test func withDependenciesBlock() {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      let model = TicketModel()
      #expect(model.issue() == UUID(0))
      #expect(model.issue() == UUID(1))
    }
  }

  @Test(.dependency(\.uuid, .incrementing))
  func singleTrait() {
    let model = TicketModel()
    _ = model.issue()
    _ = model.issue()
    #expect(model.tickets == [UUID(0), UUID(1)])
  }

  @Test(.dependency(\.uuid, .constant(UUID(7))))
  func constantFailsOnPurpose() {
    let model = TicketModel()
    #expect(model.issue() == UUID(8))
  }
}

@Suite(
  .dependencies {
    $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
    $0.uuid = .incrementing
  }
)
struct TestingDependencyTraitsSuite {
  @Test func suiteTraitDate() {
    let model = TicketModel()
    #expect(model.issuedAt == Date(timeIntervalSince1970: 1_234_567_890))
  }

  @Test func suiteTraitUUID() {
    let model = TicketModel()
    #expect(model.issue() == UUID(0))
  }
}
