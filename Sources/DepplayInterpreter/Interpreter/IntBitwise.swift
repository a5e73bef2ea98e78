import DepplaySyntax

extension BitwiseOperator {
  /// `lhs op rhs` on two `Int`s, as Swift computes it: none of these traps, and the shifts are
  /// Swift's own smart shifts (shifting by the width or more gives `0`, or `-1` for a negative
  /// number shifted right; a negative amount shifts the other way).
  package func apply(_ lhs: Int, _ rhs: Int) -> Int {
    switch self {
    case .shiftLeft: lhs << rhs
    case .shiftRight: lhs >> rhs
    case .and: lhs & rhs
    case .or: lhs | rhs
    case .exclusiveOr: lhs ^ rhs
    }
  }
}
