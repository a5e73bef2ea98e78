/// A member of a standard type that Foundation adds (`name.capitalized`): the Swift export of
/// a script that uses one imports Foundation.
package enum FoundationMember: String {
  /// `String.capitalized`
  case capitalized
}
