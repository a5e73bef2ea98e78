extension ProgramWriter {
  /// The keys the export does not write yet: `mainQueue` (its schedulers come from the store
  /// library) and `\.self` (the whole values, whose members are keys).
  static let unexportedKeys: Set<String> = ["mainQueue", "self"]

  /// Refuses a read or `@Dependency` of a key the export does not write yet, at its place.
  func refuseUnexportedKey(_ key: String, at range: SourceRange) throws(ExportError) {
    guard Self.unexportedKeys.contains(key) else { return }
    if key == "self" {
      throw ExportError(
        "'@Dependency(\\.self)'", because: "reads through the whole values are not exported yet",
        at: range)
    }
    throw ExportError(
      "the dependency '\(key)'", because: "the store library's schedulers are not exported yet",
      at: range)
  }
}
