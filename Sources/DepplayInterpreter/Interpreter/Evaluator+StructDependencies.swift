import DepplaySyntax

/// `@Dependency` properties of plain structs at run time. A value of such a struct is a
/// record whose field holds the library's wrapper, made when the value is (so it captures the
/// values in force then, rule 15); copying the value copies the wrapper, as in Swift. A read
/// of the property reads through the wrapper: its captured values merged with the current
/// ones (rule 16), recorded with its provenance as any other read.
extension Interpreter {
  /// The field of `property` made now: its wrapper for a `@Dependency`, else `nil`.
  package func dependencyField(_ property: StructDeclaration.Property, range: SourceRange) throws
    -> ScriptValue?
  {
    guard let keyPath = property.dependencyKeyPath else { return nil }
    guard let wrapper = dependencyProperty(keyPath) else {
      throw RuntimeError("unknown dependency '\(keyPath[0])'", at: range)
    }
    return .dependency(LocalDependency(wrapper))
  }

  /// A record's field `name` as the script sees it: a `@Dependency`'s value read through its
  /// wrapper now, any other field as it is.
  package func fieldValue(
    _ field: ScriptValue, named name: String, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard case .dependency(let local) = field else { return field }
    return try read(local.wrapper, named: name, range: range, &context)
  }

  /// The wrapper of `self`'s `@Dependency` property `name`, in code of a plain struct
  /// (`why full` in its method asks about the values the wrapper captured).
  package func selfDependency(named name: String, _ context: Context) -> ModelInstance.Property? {
    guard case .record(let record)? = context.frame.lookup("self"),
      case .dependency(let local)? = record[field: name]
    else { return nil }
    return local.wrapper
  }

  /// `greeter.full = 2` where `full` is a `@Dependency`: the library's wrapper has only a
  /// getter, so Swift refuses it, at the property's name (`nameRanges`, one per name of
  /// `path`).
  package func refuseAssigningWrapper(
    _ path: [String], at nameRanges: [SourceRange], in value: ScriptValue
  )
    throws
  {
    var value = value
    for (name, range) in zip(path, nameRanges) {
      guard case .record(let record) = value, let field = record[field: name] else { return }
      if case .dependency = field {
        throw RuntimeError(
          "cannot assign to property: '\(name)' is a get-only property",
          at: range.trailingName(name))
      }
      value = field
    }
  }

  /// `print(greeter)` where the value holds a `@Dependency` wrapper (in a field, or deeper):
  /// Swift prints the wrapper's own storage (`_greeting: Dependency<String>(…)`), which
  /// depplay does not write; refused by name.
  package func refuseDescribingWrapper(_ value: ScriptValue, at range: SourceRange) throws {
    switch value {
    case .record(let record):
      for field in record.fields {
        if case .dependency = field.value {
          throw RuntimeError(
            "printing a value that holds a '@Dependency' property ('\(record.name)') is not"
              + " supported yet", at: range,
            notes: ["print its properties instead: \(record.name.lowercased()).\(field.name)"])
        }
        try refuseDescribingWrapper(field.value, at: range)
      }
    case .list(let values):
      for element in values { try refuseDescribingWrapper(element, at: range) }
    default:
      break
    }
  }
}
