import DepplaySyntax

/// `private(set)` and `private` on a plain struct's stored properties: code outside the
/// struct's own body (its methods, initializers and accessors, and closures in them) may not
/// assign the property, as Swift refuses.
extension Interpreter {
  /// Swift's error when `record`'s stored property `name` is assigned here but hides its
  /// setter from code outside its struct; nothing when it may be assigned.
  func checkSetterAccess(
    of name: String, in record: Record, range: SourceRange, _ context: Context
  ) throws {
    guard let declared = declaredStruct(record.name),
      let property = declared.declaration.properties.first(where: { $0.name == name }),
      !property.access.isSettableOutside
    else { return }
    if case .record(let current)? = context.frame.lookup("self"), current.name == record.name {
      return  // in the struct's own code
    }
    let message =
      property.access == .hidden
      ? "'\(name)' is inaccessible due to 'private' protection level"
      : "cannot assign to property: '\(name)' setter is inaccessible"
    throw RuntimeError(
      message, at: range, notes: ["call a mutating method of '\(record.name)' that assigns it"])
  }
}
