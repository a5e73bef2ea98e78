import Dependencies
import Foundation
import XCTest

struct Stamp {
  @Dependency(\.date.now) var now
  @Dependency(\.uuid) var uuid

  func make(_ label: String) -> String {
    "\(label) #\(uuid()) at \(Int(now.timeIntervalSince1970))"
  }
}

class InheritedInvokeTestBase: XCTestCase {
  override func invokeTest() {
    withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 1_000)
      $0.uuid = .incrementing
    } operation: {
      super.invokeTest()
    }
  }
}

final class InheritedInvokeTest: InheritedInvokeTestBase {
  func testStampUsesBaseOverrides() {
    let stamp = Stamp()
    XCTAssertEqual(
      stamp.make("parcel"),
      "parcel #00000000-0000-0000-0000-000000000000 at 1000"
    )
  }

  func testEachTestStartsFresh() {
    let stamp = Stamp()
    XCTAssertEqual(
      stamp.make("letter"),
      "letter #00000000-0000-0000-0000-000000000000 at 1000"
    )
    XCTAssertEqual(
      stamp.make("letter"),
      "letter #00000000-0000-0000-0000-000000000001 at 1000"
    )
  }

  func testWrongTimeOnPurpose() {
    XCTAssertEqual(Int(Stamp().now.timeIntervalSince1970), 2_000)
  }
}
