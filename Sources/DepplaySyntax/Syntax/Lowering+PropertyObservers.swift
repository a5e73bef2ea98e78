import SwiftSyntax

extension Lowering {
  /// Whether `syntax` is one stored property with observers: its accessors are only
  /// `willSet` and `didSet`.
  static func hasObservers(_ syntax: VariableDeclSyntax) -> Bool {
    guard syntax.bindings.count == 1,
      case .accessors(let list)? = syntax.bindings.first?.accessorBlock?.accessors, !list.isEmpty
    else { return false }
    return list.allSatisfy {
      [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind)
    }
  }

  /// `var quantities: [String: Int] = [:] { didSet { changes += 1 } }` in a class or a plain
  /// struct: a stored property with its observers.
  mutating func observedProperty(_ syntax: VariableDeclSyntax, of owner: String)
    throws(ParseError) -> StructDeclaration.Property
  {
    guard syntax.bindingSpecifier.tokenKind == .keyword(.var) else {
      throw ParseError(
        "'let' declarations cannot be observing properties", at: range(syntax.bindingSpecifier),
        notes: ["declare it with var"])
    }
    var property = try storedProperty(syntax, of: owner)
    var observers = PropertyObservers()
    guard case .accessors(let list)? = syntax.bindings.first?.accessorBlock?.accessors else {
      return property
    }
    for accessor in list {
      guard let body = accessor.body else {
        throw notSupported("an accessor without a body", at: accessor)
      }
      let written = accessor.parameters?.name.text
      let isWillSet = accessor.accessorSpecifier.tokenKind == .keyword(.willSet)
      let observer = PropertyObservers.Observer(
        parameter: written ?? (isWillSet ? "newValue" : "oldValue"),
        isParameterWritten: written != nil, body: try block(body))
      if isWillSet {
        observers.willSet = observer
      } else {
        observers.didSet = observer
      }
    }
    property.observers = observers
    return property
  }
}
