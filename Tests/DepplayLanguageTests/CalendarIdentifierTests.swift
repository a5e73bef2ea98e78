import DepplayLanguage
import Testing

/// A calendar's `identifier`, a `Calendar.Identifier` as in Foundation: printed by its name
/// and compared with an identifier written as an implicit member (`== .gregorian`), which
/// stopped as an unknown member.
@Suite struct CalendarIdentifierTests {
  @Test func anIdentifierPrintsItsNameAndComparesWithAnImplicitMember() async {
    let result = await runScript(
      """
      import Dependencies
      import Foundation

      let buddhist = Calendar(identifier: .buddhist)
      print(buddhist.identifier, buddhist.identifier == .buddhist, buddhist.identifier == .gregorian)
      withDependencies {
        $0.calendar = Calendar(identifier: .gregorian)
      } operation: {
        @Dependency(\\.calendar) var calendar
        print(calendar.identifier == .gregorian, calendar.identifier != .japanese)
      }
      """, file: "calendars.swift")
    #expect(result.errors == "")
    #expect(result.output == "buddhist true false\ntrue true\n")
  }

  /// `.iso8601` also names a JSON date strategy: compared with a calendar's identifier, it is
  /// the calendar, read from the type the comparison needs, on either side (measured with
  /// swiftc 6.3: `true false`, then `true`); it was read as the date strategy, unequal.
  @Test func anIdentifierThatAlsoNamesADateStrategyComparesAsTheCalendar() async {
    let result = await runScript(
      """
      import Foundation

      let calendar = Calendar(identifier: .iso8601)
      print(calendar.identifier == .iso8601, calendar.identifier == .gregorian)
      print(.iso8601 == calendar.identifier)
      """, file: "calendars.swift")
    #expect(result.errors == "")
    #expect(result.output == "true false\ntrue\n")
  }
}
