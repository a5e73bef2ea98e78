/// A declaration a call names by its base name and its argument labels: a method, a
/// top-level function, an `init`. Swift may declare several of one base name that differ in
/// their labels (`move(by:)`, `move(to:)`), and a call runs the one its labels fit.
package protocol LabelledCallable {
  /// Its base name (`move`).
  var name: String { get }
  /// Its parameters, whose labels a call's arguments must fit.
  var parameters: [FunctionParameter] { get }
}

extension MethodDeclaration: LabelledCallable {}
extension ModelDeclaration.Method: LabelledCallable {}

/// Which of the declarations a call's base name names its labels choose.
package enum OverloadChoice<Declaration: LabelledCallable> {
  /// The one whose parameters take the call's arguments (the first such, in declaration
  /// order); or the only one of that name, or the only one whose parameters could take the
  /// arguments but for their labels, whose mismatch the call then reports.
  case chosen(Declaration)
  /// Several of that name, and the call's labels fit none: swiftc's `no exact matches in
  /// call to …`, with each candidate's labels.
  case noExactMatch([Declaration])
  /// None of that name.
  case none
}

extension [FunctionParameter] {
  /// Whether a call with `arguments` and the trailing closure `trailing` fits these
  /// parameters by its labels (each one given, in order, the rest defaulted).
  package func fit(_ arguments: [Argument], trailing: ClosureLiteral?) -> Bool {
    let labels = appendingTrailingClosure(trailing, to: arguments).map(\.label)
    if case .success = self.arguments(labels: labels) { return true }
    return false
  }

  /// Whether a call with `arguments` could mean these parameters but for its labels: as many
  /// arguments as parameters, and no literal among them of a kind its parameter's type cannot
  /// take (`1` for a `String`). swiftc reports such a lone candidate's labels as wrong.
  func couldTake(_ arguments: [Argument]) -> Bool {
    count == arguments.count
      && zip(self, arguments).allSatisfy { $1.value.literalCouldBe($0.type) }
  }
}

extension Expression {
  /// Whether this expression, where it is a literal, could be a value of `type` (an integer
  /// literal an `Int` or a `Double`, never a `String`); any other expression could.
  fileprivate func literalCouldBe(_ type: String) -> Bool {
    let type = type.hasSuffix("?") ? String(type.dropLast()) : type
    let textual = ["String", "Substring", "Character"]
    let integral = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32"]
    switch self {
    case .integer: return !textual.contains(type) && type != "Bool"
    case .floatingPoint:
      return !textual.contains(type) && type != "Bool" && !integral.contains(type)
    case .string: return !integral.contains(type) && !["Double", "Float", "Bool"].contains(type)
    case .boolean: return !textual.contains(type) && !integral.contains(type) && type != "Double"
    default: return true
    }
  }
}

extension Sequence where Element: LabelledCallable {
  /// The declaration named `name` that a call with `arguments` (and `trailing`) runs, chosen
  /// by the call's labels as Swift chooses an overload.
  package func overload(
    named name: String, arguments: [Argument], trailing: ClosureLiteral? = nil
  ) -> OverloadChoice<Element> {
    let named = filter { $0.name == name }
    if let fitting = named.first(where: { $0.parameters.fit(arguments, trailing: trailing) }) {
      return .chosen(fitting)
    }
    let plausible = named.filter {
      $0.parameters.couldTake($0.parameters.appendingTrailingClosure(trailing, to: arguments))
    }
    switch (named.count, plausible.count) {
    case (0, _): return .none
    case (1, _): return .chosen(named[0])
    case (_, 1): return .chosen(plausible[0])
    default: return .noExactMatch(named)
    }
  }
}

extension OverloadChoice {
  /// The declaration the call runs; `nil` when none is named so.
  package var declaration: Declaration? {
    if case .chosen(let declaration) = self { declaration } else { nil }
  }

  /// swiftc's error where the call's labels fit none of several candidates, the call being
  /// to a `kind` (`instance method`, `static method`, `global function`) `name`; its notes
  /// give each candidate's labels as swiftc does.
  package func noExactMatchMessage(kind: String, name: String, labels: [String?])
    -> (message: String, notes: [String])?
  {
    guard case .noExactMatch(let candidates) = self else { return nil }
    let have = labels.map { "\($0 ?? "_"):" }.joined()
    return (
      "no exact matches in call to \(kind) '\(name)'",
      candidates.map {
        "incorrect labels for candidate (have: '(\(have))', expected:"
          + " '\($0.parameters.functionName(""))')"
      }
    )
  }
}
