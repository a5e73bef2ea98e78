import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

struct Ticket {
  let id: UUID
  let issuedAt: Date

  init() {
    @Dependency(\.uuid) var uuid
    @Dependency(\.date.now) var now
    id = uuid()
    issuedAt = now
  }
}

@Suite(.dependencies) struct NestedBaseSuite {}

extension NestedBaseSuite {
  @Suite struct TicketTests {
    @Test func firstTicketIsZero() {
      withDependencies {
        $0.uuid = .incrementing
        $0.date.now = Date(timeIntervalSince1970: 86_400)
      } operation: {
        let ticket = Ticket()
        #expect(ticket.id == UUID(0))
        #expect(ticket.issuedAt == Date(timeIntervalSince1970: 86_400))
      }
    }

    @Test func secondTicketIsOne() {
      withDependencies {
        $0.uuid = .incrementing
        $0.date.now = Date(timeIntervalSince1970: 0)
      } operation: {
        _ = Ticket()
        let second = Ticket()
        #expect(second.id == UUID(1))
      }
    }

    @Test func uuidNotOverridden() {
      withDependencies {
        $0.date.now = Date(timeIntervalSince1970: 0)
      } operation: {
        let ticket = Ticket()
        #expect(ticket.issuedAt == Date(timeIntervalSince1970: 0))
      }
    }
  }
}
