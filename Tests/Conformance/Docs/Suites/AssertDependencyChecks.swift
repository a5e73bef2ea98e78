import Dependencies
import Testing

func reserveSeats(_ count: Int) -> String {
  @Dependency(\.assert) var assert
  assert(count > 0, "Seat count must be positive")
  return "reserved \(count)"
}

@Suite struct AssertDependencyChecks {
  @Test func positiveCountPasses() {
    #expect(reserveSeats(3) == "reserved 3")
  }

  @Test func zeroCountReportsTheAssertion() {
    #expect(reserveSeats(0) == "reserved 0")
  }
}
