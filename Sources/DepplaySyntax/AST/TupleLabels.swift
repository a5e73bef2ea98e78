/// The element labels a declared type gives the tuples stored in it: in Swift a tuple takes
/// the type it is converted to, labels included, so `(uuid(), title)` appended to a
/// `[(id: UUID, title: String)]` is read as `.id` and `.title`. depplay's tuples carry the
/// labels they were written with, so a value stored where the type is declared takes the
/// declared labels (``init(annotation:)``).
package indirect enum TupleLabels: Sendable, Equatable {
  /// `(id: UUID, String)`: each element's label (`nil` for none) and the labels the element's
  /// own type gives (`nil` when it gives none).
  case tuple(labels: [String?], elements: [TupleLabels?])
  /// `[T]`: each element's.
  case elements(TupleLabels)
  /// `T?`: the wrapped value's, when there is one.
  case optional(TupleLabels)

  /// The labels the type spelled `annotation` gives (none, for `(Int, Int)`: Swift drops a
  /// tuple's labels converting it to an unlabelled tuple type); `nil` when it names no tuple
  /// (a function type's parameters are no tuple; a dictionary's values are left as they are).
  package init?(annotation: String) {
    guard annotation.contains("(") else { return nil }  // a tuple type needs parentheses
    self.init(written: Substring(annotation.filter { !$0.isWhitespace }))
  }

  private init?(written: Substring) {
    if written.hasSuffix("?") {
      guard let wrapped = TupleLabels(written: written.dropLast()) else { return nil }
      self = .optional(wrapped)
      return
    }
    guard let open = written.first, let close = written.last, written.count >= 2,
      (open == "[" && close == "]") || (open == "(" && close == ")")
    else { return nil }
    let parts = Self.topLevel(written.dropFirst().dropLast())
    if open == "[" {
      // `[Key: Value]` is a dictionary, whose values depplay leaves as they are.
      guard parts.count == 1, Self.label(of: parts[0]) == nil,
        let element = TupleLabels(written: parts[0])
      else { return nil }
      self = .elements(element)
      return
    }
    if parts.count == 1, Self.label(of: parts[0]) == nil {
      guard let inner = TupleLabels(written: parts[0]) else { return nil }
      self = inner  // `(T)` is `T`
      return
    }
    let labels = parts.map { Self.label(of: $0).map(String.init) }
    let elements = parts.map { part in
      TupleLabels(written: Self.label(of: part).map { part.dropFirst($0.count + 1) } ?? part)
    }
    self = .tuple(labels: labels, elements: elements)
  }

  /// `value`, a literal given to a binding of the declared type, with the declared labels
  /// written into its tuple literals (`let pairs: [(id: Int, name: String)] = [(1, "a")]`).
  package func labelling(_ value: Expression) -> Expression {
    switch (self, value) {
    case (.tuple(let labels, let shapes), .tuple(var elements, let range))
    where elements.count == labels.count:
      for index in elements.indices {
        elements[index].label = labels[index]
        if let shape = shapes[index] {
          elements[index].value = shape.labelling(elements[index].value)
        }
      }
      return .tuple(elements: elements, range: range)
    case (.elements(let shape), .list(let elements, let range)):
      return .list(elements: elements.map(shape.labelling), range: range)
    case (.optional(let shape), _):
      return shape.labelling(value)
    default:
      return value
    }
  }

  /// `text` split at its commas outside brackets, parentheses and angle brackets.
  private static func topLevel(_ text: Substring) -> [Substring] {
    var parts: [Substring] = []
    var depth = 0
    var start = text.startIndex
    for index in text.indices {
      switch text[index] {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      case "," where depth == 0:
        parts.append(text[start..<index])
        start = text.index(after: index)
      default: break
      }
    }
    parts.append(text[start...])
    return parts
  }

  /// The label of a tuple element's spelling (`id` of `id:UUID`), if it has one.
  private static func label(of element: Substring) -> Substring? {
    guard let colon = element.firstIndex(of: ":") else { return nil }
    let name = element[..<colon]
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return name
  }
}
