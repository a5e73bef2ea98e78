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

  /// Settings depplay refuses, with `⏵` where the error points.
  static let refusedSettings = [
    "var gregorian = Calendar(identifier: .gregorian)\n⏵gregorian.timeZone = 5\n",
    "var zone = TimeZone(identifier: \"UTC\")!\n⏵zone.identifier = \"GMT\"\n",
    "var gregorian = Calendar(identifier: .gregorian)\n⏵gregorian.firstWeekday = 2\n",
  ]
  /// The error of each.
  static let refusals = [
    "cannot assign value of type 'Int' to type 'TimeZone'",
    "cannot assign to property: 'identifier' is a get-only property",
    "setting 'firstWeekday' of a Calendar is not supported yet",
  ]

  @Test(arguments: zip(refusedSettings, refusals))
  func aSettingItCannotMakeIsRefused(marked: String, message: String) async throws {
    try await MarkedScript(marked: marked).expectError(message, malformed: false)
  }
}
