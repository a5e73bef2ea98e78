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
  /// `calendar.dateComponents([.year, .month], from: date)`, `calendar.component(.hour, from:
  /// date)`, `calendar.date(byAdding: .day, value: 2, to: date)`, `calendar.startOfDay(for:
  /// date)`, `calendar.isDateInWeekend(date)` and `calendar.isDate(date, inSameDayAs: other)`,
  /// in the calendar's time zone.
  func calendarMethod(
    _ method: ValueMethod, of calendar: Calendar, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    switch method {
    case .dateComponents:
      let usage = "write calendar.dateComponents([.year, .month, .day], from: date)"
      guard case .list(let names, _) = arguments[0].value else {
        throw RuntimeError(
          "the units of dateComponents are a list of Calendar.Component's members",
          at: arguments[0].range, notes: [usage])
      }
      let units = try Set(names.map { try unit($0, of: "dateComponents", usage: usage) })
      let moment = try date(arguments[1], &context)
      return .builtin(.dateComponents(calendar.dateComponents(units, from: moment)))
    case .component:
      let unit = try unit(
        arguments[0].value, of: "component", usage: "write calendar.component(.hour, from: date)")
      return .int(calendar.component(unit, from: try date(arguments[1], &context)))
    case .dateByAdding:
      let unit = try unit(
        arguments[0].value, of: "date(byAdding:value:to:)",
        usage: "write calendar.date(byAdding: .day, value: 2, to: date)")
      let amount = try evaluate(arguments[1].value, &context)
      guard case .int(let value) = amount else {
        throw RuntimeError(
          "cannot convert value of type '\(amount.typeName)' to expected argument type 'Int'",
          at: arguments[1].range)
      }
      let later = calendar.date(byAdding: unit, value: value, to: try date(arguments[2], &context))
      return try later.map { try Self.date($0, range: range) } ?? .none
    case .startOfDay:
      return .builtin(.date(calendar.startOfDay(for: try date(arguments[0], &context))))
    case .isDateInWeekend:
      return .bool(calendar.isDateInWeekend(try date(arguments[0], &context)))
    default:  // isDate(_:inSameDayAs:), the last of them
      let first = try date(arguments[0], &context)
      return .bool(calendar.isDate(first, inSameDayAs: try date(arguments[1], &context)))
    }
  }

  /// A unit written as a member of `Calendar.Component`: `.year`.
  private func unit(_ name: DepplaySyntax.Expression, of method: String, usage: String) throws
    -> Calendar.Component
  {
    guard case .implicitMember(let word, nil, let range) = name else {
      throw RuntimeError(
        "a unit of \(method) is written as a member: .year", at: name.range, notes: [usage])
    }
    guard let unit = CalendarComponent(rawValue: word) else {
      throw RuntimeError(
        "type 'Calendar.Component' has no member '\(word)'", at: range,
        notes: DidYouMean.note(for: word, among: CalendarComponent.allCases.map(\.rawValue)))
    }
    return unit.foundation
  }

  /// The date an argument gives.
  private func date(_ argument: Argument, _ context: inout Context) throws -> Date {
    let value = try evaluate(argument.value, &context)
    guard case .builtin(.date(let moment)) = value else {
      throw RuntimeError(
        "cannot convert value of type '\(value.typeName)' to expected argument type 'Date'",
        at: argument.range)
    }
    return moment
  }
}
