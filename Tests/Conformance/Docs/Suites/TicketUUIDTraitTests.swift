import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

struct Ticket: Equatable {
  let id: UUID
  var seat: String
}

final class BookingModel {
  var tickets: [Ticket] = []
  @Dependency(\.uuid) var uuid

  func book(_ seat: String) {
    tickets.append(Ticket(id: uuid(), seat: seat))
  }
}

struct TicketUUIDTraitTests {
  @Test(.dependency(\.uuid, .incrementing))
  func basics() {
    let model = BookingModel()
    model.book("A1")
    model.book("B2")
    #expect(model.tickets == [Ticket(id: UUID(0), seat: "A1"), Ticket(id: UUID(1), seat: "B2")])
  }

  @Test(.dependency(\.uuid, .incrementing))
  func eachTestStartsAtZero() {
    let model = BookingModel()
    model.book("C3")
    #expect(model.tickets.first?.id == UUID(0))
  }

  @Test(.dependency(\.uuid, .constant(UUID(7))))
  func constantGenerator() {
    let model = BookingModel()
    model.book("D4")
    model.book("E5")
    #expect(model.tickets.map(\.id) == [UUID(7), UUID(7)])
  }

  @Test(.dependency(\.uuid, .incrementing))
  func wrongExpectation() {
    let model = BookingModel()
    model.book("F6")
    #expect(model.tickets.map(\.id) == [UUID(1)])
  }

  @Test
  func withoutTheTrait() {
    let model = BookingModel()
    model.book("G7")
    #expect(model.tickets.count == 1)
  }
}
