/// Swift's `try?` and `try!`, which handle an error where they stand, are written as unary
/// operators around the expression they cover (a plain `try` only marks the calls it
/// covers, ``Program/triedCalls``): `try? f()` is `nil` when `f()` throws, and `try! f()`
/// stops the program with the error.
extension Expression {
  /// `try? expression`.
  package static let optionalTry = "try?"
  /// `try! expression`.
  package static let forcedTry = "try!"
}
