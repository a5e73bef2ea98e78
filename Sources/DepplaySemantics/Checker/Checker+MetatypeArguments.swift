import DepplaySyntax

extension Checker {
  /// Whether `argument` is a type a built-in initializer takes written `Name.self`
  /// (`String(decoding: data, as: UTF8.self)`), which names no value to check.
  package func isMetatypeArgument(_ argument: Argument, of callee: Expression) -> Bool {
    guard case .type? = builtinCallee(callee), case .name(let name, _) = callee,
      let construction = Builtin.construction(of: name)
    else { return false }
    return construction.initializers.contains { initializer in
      zip(initializer.parameters, initializer.labels).contains { parameter, label in
        if case .metatype(let type) = parameter.type, label == argument.label,
          case .member(.name(type, _), "self", _) = argument.value
        {
          true
        } else {
          false
        }
      }
    }
  }
}
