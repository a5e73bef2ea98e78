/// A member the language reads on a number or a Bool, as Swift's `CustomStringConvertible`
/// gives it (`count.description`, `numbers.map(\.description)`): the catalogue a member's name
/// is resolved to once, and then switched over.
package enum DescriptionMember: String, Sendable, CaseIterable {
  /// `3.description`: the text `print` writes for the value.
  case description
}
