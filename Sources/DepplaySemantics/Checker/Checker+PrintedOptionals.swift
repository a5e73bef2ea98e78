import DepplaySyntax

/// Printed Optionals: the checker marks each printed expression (a `print` argument, an
/// interpolation) whose Swift type it knows to be an Optional, so that it prints as Swift
/// prints one (`Optional(3)`, `nil`), though the value itself carries no wrapper; and each
/// value an `if let` or `guard let` unwraps, which the export writes only for an Optional.
extension Checker {
  /// Marks `expression` (printed, unwrapped, or a `let`'s value without a type annotation)
  /// when its type is an Optional.
  package mutating func noteKnownOptional(_ expression: Expression) {
    if let shape = printedOptional(expression) {
      resolutions.recordPrintedOptional(shape, at: expression.range)
    }
  }

  /// Marks the arguments a built-in type's initializer takes as printed text
  /// (`String(describing: count)`), as ``noteKnownOptional(_:)`` marks `print`'s.
  package mutating func noteDescribedArguments(of callee: Expression, _ arguments: [Argument]) {
    guard case .type? = builtinCallee(callee), case .name(let name, _) = callee,
      let construction = Builtin.construction(of: name)
    else { return }
    let labels = arguments.map(\.label)
    for initializer in construction.initializers where initializer.takes(labels: labels) {
      for (parameter, argument) in zip(initializer.parameters, arguments) {
        if case .described = parameter.type { noteKnownOptional(argument.value) }
      }
    }
  }

  /// How a value of `expression`'s type prints when the checker knows the type is an
  /// Optional: a local declared with one (the innermost declaration of its name, so an
  /// `if let` of the same name unwraps it), an optional chain, a `try?`, a dictionary local's
  /// subscript without a default, `Optional(3)`, `Int("12")`, `numbers.min()`, a
  /// call of a top-level function declared to return an Optional.
  func printedOptional(_ expression: Expression) -> PrintedOptional? {
    switch expression {
    case .name(let name, _):
      guard let index = scopes.lastIndex(where: { $0.contains(name) }) else { return nil }
      return optionalScopes[index][name]
    case .unary(.optionalChain, _, _), .unary(.handledTry(.optional), _, _):
      return .optional
    case .unary(.cast(let cast), _, _) where cast.kind == .conditional:
      // `error as? LoadError`: the value, or `nil` when it is of another type.
      return .optional
    case .unary(.cast(let cast), let operand, _) where cast.kind == .coercion:
      // `index as Any`: the value as it is, an Optional still.
      return printedOptional(operand)
    case .list(let elements, _):
      // `[Int("1"), nil]`: an element that is `nil` or an Optional makes every element one.
      let optional = elements.contains {
        if case .nilLiteral = $0 { return true }
        return printedOptional($0) == .optional
      }
      return optional ? .elements : nil
    case .tuple(let elements, _):
      // `(1, Int("2"))`: each element as its own type prints.
      let shapes = elements.map { printedOptional($0.value) }
      return shapes.contains { $0 != nil } ? .tuple(shapes) : nil
    case .call(.member(_, _, let range), _, _, _):
      // `numbers.min()`, `todos.first { … }`: a method of a value that gives an Optional, as
      // the call was resolved when it was checked; `stack.pop()`, a plain struct's method
      // declared to return one.
      if case .methods(let methods)? = resolutions.callee(at: range), let method = methods.value {
        return method.givesOptional ? .optional : nil
      }
      return declaredOptionalType(of: expression) != nil ? .optional : nil
    case .call(.name(let name, _), let arguments, let trailing, _)
    where resolution(of: name) == .function:
      // `firstMatch(names, "Blob")`: a top-level function declared to return an Optional.
      let function = function(named: name, arguments: arguments, trailing: trailing)
      return function?.returnType?.hasSuffix("?") == true ? .optional : nil
    case .call(let callee, let arguments, nil, _):
      return givesOptional(callee, arguments) ? .optional : nil
    case .subscripted(.name(let name, _), _, nil, _):
      // `ages["Blob"]`: a dictionary's value for a key, if it holds one.
      guard let index = scopes.lastIndex(where: { $0.contains(name) }) else { return nil }
      return dictionaryScopes[index].contains(name) ? .optional : nil
    case .subscripted(.member(_, let field, _), _, nil, _):
      // `player.scores["Blob"]`: a plain struct's dictionary property, where every declared
      // struct's property of that name is one.
      let types = names.structs.values.flatMap(\.properties).filter { $0.name == field }
        .map(\.type)
      guard !types.isEmpty,
        types.allSatisfy({ $0.map { isDictionary(annotation: $0) } == true })
      else { return nil }
      return .optional
    case .member(let base, let name, _) where isCaseProperty(name):
      // `Lamp.off` names the case itself.
      if case .name(let type, _) = base, names.types[type] != nil, !isLocal(type) { return nil }
      return .optional
    default:
      return nil
    }
  }

  /// Whether `value.name` reads a case as a property (`mode.playing`, an Optional of the
  /// case's associated value): `name` is a case of a `@CasePathable @dynamicMemberLookup`
  /// enum, and no struct's or feature state's property has that name.
  private func isCaseProperty(_ name: String) -> Bool {
    names.enums.values.contains { $0.hasCaseProperties && $0.enumCase(named: name) != nil }
      && !names.structs.values.contains { $0.properties.contains { $0.name == name } }
      && !names.features.values.contains { $0.stateFields.contains(name) }
  }
}

extension Checker {
  /// Whether a binding of `value`, declared with the type `annotation` (if any), holds a
  /// dictionary: `[String: Int]` (a `:` outside any inner brackets, or a type alias of such a
  /// type), or a dictionary literal.
  package func isDictionary(_ value: Expression?, annotation: String?) -> Bool {
    guard let annotation else {
      switch value {
      case .dictionary?: return true
      case .call(let callee, let arguments, nil, _)?:
        // `Dictionary(grouping: items, by: { … })`, `Dictionary(uniqueKeysWithValues: pairs)`.
        guard case .type(let construction)? = builtinCallee(callee) else { return false }
        return construction.initializers.contains {
          $0.constructor.givesDictionary && $0.takes(labels: arguments.map(\.label))
        }
      default: return false
      }
    }
    return isDictionary(annotation: annotation)
  }

  /// Whether the type `annotation` is a dictionary's (`[String: [Int]]`, or a type alias of
  /// one).
  private func isDictionary(annotation: String) -> Bool {
    let type = names.typeAliases[annotation] ?? annotation
    guard type.hasPrefix("["), type.hasSuffix("]") else { return false }
    var depth = 0
    for character in type.dropFirst().dropLast() {
      switch character {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 0: return true
      default: break
      }
    }
    return false
  }
}

extension Checker {
  /// Whether `callee(arguments)` calls an initializer of a built-in type that gives an
  /// Optional (``Builtin/Initializer/givesOptional``): `Optional(value)` and
  /// `UUID(uuidString: text)`, whose labels choose only such initializers, or `Int(text)` with
  /// a string literal (the checker knows no other argument's type); a plain enum's
  /// `init(rawValue:)`.
  private func givesOptional(_ callee: Expression, _ arguments: [Argument]) -> Bool {
    if case .name(let type, _) = callee, !isLocal(type), names.enums[type]?.rawType != nil,
      arguments.map(\.label) == ["rawValue"]
    {
      // `Zone(rawValue: 2)`: the case of that raw value, if one has it.
      return true
    }
    guard case .type(let construction)? = builtinCallee(callee) else { return false }
    let written = arguments.map { argument -> Builtin.Argument in
      if case .string = argument.value { .string("") } else { .other }
    }
    let labelled = construction.initializers.filter { $0.takes(labels: arguments.map(\.label)) }
    // `UUID(uuidString: text)`: its labels alone choose an initializer that gives one.
    if !labelled.isEmpty, labelled.allSatisfy(\.givesOptional) { return true }
    return labelled.contains { $0.givesOptional && $0.fits(written) }
  }
}
