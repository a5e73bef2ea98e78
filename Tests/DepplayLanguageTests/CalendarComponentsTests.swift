import DepplayLanguage
import Testing

/// `calendar.dateComponents([.year, …], from: date)` and its neighbours (`component(_:from:)`,
/// `date(byAdding:value:to:)`, `startOfDay(for:)`, `isDateInWeekend(_:)`,
/// `isDate(_:inSameDayAs:)`), computed by Foundation in the calendar's time zone
/// (`Golden/calendar-components.dep`).
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

  @Test func oneUnitAndTheDayFollowTheCalendarsTimeZone() async {
    let result = await runScript(
      """
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(secondsFromGMT: -3600)!
      let epoch = Date(timeIntervalSince1970: 0)
      print(calendar.component(.hour, from: epoch), calendar.component(.weekday, from: epoch))
      print(calendar.startOfDay(for: epoch).timeIntervalSince1970)
      print(calendar.isDateInWeekend(epoch), calendar.isDate(epoch, inSameDayAs: Date(timeIntervalSince1970: 3600)))
      """, file: "components.dep")
    #expect(result.output == "23 4\n-82800.0\nfalse false\n", "\(result.errors)")
  }

  @Test func addingUnitsGivesAnOptionalDate() async {
    let result = await runScript(
      """
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(secondsFromGMT: 0)!
      let later = calendar.date(byAdding: .month, value: 1, to: Date(timeIntervalSince1970: 0))
      print(later == nil, later!.timeIntervalSince1970)
      """, file: "components.dep")
    #expect(result.output == "false 2678400.0\n", "\(result.errors)")
  }

  @Test func anAmountThatIsNotAnIntIsSwiftsError() async throws {
    try await MarkedScript(
      marked: """
        let calendar = Calendar(identifier: .gregorian)
        let later = calendar.date(byAdding: .day, ⏵value: "2", to: Date(timeIntervalSince1970: 0))

        """
    ).expectError(
      "cannot convert value of type 'String' to expected argument type 'Int'", malformed: false)
  }
}
