import Testing

@testable import DepplayInterpreter

/// A read of an `Int` is measured without a switch over its value (`emitResolved`): what it
/// charges and counts must be what the general measures give.
@Suite struct ReadEventSizeTests {
  @Test(arguments: [0, 7, 10, 99, -1, -10, 123_456_789, Int.max, Int.min])
  func anIntsDigitsAreItsTextSize(_ number: Int) {
    let value = EventValue(.int(number))
    #expect(EventValue.digits(of: number) == value.description.utf8.count)
    #expect(EventValue.digits(of: number) == value.textSize)
  }

  @Test func anIntsWalkIsAScalars() {
    let measured = ValueSize(of: .int(42), maximumSize: 1_000, maximumDepth: 10)
    #expect(ValueSize.scalarWork == measured.work)
    #expect(ValueSize.scalarWork == 1)
  }
}
