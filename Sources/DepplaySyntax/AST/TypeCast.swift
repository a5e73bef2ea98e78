/// `value is T`, `value as? T`, `value as! T`: a type check or a cast of a value to a type,
/// written after the value (``UnaryOperator/cast(_:)``). depplay's values carry their types,
/// so a cast asks the value's own type, as Swift's dynamic cast does.
package struct TypeCast: Sendable, Equatable {
  /// Which of Swift's forms it is.
  package enum Kind: Sendable, Equatable {
    /// `is T`: whether the value is a `T`.
    case check
    /// `as? T`: the value as a `T`, or `nil`.
    case conditional
    /// `as! T`: the value as a `T`, or a trap.
    case forced
    /// `as T`: a coercion, which Swift checks when it compiles: the value as a `T` it already
    /// is (`index as Any`), or a literal of that type (`3 as Double`).
    case coercion

    /// How Swift spells it.
    package var symbol: String {
      switch self {
      case .check: "is"
      case .conditional: "as?"
      case .forced: "as!"
      case .coercion: "as"
      }
    }
  }

  /// The type a cast names: one of Swift's own that depplay's values have, `Error`, or a
  /// type or protocol the script declares (which the checker looks up).
  package enum Target: Sendable, Equatable {
    /// `Int`
    case int
    /// `Double`
    case double
    /// `String`
    case string
    /// `Bool`
    case bool
    /// `Error` (`any Error`): every thrown value is one.
    case error
    /// `Any`: every value is one.
    case any
    /// `[Int]`: an array of the element type; only a coercion names one.
    indirect case array(TypeCast.Target)
    /// `[String: Double]`: a dictionary of the key and value types; only a coercion names one.
    indirect case dictionary(key: TypeCast.Target, value: TypeCast.Target)
    /// A struct, enum, class, error type or protocol of the script.
    case declared(String)

    /// Swift's type `name` names, if depplay casts to it by itself; else a declared type.
    package init(named name: String) {
      self = Self.standard.first { $0.name == name } ?? .declared(name)
    }

    /// The Swift types a cast names without the script declaring them.
    package static let standard: [Target] = [.int, .double, .string, .bool, .error, .any]

    /// The type's name, as written.
    package var name: String {
      switch self {
      case .int: "Int"
      case .double: "Double"
      case .string: "String"
      case .bool: "Bool"
      case .error: "Error"
      case .any: "Any"
      case .array(let element): "[\(element.name)]"
      case .dictionary(let key, let value): "[\(key.name): \(value.name)]"
      case .declared(let name): name
      }
    }

    /// The script's types it names, itself or as a collection's element, key or value.
    package var declaredNames: [String] {
      switch self {
      case .declared(let name): [name]
      case .array(let element): element.declaredNames
      case .dictionary(let key, let value): key.declaredNames + value.declaredNames
      default: []
      }
    }
  }

  /// `is`, `as?` or `as!`.
  package var kind: Kind
  /// The type it names.
  package var target: Target
  /// Where the type is written.
  package var typeRange: SourceRange

  /// The cast as written after its value: `as? NotFound`.
  package var spelling: String { kind.symbol + " " + target.name }
}
