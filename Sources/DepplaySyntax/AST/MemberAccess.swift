/// The access a stored property of a class or a plain struct is declared with. A script is
/// one file, so `fileprivate` (and `internal`, `package`, `public`) change nothing; `private` hides the property
/// outside its type's body, and `private(set)` only its setter, as in Swift.
package enum MemberAccess: Sendable, Equatable {
  /// No access modifier, or one that hides nothing in one file, written as it was.
  case visible(spelling: String?)
  /// `private(set)`, or `fileprivate private(set)` and the like (the spelling written).
  case privateSetter(spelling: String)
  /// `private`
  case hidden

  /// The modifiers as written, followed by a space; empty when none is written.
  package var prefix: String {
    switch self {
    case .visible(let spelling): spelling.map { $0 + " " } ?? ""
    case .privateSetter(let spelling): spelling + " "
    case .hidden: "private "
    }
  }

  /// Whether code outside the type's body may assign the property.
  package var isSettableOutside: Bool {
    if case .visible = self { true } else { false }
  }
}
