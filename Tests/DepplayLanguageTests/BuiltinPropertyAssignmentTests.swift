import DepplayLanguage
import Testing

/// Setting a property of a built-in value held in a `var` (`calendar.timeZone = …`) changes
/// that value, as Swift's value types do; a read-only property or a value of another type is
/// refused in swiftc's words, and another property by name.
@Suite struct BuiltinPropertyAssignmentTests {
  @Test func aCalendarsTimeZoneAndLocaleAreSetOnTheVariable() async {
    let result = await runScript(
      """
      var gregorian = Calendar(identifier: .gregorian)
      let original = gregorian
      gregorian.timeZone = TimeZone(identifier: "Asia/Tokyo")!
      gregorian.locale = Locale(identifier: "fr_FR")
      print(gregorian.timeZone.identifier, gregorian == original)
      """, file: "calendar.dep")
    #expect(result.output == "Asia/Tokyo false\n", "\(result.errors)")
  }

  @Test func aValueOfAnotherTypeIsRefusedInSwiftsWords() async throws {
    try await MarkedScript(
      marked: """
        var gregorian = Calendar(identifier: .gregorian)
        ⏵gregorian.timeZone = 5

        """
    ).expectError("cannot assign value of type 'Int' to type 'TimeZone'", malformed: false)
  }

  @Test func aReadOnlyPropertyIsRefusedInSwiftsWords() async throws {
    try await MarkedScript(
      marked: """
        var zone = TimeZone(identifier: "UTC")!
        ⏵zone.identifier = "GMT"

        """
    ).expectError(
      "cannot assign to property: 'identifier' is a get-only property", malformed: false)
  }

  @Test func aPropertyDepplayCannotSetIsRefusedByName() async throws {
    try await MarkedScript(
      marked: """
        var gregorian = Calendar(identifier: .gregorian)
        ⏵gregorian.firstWeekday = 2

        """
    ).expectError("setting 'firstWeekday' of a Calendar is not supported yet", malformed: false)
  }
}
