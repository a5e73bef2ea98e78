extension DumpedValue {
  /// The dump of a Swift value, read from its mirror: a struct's or a class's stored
  /// properties, a tuple's, an array's and a dictionary's elements, an enum's case and its
  /// associated values; an Optional is its wrapped value or `nil`; a value without parts is
  /// written as `"\(value)"` writes it.
  package init(reflecting value: Any) {
    if let text = value as? String {
      self = .string(text)
      return
    }
    let mirror = Mirror(reflecting: value)
    let children = Array(mirror.children)
    switch mirror.displayStyle {
    case .struct?, .class?:
      self = .structure(
        type: Self.typeName(mirror.subjectType),
        fields: children.map { Child(label: $0.label, value: DumpedValue(reflecting: $0.value)) })
    case .tuple?:
      self = .tuple(Self.tupleElements(children))
    case .collection?:
      self = .collection(children.map { DumpedValue(reflecting: $0.value) })
    case .dictionary?:
      self = .dictionary(
        children.map { entry in
          let pair = Array(Mirror(reflecting: entry.value).children)
          let key = DumpedValue(reflecting: pair[0].value)
            .lines(maxDepth: 1, isRoot: false).joined(separator: "\n")
          return Child(label: key, value: DumpedValue(reflecting: pair[1].value))
        }
        .sorted { $0.label ?? "" < $1.label ?? "" })
    case .enum?:
      let type = Self.typeName(mirror.subjectType)
      guard let payload = children.first else {
        self = .enumCase(type: type, name: "\(value)", associated: nil)
        return
      }
      let payloadMirror = Mirror(reflecting: payload.value)
      self = .enumCase(
        type: type, name: payload.label ?? "@unknown",
        associated: payloadMirror.displayStyle == .tuple
          ? Self.tupleElements(Array(payloadMirror.children))
          : [Child(label: nil, value: DumpedValue(reflecting: payload.value))])
    case .optional?:
      self = children.first.map { DumpedValue(reflecting: $0.value) } ?? .text("nil")
    default:
      self = .text("\(value)")
    }
  }

  /// A tuple's elements, an unlabelled one's mirror label (`.0`) taken out.
  private static func tupleElements(_ children: [Mirror.Child]) -> [Child] {
    children.map {
      Child(
        label: $0.label?.first == "." ? nil : $0.label, value: DumpedValue(reflecting: $0.value))
    }
  }

  /// A type's name as a dump writes it: without its module, the context of a private or local
  /// type (`(unknown context at $…).`) or generic arguments (`Feature.State`, `Result`).
  private static func typeName(_ type: Any.Type) -> String {
    var name = String(reflecting: type)
    while let context = name.range(of: "(unknown context at "),
      let end = name[context.upperBound...].range(of: ").")
    {
      name.removeSubrange(context.lowerBound..<end.upperBound)
    }
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    if let module = name.firstIndex(of: ".") { name = String(name[name.index(after: module)...]) }
    return name
  }
}
