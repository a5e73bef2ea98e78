/// The operators of the depplay language, decided once by the lowering from Swift's tokens:
/// the checker, the interpreter and the exporter switch over these cases and never compare
/// an operator's spelling.

/// A binary operator: `a + b`, `a == b`, `a && b`, `0..<n`.
package enum BinaryOperator: Sendable, Equatable, CaseIterable {
  case arithmetic(ArithmeticOperator)
  case comparison(ComparisonOperator)
  case logical(LogicalOperator)
  case range(RangeOperator)
  /// `a === b`, `a !== b`: whether two class instances are one.
  case identity(IdentityOperator)
  /// `a ?? b`: `b` is evaluated only when `a` is `nil`.
  case nilCoalescing
  /// `a << b`, `a & b`, …: an integer's bits.
  case bitwise(BitwiseOperator)

  /// Every binary operator, from the loosest binding to the tightest, as the language lists
  /// them in a hint.
  package static let allCases: [BinaryOperator] =
    [.logical(.or), .logical(.and)] + ComparisonOperator.allCases.map(Self.comparison)
    + IdentityOperator.allCases.map(Self.identity)
    + [.nilCoalescing] + RangeOperator.allCases.map(Self.range)
    + [.arithmetic(.add), .arithmetic(.subtract), .bitwise(.or), .bitwise(.exclusiveOr)]
    + [.arithmetic(.wrappingAdd), .arithmetic(.wrappingSubtract)]
    + [.arithmetic(.multiply), .arithmetic(.divide), .arithmetic(.remainder), .bitwise(.and)]
    + [.arithmetic(.wrappingMultiply)]
    + [.bitwise(.shiftLeft), .bitwise(.shiftRight)]

  /// The operator Swift spells `symbol`, if depplay has it.
  package init?(symbol: String) {
    guard let found = Self.allCases.first(where: { $0.symbol == symbol }) else { return nil }
    self = found
  }

  /// How Swift spells it.
  package var symbol: String {
    switch self {
    case .arithmetic(let op): op.rawValue
    case .comparison(let op): op.rawValue
    case .logical(let op): op.rawValue
    case .range(let op): op.rawValue
    case .identity(let op): op.rawValue
    case .nilCoalescing: "??"
    case .bitwise(let op): op.rawValue
    }
  }

  /// How tightly it binds, as Swift's precedence groups order them: a higher level binds
  /// tighter, and each level groups left to right.
  package var precedence: Int {
    switch self {
    case .logical(.or): 0
    case .logical(.and): 1
    case .comparison, .identity: 2
    case .nilCoalescing: 3
    case .range: 4
    case .arithmetic(.add), .arithmetic(.subtract), .bitwise(.or), .bitwise(.exclusiveOr),
      .arithmetic(.wrappingAdd), .arithmetic(.wrappingSubtract):
      5
    case .arithmetic(.multiply), .arithmetic(.divide), .arithmetic(.remainder), .bitwise(.and),
      .arithmetic(.wrappingMultiply):
      6
    case .bitwise(.shiftLeft), .bitwise(.shiftRight): 7
    }
  }

  /// The number of precedence levels.
  package static let precedenceLevels = 8
}

/// `+`, `-`, `*`, `/`, `%`, and the overflow operators `&+`, `&-`, `&*`, which wrap around
/// an integer's width where the others trap.
package enum ArithmeticOperator: String, Sendable, CaseIterable {
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"
  case remainder = "%"
  case wrappingAdd = "&+"
  case wrappingSubtract = "&-"
  case wrappingMultiply = "&*"
}

/// `<<`, `>>`, `&`, `|`, `^`: Swift's operators on an integer's bits. The shifts are
/// Swift's "smart" shifts: a shift past the width gives `0` (or `-1`, shifting a negative
/// number right), and a negative amount shifts the other way.
package enum BitwiseOperator: String, Sendable, CaseIterable {
  case shiftLeft = "<<"
  case shiftRight = ">>"
  case and = "&"
  case or = "|"
  case exclusiveOr = "^"
}

/// `==`, `!=`, `<`, `>`, `<=`, `>=`.
package enum ComparisonOperator: String, Sendable, CaseIterable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case greater = ">"
  case lessOrEqual = "<="
  case greaterOrEqual = ">="
}

/// `===`, `!==`: whether two references are to one class instance (Swift's
/// `ComparisonPrecedence`, as `==`).
package enum IdentityOperator: String, Sendable, CaseIterable {
  case identical = "==="
  case notIdentical = "!=="
}

/// `&&`, `||`: the right operand is evaluated only when the left one does not decide.
package enum LogicalOperator: String, Sendable, CaseIterable {
  case and = "&&"
  case or = "||"
}

/// `..<`, `...`.
package enum RangeOperator: String, Sendable, CaseIterable {
  case halfOpen = "..<"
  case closed = "..."
}

/// A unary form: a prefix operator, or one of the forms written as a mark around an
/// expression (optional chaining, `try?` and `try!`).
package enum UnaryOperator: Sendable, Equatable {
  /// `!x`
  case not
  /// `-x`
  case negate
  /// `~x`: an integer with every bit flipped.
  case bitwiseNot
  /// `&x`, an in-out argument (`using: &$0`).
  case inOut
  /// `base?` inside an optional chain (``Expression/optionalBase``).
  case optionalBind
  /// A whole optional chain: when a bound value is `nil`, the rest is not evaluated.
  case optionalChain
  /// `try?` or `try!` (``TryHandling``).
  case handledTry(TryHandling)
  /// `x!`: the value, or a trap when it is `nil`.
  case forceUnwrap
  /// `x is T`, `x as? T`, `x as! T` (``TypeCast``), written after its operand.
  case cast(TypeCast)

  /// How Swift spells it, as a message quotes it.
  package var symbol: String {
    switch self {
    case .not: "!"
    case .negate: "-"
    case .bitwiseNot: "~"
    case .inOut: "&"
    case .optionalBind: "?"
    case .optionalChain: "?."
    case .handledTry(.optional): "try?"
    case .handledTry(.forced): "try!"
    case .forceUnwrap: "!"
    case .cast(let cast): cast.kind.symbol
    }
  }
}

/// How Swift's `try?` and `try!` handle an error where they stand, written as a unary form
/// around the expression they cover (a plain `try` only marks the calls it covers,
/// ``Program/triedCalls``): `try? f()` is `nil` when `f()` throws, and `try! f()` stops the
/// program with the error.
package enum TryHandling: Sendable, Equatable {
  /// `try?`: the value is `nil` when the operand throws.
  case optional
  /// `try!`: a thrown error stops the program.
  case forced
}

/// How an assignment is written: `=`, or a compound one such as `+=` or `<<=`.
package enum AssignmentOperator: Sendable, Equatable {
  case assign
  /// `target op= value`, stored as `target = target op value`.
  case compound(BinaryOperator)

  /// The assignment operators depplay has.
  package static let allCases: [AssignmentOperator] =
    [.assign] + ArithmeticOperator.allCases.map { .compound(.arithmetic($0)) }
    + BitwiseOperator.allCases.map { .compound(.bitwise($0)) }

  /// The operator Swift spells `symbol`, if depplay has it.
  package init?(symbol: String) {
    guard let found = Self.allCases.first(where: { $0.symbol == symbol }) else { return nil }
    self = found
  }

  /// Whether it is an arithmetic compound assignment (`+=`, `*=`, …).
  package var isArithmetic: Bool {
    if case .compound(.arithmetic) = self { true } else { false }
  }

  /// How Swift spells it.
  package var symbol: String {
    switch self {
    case .assign: "="
    case .compound(let op): op.symbol + "="
    }
  }
}
