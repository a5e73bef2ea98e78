import DepplaySyntax

/// Integer literals Swift types as `Double` from what shares their type: the seed of
/// `values.reduce(0) { $0 + $1.amount }` has the type of the closure's result, one operand of
/// `flag ? 0 : price` the other's, an element of `[0, item.price]` the others'. depplay's
/// values carry their type only when the program runs, where such a literal would be an
/// `Int`; the checker records each one it can tell is a `Double`
/// (``Resolutions/Builder/recordDoubleLiteral(at:)``), which the interpreter then makes one.
extension Checker {
  /// The seed of a value method's call whose closure fixes its type (``ValueMethod/seedTyping``),
  /// when it is an integer literal and the closure makes that type a `Double`.
  package mutating func typeSeedLiteral(
    of callee: Expression, arguments: [Argument], trailing: ClosureLiteral?
  ) {
    guard case .member(_, _, let range) = callee, let seed = arguments.first?.value,
      case .methods(let methods)? = resolutions.callee(at: range),
      let typing = methods.value?.seedTyping
    else { return }
    let closure: ClosureLiteral
    if let trailing {
      closure = trailing
    } else if case .closure(let literal)? = arguments.last?.value {
      closure = literal
    } else {
      return
    }
    let isDouble =
      switch typing {
      case .closureResult: results(of: closure.body).contains(where: isKnownDouble)
      case .closureInoutParameter: assignsDouble(to: closure.boundParameters.first, in: closure)
      }
    if isDouble { recordDoubleLiteral(seed) }
  }

  /// The integer literals among `operands`, which share one type (a conditional's two
  /// branches, a list literal's elements), when another of them is known to be a `Double`.
  package mutating func typeLiterals(sharingTypeWith operands: [Expression]) {
    guard operands.contains(where: isKnownDouble) else { return }
    for operand in operands { recordDoubleLiteral(operand) }
  }

  /// An assignment's literals: the value of `square.height = 3` has the type of the place
  /// assigned, and the fallback of `totals[key, default: 0] += amount` (the type of the
  /// dictionary's values) that of an arithmetic assignment's value.
  package mutating func typeAssignedLiterals(
    of place: Expression, assigned value: Expression, operator op: AssignmentOperator
  ) {
    if op == .assign || op.isArithmetic { typeLiterals(sharingTypeWith: [place, value]) }
    guard op.isArithmetic, case .subscripted(_, _, let fallback?, _) = place else { return }
    typeLiterals(sharingTypeWith: [fallback, value])
  }

  /// Whether `callee` takes its arguments as `Any` (`print`), so that a conditional given
  /// to it keeps each branch's own type: `print(flag ? price : 0)` prints `0`.
  package func takesAnyArguments(_ callee: Expression) -> Bool {
    if case .function(.print)? = builtinCallee(callee) { true } else { false }
  }

  /// Records `expression` as a `Double` when it is an integer literal (`0`, `-3`).
  private mutating func recordDoubleLiteral(_ expression: Expression) {
    switch expression {
    case .integer(_, let range), .unary(.negate, .integer(_, let range), _):
      resolutions.recordDoubleLiteral(at: range)
    default:
      break
    }
  }

  /// The values a closure's body gives: its one expression, or what its `return`s give.
  func results(of body: Block) -> [Expression] {
    if body.statements.count == 1, case .expression(let value) = body.statements[0] {
      return [value]
    }
    return body.statements.compactMap {
      if case .returnStatement(let value?, _) = $0 { value } else { nil }
    }
  }

  /// Whether `closure`'s body assigns its `inout` parameter `name` a `Double`
  /// (`$0 += $1.amount`, `total = total + price`).
  private func assignsDouble(to name: String?, in closure: ClosureLiteral) -> Bool {
    guard let name else { return false }
    return closure.body.statements.contains {
      guard case .assignment(.name(name, _), _, let value, _) = $0 else { return false }
      return isKnownDouble(value)
    }
  }

  /// Whether the checker knows `expression` to be a `Double`: a floating-point literal, an
  /// arithmetic with such an operand, a property every script's struct that declares one of
  /// that name declares a `Double` (and no class or feature's `State` declares), a top-level
  /// function declared to return one.
  func isKnownDouble(_ expression: Expression) -> Bool {
    switch expression {
    case .floatingPoint:
      return true
    case .unary(.negate, let operand, _):
      return isKnownDouble(operand)
    case .binary(.arithmetic, let left, let right, _):
      return isKnownDouble(left) || isKnownDouble(right)
    case .conditional(_, let then, let otherwise, _):
      return isKnownDouble(then) || isKnownDouble(otherwise)
    case .member(.name(let root, _), let name, _)
    where modelHeld(by: root).flatMap { names.models[$0]?.stored[name] } != nil:
      // `speaker.volume` where `speaker` holds an instance of one of the script's classes.
      return modelHeld(by: root).flatMap { names.models[$0]?.doubles.contains(name) } == true
    case .member(_, let name, _):
      // A class's or a feature's `State`'s property of that name has a type the checker
      // does not keep: it could be another.
      let elsewhere =
        names.models.values.contains { $0.properties.contains(name) }
        || names.features.values.contains {
          $0.stateFields.contains(name) || $0.computedStateProperties.contains(name)
        }
      var declared: [String?] = []
      for declaration in names.structs.values {
        declared += declaration.properties.filter { $0.name == name }.map(\.type)
        declared += declaration.computedProperties.filter { $0.name == name }.map(\.type)
      }
      return !elsewhere && !declared.isEmpty && declared.allSatisfy { $0 == "Double" }
    case .call(.name(let name, _), _, _, _) where resolution(of: name) == .function:
      // Overloads by labels: a Double only when every function of that name gives one.
      let overloads = names.functions[name] ?? []
      return !overloads.isEmpty && overloads.allSatisfy(\.returnsDouble)
    default:
      return false
    }
  }
}

/// Integer literals given as a case's associated values: `send(.progress(1))` for
/// `case progress(Double)`, `Reading.celsius(20)` for `case celsius(Double)`. Swift types
/// each from the associated value's declared type; depplay's value would be an `Int`.
extension Checker {
  /// The associated values of `.name(arguments…)`, whose type is implied: a plain enum's case
  /// or a feature action's of that name, whichever Swift infers.
  package mutating func typeImpliedCaseLiterals(named name: String, _ arguments: [Argument]) {
    let enumCases = names.enums.values.compactMap { $0.enumCase(named: name)?.parameters }
    let actionCases = names.features.values.compactMap { $0.actionCases[name] }
    typeCaseLiterals(arguments, declaredAs: enumCases.map { $0.map(\.type) } + actionCases)
  }

  /// The associated values of `Enum.name(arguments…)` (`callee`), where `Enum` is a plain enum
  /// of the script that declares the case `name`.
  package mutating func typeEnumCaseLiterals(of callee: Expression, _ arguments: [Argument]) {
    guard case .member(.name(let type, _), let name, _) = callee,
      let parameters = names.enums[type]?.enumCase(named: name)?.parameters
    else { return }
    typeCaseLiterals(arguments, declaredAs: [parameters.map(\.type)])
  }

  /// Records each integer literal of `arguments` as a `Double` where every case it may be
  /// given to (`candidates`: each one's associated values' types as written, those of other
  /// counts left out) declares a `Double` there.
  private mutating func typeCaseLiterals(_ arguments: [Argument], declaredAs candidates: [[String]])
  {
    let fitting = candidates.filter { $0.count == arguments.count }
    guard !fitting.isEmpty else { return }
    for (index, argument) in arguments.enumerated()
    where fitting.allSatisfy({ $0[index] == "Double" }) {
      recordDoubleLiteral(argument.value)
    }
  }
}
