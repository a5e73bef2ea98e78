import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

struct Ticket: Equatable {
  let id: UUID
  let openedAt: Date
  var title: String
}

final class TicketDesk {
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now
  var tickets: [Ticket] = []

  func open(_ title: String) {
    tickets.append(Ticket(id: uuid(), openedAt: now, title: title))
  }
}

@Suite(.dependency(\.uuid, .incrementing))
struct TraitsOverrideModel {
  @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 0)))
  func opensTickets() {
    let desk = TicketDesk()
    desk.open("printer jam")
    desk.open("no coffee")
    #expect(desk.tickets.map(\.id) == [UUID(0), UUID(1)])
    #expect(desk.tickets.allSatisfy { $0.openedAt == Date(timeIntervalSince1970: 0) })
  }

  @Test(.dependencies {
    $0.date.now = Date(timeIntervalSince1970: 60)
  })
  func wrongExpectation() {
    let desk = TicketDesk()
    desk.open("slow wifi")
    #expect(desk.tickets.first?.title == "fast wifi")
    #expect(desk.tickets.first?.openedAt == Date(timeIntervalSince1970: 60))
  }
}
