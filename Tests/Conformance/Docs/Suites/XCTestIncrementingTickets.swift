import Dependencies
import Foundation
import XCTest

struct Ticket: Equatable {
  let id: UUID
  var seat: String
}

final class BoxOfficeModel {
  @Dependency(\.uuid) var uuid
  var tickets: [Ticket] = []

  func sell(seat: String) {
    tickets.append(Ticket(id: uuid(), seat: seat))
  }
}

final class XCTestIncrementingTickets: XCTestCase {
  func testSellsTwoSeats() {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      let model = BoxOfficeModel()
      model.sell(seat: "A1")
      model.sell(seat: "A2")
      XCTAssertEqual(model.tickets.map(\.id), [UUID(0), UUID(1)])
    }
  }

  func testExpectsTheNextSeat() {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      let model = BoxOfficeModel()
      model.sell(seat: "C3")
      XCTAssertEqual(model.tickets, [Ticket(id: UUID(0), seat: "C4")])
    }
  }
}
