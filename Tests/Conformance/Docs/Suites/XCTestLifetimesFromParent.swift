import Dependencies
import Foundation
import Observation
import XCTest

struct Greeter: Sendable {
  var greet: @Sendable (String) -> String
}

extension Greeter: TestDependencyKey {
  static let testValue = Greeter { name in "test hello, \(name)" }
}

extension DependencyValues {
  var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }
}

@MainActor
@Observable
final class RoomModel {
  var messages: [String] = []
  @ObservationIgnored @Dependency(\.greeter) var greeter

  func join(_ name: String) {
    messages.append(greeter.greet(name))
  }

  func makeGuestModel() -> GuestModel {
    withDependencies(from: self) {
      GuestModel()
    }
  }

  func makeDetachedGuest() -> GuestModel {
    GuestModel()
  }
}

@MainActor
@Observable
final class GuestModel {
  @ObservationIgnored @Dependency(\.greeter) var greeter

  func wave(at name: String) -> String {
    greeter.greet(name).uppercased()
  }
}

@MainActor
final class XCTestLifetimesFromParentTests: XCTestCase {
  func testRoomUsesOverride() async {
    let room = withDependencies {
      $0.greeter.greet = { "hi \($0)" }
    } operation: {
      RoomModel()
    }
    room.join("Ana")
    room.join("Bo")
    XCTAssertEqual(room.messages, ["hi Ana", "hi Bo"])
  }

  func testGuestInheritsFromRoom() async {
    let room = withDependencies {
      $0.greeter.greet = { "hey \($0)" }
    } operation: {
      RoomModel()
    }
    let guest = room.makeGuestModel()
    XCTAssertEqual(guest.wave(at: "Cy"), "HEY CY")
  }

  func testDetachedGuestDoesNotInherit() async {
    let room = withDependencies {
      $0.greeter.greet = { "hey \($0)" }
    } operation: {
      RoomModel()
    }
    let guest = room.makeDetachedGuest()
    XCTAssertEqual(guest.wave(at: "Cy"), "HEY CY")
  }
}
