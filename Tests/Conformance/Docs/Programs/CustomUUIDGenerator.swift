import Dependencies
import Foundation

struct Ticket: CustomStringConvertible {
  let id: UUID
  let seat: String

  var description: String { "\(seat) → \(id.uuidString.prefix(8))" }
}

struct BoxOffice {
  @Dependency(\.uuid) var uuid

  func issue(seats: [String]) -> [Ticket] {
    seats.map { Ticket(id: uuid(), seat: $0) }
  }
}

let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")!
let tickets = withDependencies {
  $0.uuid = UUIDGenerator { fixed }
} operation: {
  BoxOffice().issue(seats: ["A1", "A2"])
}
for ticket in tickets {
  print(ticket)
}
print(tickets[0].id == tickets[1].id)
