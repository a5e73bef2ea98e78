import DepplaySyntax

/// Swift's tuples — `(a, b)`, `(name: a, count: b)`, a dictionary's `(key:value:)` entries,
/// `enumerated()`'s `(offset:element:)` pairs — are records without a type name, whose
/// unlabelled elements are fields with an empty name.
extension ScriptValue {
  /// The tuple of `elements`, each with its label or none.
  package static func tuple(_ elements: [(label: String?, value: ScriptValue)]) -> ScriptValue {
    .record(
      Record(name: "", fields: elements.map { Record.Field(name: $0.label ?? "", value: $0.value) })
    )
  }
}

extension ScriptValue {
  /// The value as the declared type `labels` comes from stores it: each tuple in it (an
  /// element of an array, a wrapped optional's) with the declared labels, as Swift converts
  /// `(uuid(), title)` to a `(id: UUID, title: String)`.
  package func relabelled(by labels: TupleLabels) -> ScriptValue {
    switch (labels, self) {
    case (.tuple(let names, let elements), .record(var tuple))
    where tuple.isTuple && tuple.fields.count == names.count:
      for index in tuple.fields.indices {
        tuple.fields[index].name = names[index] ?? ""
        if let inner = elements[index] {
          tuple.fields[index].value = tuple.fields[index].value.relabelled(by: inner)
        }
      }
      return .record(tuple)
    case (.elements(let element), .list(let values)):
      return .list(values.map { $0.relabelled(by: element) })
    case (.optional(let wrapped), _):
      return relabelled(by: wrapped)
    default:
      return self
    }
  }
}

extension Record {
  /// Whether the record is a tuple (it has no type name).
  package var isTuple: Bool { name.isEmpty }

  /// The index of the field `name`: the field of that name, or, in a tuple, the element at
  /// the position `name` spells (`pair.0`, `entry.1`), labelled or not, as Swift allows.
  package func fieldIndex(_ name: String) -> Int? {
    if let index = fields.firstIndex(where: { $0.name == name }) { return index }
    guard isTuple, let position = Int(name), name.allSatisfy(\.isNumber),
      fields.indices.contains(position)
    else { return nil }
    return position
  }

  /// The tuple's type as Swift spells it: `(String, Int)`, `(key: String, value: Int)`.
  package var tupleTypeName: String {
    "("
      + fields.map { ($0.name.isEmpty ? "" : $0.name + ": ") + $0.value.typeName }
      .joined(separator: ", ") + ")"
  }
}

extension Frame {
  /// Binds the names of a tuple pattern (`let (a, b) = pair`, `for (key, value) in …`) to
  /// the elements of the tuple `value`, in order, one binding a name each (`_` too, which no
  /// code reads: a loop's pass unbinds what follows its pattern's names).
  package func bind(_ names: [String], toPartsOf value: ScriptValue, range: SourceRange) throws {
    guard case .record(let tuple) = value, tuple.isTuple, tuple.fields.count == names.count else {
      throw RuntimeError(
        "a tuple pattern of \(names.count) names cannot bind a value of type '\(value.typeName)'",
        at: range)
    }
    for (name, field) in zip(names, tuple.fields) { bind(name, field.value) }
  }
}
