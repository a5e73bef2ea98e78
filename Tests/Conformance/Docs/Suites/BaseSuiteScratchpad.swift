import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@Suite(.dependencies) struct BaseSuiteScratchpad {}

final class TicketCounter {
  @Dependency(\.uuid) var uuid
  var issued: [UUID] = []

  func issue() {
    issued.append(uuid())
  }
}

extension BaseSuiteScratchpad {
  @Suite struct CounterTests {
    @Test func firstTicket() {
      withDependencies {
        $0.uuid = .incrementing
      } operation: {
        let counter = TicketCounter()
        counter.issue()
        counter.issue()
        #expect(counter.issued == [UUID(0), UUID(1)])
      }
    }

    @Test func freshGenerator() {
      withDependencies {
        $0.uuid = .incrementing
      } operation: {
        let counter = TicketCounter()
        counter.issue()
        #expect(counter.issued == [UUID(1)])
      }
    }
  }
}
