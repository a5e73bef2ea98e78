/// How a script asks a `Double` to round (`value.rounded(.up)`): Swift's
/// `FloatingPointRoundingRule`, each case named as a script writes it after the `.`.
package enum RoundingRule: String, Sendable, CaseIterable {
  /// The nearest whole number, a tie away from zero (what `rounded()` does).
  case toNearestOrAwayFromZero
  /// The nearest whole number, a tie to the even one.
  case toNearestOrEven
  /// The least whole number not below the value.
  case up
  /// The greatest whole number not above the value.
  case down
  /// The whole number nearest to zero not farther from it than the value.
  case towardZero
  /// The whole number farthest from zero not nearer to it than the value.
  case awayFromZero
}
