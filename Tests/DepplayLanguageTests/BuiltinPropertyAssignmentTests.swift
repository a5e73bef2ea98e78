import DepplayLanguage
import Testing

/// Setting a property of a built-in value held in a local (`calendar.timeZone = …`) is
/// refused by name, not reported as a misplaced `$0` assignment.
@Suite struct BuiltinPropertyAssignmentTests {
  @Test func settingACalendarsTimeZoneIsRefusedByName() async throws {
    try await MarkedScript(
      marked: """
        var gregorian = Calendar(identifier: .gregorian)
        ⏵gregorian.timeZone = TimeZone(identifier: "UTC")!

        """
    ).expectError("setting 'timeZone' of a Calendar is not supported yet", malformed: false)
  }
}
