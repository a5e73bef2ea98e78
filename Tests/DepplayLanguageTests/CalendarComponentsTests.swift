import DepplayLanguage
import Testing

/// `calendar.dateComponents([.year, …], from: date)`, computed by Foundation in the calendar's
/// time zone (`Golden/calendar-components.dep`).
@Suite struct CalendarComponentsTests {
  @Test func theUnitsFollowTheCalendarsTimeZone() async {
    let result = await runScript(
      """
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(secondsFromGMT: -3600)!
      let parts = calendar.dateComponents([.year, .month, .day, .hour], from: Date(timeIntervalSince1970: 0))
      print(parts.year!, parts.month!, parts.day!, parts.hour!, parts.second == nil)
      """, file: "components.dep")
    #expect(result.output == "1969 12 31 23 true\n", "\(result.errors)")
  }

  @Test func anUnknownUnitIsSwiftsError() async throws {
    try await MarkedScript(
      marked: """
        let calendar = Calendar(identifier: .gregorian)
        let parts = calendar.dateComponents([⏵.years], from: Date(timeIntervalSince1970: 0))

        """
    ).expectError("type 'Calendar.Component' has no member 'years'", malformed: false)
  }
}
