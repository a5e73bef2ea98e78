import DepplaySyntax

/// Identified arrays (`IdentifiedArrayOf<Contact>`), where the checker knows that a receiver
/// is one: `append(_:)` and `insert(_:at:)` add an element only when its `id` is not there
/// yet and give `(inserted: Bool, index: Int)`, as swift-identified-collections' do. depplay
/// keeps an identified array as an array of its elements, so the call is resolved to the
/// identified array's method here (``ValueMethod/identifiedAppend``).
extension Checker {
  /// The type name the checker knows a local holding an identified array by
  /// (``heldType(by:)``).
  static let identifiedArrayType = Builtin.StoreLayer.identifiedArray.rawValue

  /// ``identifiedArrayType`` when `annotation` is an identified array's type
  /// (`IdentifiedArrayOf<Contact>`) or `value` makes one (`IdentifiedArray(uniqueElements:
  /// …)`); `nil` otherwise.
  func identifiedArrayType(given value: Expression?, annotation: String?) -> String? {
    if let annotation, Self.isIdentifiedArray(annotation) { return Self.identifiedArrayType }
    if case .call(.name(let type, _), _, _, _)? = value,
      case .storeLayer(.identifiedArray)? = resolution(of: type)?.builtin
    {
      return Self.identifiedArrayType
    }
    return nil
  }

  /// Whether the written type `type` is an identified array's.
  static func isIdentifiedArray(_ type: String) -> Bool {
    type.hasPrefix("IdentifiedArrayOf<") || type.hasPrefix("IdentifiedArray<")
  }

  /// Whether `receiver` is known to be an identified array: a local that holds one, or a
  /// property every declaration of whose name has an identified array's type (`state.rows`).
  func isIdentifiedArray(_ receiver: Expression) -> Bool {
    if case .name(let name, _) = receiver {
      return heldType(by: name) == Self.identifiedArrayType
    }
    return readsProperty(receiver, ofTypeWhere: Self.isIdentifiedArray)
  }
}
