import ComposableRuntime
import Testing

/// What `@CasePathable` gives an enum's values, as CasePaths does: `is(\.case)`, and, with
/// `@dynamicMemberLookup`, each case read as an Optional of its associated value.
@Suite struct CasePropertiesTests {
  @CasePathable
  @dynamicMemberLookup
  enum Kettle: Equatable {
    case cold
    case heating(degrees: Double)
  }

  @Test func isSaysWhetherTheValueIsTheCase() {
    #expect(Kettle.heating(degrees: 80).is(\.heating))
    #expect(!Kettle.cold.is(\.heating))
    #expect(Kettle.cold.is(\.cold))
  }

  @Test func aCasePropertyIsThePayloadOfThatCaseOnly() {
    #expect(Kettle.heating(degrees: 80).heating == 80)
    #expect(Kettle.cold.heating == nil)
    #expect(Kettle.cold.cold != nil)
    #expect(Kettle.heating(degrees: 80).cold == nil)
  }
}
