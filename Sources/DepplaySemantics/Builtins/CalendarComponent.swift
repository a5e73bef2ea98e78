/// A unit of a date a script names for a calendar to break a date into:
/// `calendar.dateComponents([.year, .month, .day], from: date)`, and the property of the
/// components that reads it back (`parts.year`, an Optional, `nil` for a unit not asked for).
package enum CalendarComponent: String, Sendable, CaseIterable {
  case era, year, month, day, hour, minute, second, nanosecond, weekday, weekdayOrdinal, quarter
  case weekOfMonth, weekOfYear, yearForWeekOfYear
}
