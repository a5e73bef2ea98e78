import DepplaySyntax

/// Optionals: `if let` binds only an `Optional` in Swift, so the export writes one where it
/// can tell the value is one — an optional key's value (or a model's property holding it), an
/// optional field of the reducer's state, an endpoint declared to return an Optional, a plain
/// enum's `init(rawValue:)`, an array's `firstIndex(where:)` and `first(where:)`, a presented
/// child's store — and refuses it elsewhere.
extension ProgramWriter {
  /// Whether the value of `expression` is, in Swift, an `Optional`.
  package func isOptional(_ expression: Expression) -> Bool {
    // A local declared with an optional type (`let count: Int? = 3`), as the checker knows.
    if resolutions.view.printedOptional(at: expression.range) == .optional { return true }
    // A local (`if let analytics { … }` binds one over the key) holds what it was given.
    if case .name(_, let range) = expression, resolutions[range] == .local { return false }
    if valueType(of: expression)?.givesOptional == true { return true }
    switch expression {
    case .unary(.optionalChain, _, _):
      return true
    case .elementByID, .member(.elementByID(_, _, _, true, _), _, _), .presentedCase,
      .member(.presentedCase(_, _, true, _), _, _):
      // `sessions[id: id]`, `path[id: id, case: \.detail]`: the element, if there is one;
      // `path[id: id]?.title`, a chain through it; `$destination[case: \.detail]`, the
      // presented state in that case.
      return true
    case .await(let operand, _):
      return isOptional(operand)
    case .call(.name(let type, _), _, nil, _) where enums[type]?.isSwiftResult == false:
      return true  // `Level(rawValue: 10)`: a plain enum's only initializer is failable
    case .call(.member(_, _, let range), _, _, _)
    where resolutions.view.valueMethod(of: range)?.givesOptional == true:
      // `todos.firstIndex(where: …)`, `todos.first(where: …)`: if one is found;
      // `ages.removeValue(forKey: …)`: if the key was there.
      return true
    case .call(.member(_, _, let range), let arguments, nil, _)
    where resolutions.view.methods(at: range)?.store == .scope:
      // `store.scope(state: \.settings, action: \.settings.presented)`: a presented child's
      // store, the one scope whose action path has two steps (depplay runs no other).
      guard arguments.count == 2, case .keyPath(let path, _) = arguments[1].value else {
        return false
      }
      return path.count == 2
    case .call(.member(_, let name, _), _, nil, _):
      return calledEndpoint(named: name)?.typeShape.givesOptional == true
    case .member(.name(let state, _), let name, _) where state == reduceState:
      guard let field = feature?.stateFields.first(where: { $0.name == name }) else {
        return false
      }
      return field.isPresentation || field.typeShape?.isOptional == true
    default:
      return false
    }
  }

  /// The binding of `if let` or `guard let`, `let name = value` (or Swift's shorthand `let
  /// name` where the value is the name's own), when the value is an `Optional`; a `var`
  /// binding whose value the export cannot tell is one is written as the pattern `case var
  /// name? = value`.
  package mutating func optionalBinding(_ statement: IfStatement, binding name: String)
    throws(ExportError) -> String
  {
    let knownOptional = isOptional(statement.condition)
    guard knownOptional || statement.bindsVariable else {
      throw ExportError(
        statement.isGuard ? "'guard let'" : "'if let'",
        because: "the export cannot tell that the value is an Optional",
        at: statement.condition.range,
        notes: [
          "Swift binds only an Optional: an optional key's value, an optional state field, an endpoint returning one"
        ])
    }
    var value =
      tryPrefix(statement.condition) + (try expression(statement.condition, wantsValue: true))
    // A value ending in a trailing closure (`script.onMainActor { … }`) would be read as the
    // statement's body: Swift refuses it after `guard let` and warns after `if let`.
    if value.hasSuffix("}") { value = "(\(value))" }
    if !knownOptional {
      // `guard var best = values.first`: the pattern form compiles exactly where the binding
      // does (on an Optional), so it needs no knowledge of the value's type.
      return "case var \(name)? = \(value)"
    }
    let keyword = statement.bindsVariable ? "var" : "let"
    return value == name ? "\(keyword) \(name)" : "\(keyword) \(name) = \(value)"
  }

  /// Whether `expression`, printed, is an Optional that depplay prints otherwise than Swift:
  /// one the checker did not mark as printed Optional (``PrintedOptional``).
  package func printsOptionalOtherwise(_ expression: Expression) -> Bool {
    isOptional(expression) && resolutions.view.printedOptional(at: expression.range) == nil
  }

  /// Refuses printing an Optional (a `print` argument, an interpolation): Swift writes a
  /// value as `Optional(…)`, depplay, which has no Optional wrapper, the value alone.
  package func refusePrintedOptional(_ expression: Expression) throws(ExportError) {
    throw ExportError(
      "printing an Optional", because: "Swift prints a value as Optional(…), depplay the value",
      at: expression.range, notes: ["unwrap it first: if let value = … { print(value) }"])
  }

  /// Refuses `let name = value` of an Optional: the export does not follow an Optional
  /// through a local, whose value Swift would print as `Optional(…)` and depplay would not,
  /// unless the binding at `range` declares its optional type (`let count: Int? = …`) or the
  /// checker knew its value for one (`let lowest = scores.min()`), which depplay prints as
  /// Swift does.
  package func refuseOptionalLocal(_ name: String, _ value: Expression, range: SourceRange)
    throws(ExportError)
  {
    guard isOptional(value),
      typeAnnotations[range.start.offset].flatMap(PrintedOptional.init) == nil,
      resolutions.view.printedOptional(at: value.range) == nil
    else { return }
    throw ExportError(
      "the local '\(name)' holding an Optional",
      because: "the export does not follow an Optional through a local",
      at: value.range, notes: ["unwrap it where it is read: if let \(name) = … { … }"])
  }
}
