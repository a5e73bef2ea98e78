/// A property of a built-in value that a script reads or sets by name (`date.now`,
/// `calendar.timeZone`, `clock.now.offset`): the catalogue a member's name is resolved to once,
/// and then switched over with the value's kind. URLs, durations, date formatters, date
/// components and `Data` have their own catalogues (``URLProperty``, …).
package enum BuiltinProperty: String, Sendable, CaseIterable {
  /// `date.now` (a `DateGenerator`'s date, settable), `clock.now` (a clock's instant), a test
  /// scheduler's `now` (the time it has reached).
  case now
  /// `date.timeIntervalSince1970`: seconds since 1970, a `Double`.
  case timeIntervalSince1970
  /// `date.timeIntervalSinceReferenceDate`: seconds since 2001-01-01 00:00 UTC, a `Double`.
  case timeIntervalSinceReferenceDate
  /// `uuid.uuidString`: the UUID's text.
  case uuidString
  /// A calendar's, a locale's or a time zone's `identifier`.
  case identifier
  /// `calendar.timeZone`, settable.
  case timeZone
  /// `calendar.locale`, settable.
  case locale
  /// `instant.offset`: an instant's distance from its clock's start, a `Duration`.
  case offset
  /// `isolated.value`: what a `LockIsolated` holds.
  case value
  /// `shared.wrappedValue`: the value a `Shared` reference holds now (what `@Shared var`
  /// reads).
  case wrappedValue
}
