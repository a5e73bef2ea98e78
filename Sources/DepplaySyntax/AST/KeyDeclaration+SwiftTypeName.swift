extension KeyDeclaration {
  /// The key type a Swift program declares for this key: the script's own (``swiftType``), or
  /// for the shorthand `testOnly` → `TestOnlyKey` (the exporter's name for it).
  package var swiftTypeName: String {
    swiftType?.name ?? name.prefix(1).uppercased() + name.dropFirst() + "Key"
  }
}
