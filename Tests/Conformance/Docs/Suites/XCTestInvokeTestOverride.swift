import Dependencies
import Foundation
import XCTest

struct Ticket: Equatable {
  var id: UUID
  var issuedAt: Date
}

struct TicketMachine {
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  func issue() -> Ticket {
    Ticket(id: uuid(), issuedAt: now)
  }
}

final class XCTestInvokeTestOverride: XCTestCase {
  override func invokeTest() {
    withDependencies {
      $0.uuid = .incrementing
      $0.date.now = Date(timeIntervalSince1970: 500)
    } operation: {
      super.invokeTest()
    }
  }

  func testIssuesTicketsInOrder() {
    let machine = TicketMachine()
    XCTAssertEqual(machine.issue(), Ticket(id: UUID(0), issuedAt: Date(timeIntervalSince1970: 500)))
    XCTAssertEqual(machine.issue().id, UUID(1))
  }

  func testWrongTime() {
    XCTAssertEqual(TicketMachine().issue().issuedAt, Date(timeIntervalSince1970: 0))
  }
}
