import DepplaySemantics
import DepplaySyntax
import Foundation

extension CalendarComponent {
  /// Foundation's unit of the same name.
  var foundation: Calendar.Component {
    switch self {
    case .era: .era
    case .year: .year
    case .month: .month
    case .day: .day
    case .hour: .hour
    case .minute: .minute
    case .second: .second
    case .nanosecond: .nanosecond
    case .weekday: .weekday
    case .weekdayOrdinal: .weekdayOrdinal
    case .quarter: .quarter
    case .weekOfMonth: .weekOfMonth
    case .weekOfYear: .weekOfYear
    case .yearForWeekOfYear: .yearForWeekOfYear
    }
  }
}

/// A calendar's methods, run by Foundation's own `Calendar`.
extension Interpreter {
  /// `calendar.dateComponents([.year, .month], from: date)`: the date broken into the units
  /// named, in the calendar's time zone.
  func dateComponents(
    of calendar: Calendar, arguments: [Argument], _ context: inout Context
  ) throws -> ScriptValue {
    let usage = "write calendar.dateComponents([.year, .month, .day], from: date)"
    guard case .list(let names, _) = arguments[0].value else {
      throw RuntimeError(
        "the units of dateComponents are a list of Calendar.Component's members",
        at: arguments[0].range, notes: [usage])
    }
    var units: Set<Calendar.Component> = []
    for name in names {
      guard case .implicitMember(let word, nil, let range) = name else {
        throw RuntimeError(
          "a unit of dateComponents is written as a member: .year", at: name.range, notes: [usage])
      }
      guard let unit = CalendarComponent(rawValue: word) else {
        throw RuntimeError(
          "type 'Calendar.Component' has no member '\(word)'", at: range,
          notes: DidYouMean.note(for: word, among: CalendarComponent.allCases.map(\.rawValue)))
      }
      units.insert(unit.foundation)
    }
    let date = try evaluate(arguments[1].value, &context)
    guard case .builtin(.date(let moment)) = date else {
      throw RuntimeError(
        "cannot convert value of type '\(date.typeName)' to expected argument type 'Date'",
        at: arguments[1].range)
    }
    return .builtin(.dateComponents(calendar.dateComponents(units, from: moment)))
  }
}
