/// A type as a script writes it, structured once where the lowering reads its syntax
/// (``Lowering/typeShape(_:)``): what the interpreter and the exporter ask a declared type
/// with `switch` (is it a navigation stack's actions, which feature's actions does it carry),
/// rather than its text with `hasPrefix`. The text stays beside it for what is shown and
/// written back.
package indirect enum TypeShape: Sendable, Hashable {
  /// A type of the library's that depplay gives a meaning of its own, with its generic
  /// arguments: `StackActionOf<Path>`, `PresentationAction<Detail.Action>`.
  case library(LibraryType, arguments: [TypeShape])
  /// `Row.State`, `Row.Action`: the state or the actions of the type it is nested in (a
  /// feature's), named as the script names that type.
  case feature(String, FeatureType)
  /// Any other named type, with its generic arguments: `Int`, `Forecast`, `Set<String>`,
  /// `State` (`BindingAction<State>`); a nested one by its whole name (`Shape.Kind`).
  case named(String, arguments: [TypeShape])
  /// `T?` (and `T!`).
  case optional(TypeShape)
  /// `[T]`.
  case array(TypeShape)
  /// `[K: V]`.
  case dictionary(key: TypeShape, value: TypeShape)
  /// `(A, B)`, labels aside; a type in parentheses alone is that type.
  case tuple([TypeShape])
  /// `(A) async throws -> R`, its effects and attributes aside.
  case function(parameters: [TypeShape], result: TypeShape)
  /// `any P`.
  case existential(TypeShape)
  /// `some P`.
  case opaque(TypeShape)
  /// Any other type (a metatype, a composition): depplay reads nothing in it.
  case other

  /// The types of the library a script's types name, which depplay reads.
  package enum LibraryType: String, Sendable, CaseIterable {
    case stackAction = "StackAction"
    case stackActionOf = "StackActionOf"
    case identifiedAction = "IdentifiedAction"
    case identifiedActionOf = "IdentifiedActionOf"
    case presentationAction = "PresentationAction"
    case bindingAction = "BindingAction"
    case alertState = "AlertState"
  }

  /// What of a feature `Name.State` and `Name.Action` name.
  package enum FeatureType: String, Sendable, CaseIterable {
    case state = "State"
    case action = "Action"
  }

  /// Whether it is an Optional (`Detail.State?`).
  package var isOptional: Bool {
    if case .optional = self { true } else { false }
  }

  /// Whether it is an existential (`any AnalyticsClient`).
  package var isExistential: Bool {
    if case .existential = self { true } else { false }
  }

  /// Whether a value of it is an Optional, or, of a function, what it returns
  /// (`(Int) async -> String?`): where the type as written ends with `?`.
  package var givesOptional: Bool {
    switch self {
    case .optional: true
    case .function(_, let result): result.givesOptional
    default: false
    }
  }

  /// Whether it is a function that returns nothing (`() async -> Void`, `(Int) -> ()`).
  package var returnsVoid: Bool {
    guard case .function(_, let result) = self else { return false }
    return result == .named("Void", arguments: []) || result == .tuple([])
  }

  /// Its generic arguments, as written (`Row.State` of `IdentifiedArrayOf<Row.State>`); none
  /// for a type without them.
  package var genericArguments: [TypeShape] {
    switch self {
    case .library(_, let arguments), .named(_, let arguments): arguments
    default: []
    }
  }

  /// The type a value written in this type is typed by innermost, by its own name (without
  /// what it is nested in): `Alert` of `PresentationAction<Alert>`, `Delegate`, `Action` of
  /// `Child.Action`, `Int` of `Int?`; `nil` for another type (an array, a function, …).
  package var innermostName: String? {
    switch self {
    case .library(let type, let arguments):
      arguments.isEmpty ? type.rawValue : arguments[arguments.count - 1].innermostName
    case .named(let name, let arguments):
      arguments.isEmpty
        ? name.split(separator: ".").last.map(String.init)
        : arguments[arguments.count - 1].innermostName
    case .feature(_, let type): type.rawValue
    case .optional(let wrapped): wrapped.innermostName
    default: nil
    }
  }

  /// The feature whose actions this type is (`Row` of `Row.Action`); `nil` for another type.
  package var featureOfActions: String? {
    if case .feature(let name, .action) = self { name } else { nil }
  }

  /// The first feature whose actions this type names, itself or among its generic arguments
  /// in the order they are written (`HuddleForm` of
  /// `PresentationAction<HuddleForm.Action>`); `nil` when it names none.
  package var firstFeatureOfActions: String? {
    switch self {
    case .feature(let name, .action): name
    case .library(_, let arguments), .named(_, let arguments):
      arguments.lazy.compactMap(\.firstFeatureOfActions).first
    default: nil
    }
  }
}
