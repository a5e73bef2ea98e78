/// Who is reading a key and from where: what issue messages name.
///
/// A class, so a read view carries it as one reference; a `@Dependency` creates it once, and
/// a default being computed is one (``DefaultComputation``).
/// Immutable (hence `@unchecked Sendable`, which the subclasses restate).
@usableFromInline
class DependencyAccess: @unchecked Sendable {
  @usableFromInline
  enum Form: Sendable {
    /// `@Dependency(\.name)` or `$0.name`: the key path's property name.
    case keyPath
    /// `@Dependency(Key.self)`.
    case keyType
    /// `values[Key.self]` read directly.
    case subscriptRead
  }

  let form: Form
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  @usableFromInline
  init(form: Form, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.form = form
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

}

/// A default being computed: who asked for it, and whether the computation fell back.
///
/// Bound (inside ``DependencyValues``) as current while the key's cascade runs, so the
/// library's own `testValue` default can name the reader and record its fallback.
/// It is also the access it was computed for, so the values bound carry one reader.
@usableFromInline
final class DefaultComputation: DependencyAccess, @unchecked Sendable {
  let name: String
  let typeName: String
  let valueType: String
  let fallback = LockIsolated<DefaultFallback?>(nil)

  init(name: String, typeName: String, valueType: String, access: DependencyAccess) {
    self.name = name
    self.typeName = typeName
    self.valueType = valueType
    super.init(
      form: access.form, fileID: access.fileID, filePath: access.filePath, line: access.line,
      column: access.column)
  }

  /// How a reader would write this access in Swift: `@Dependency(\.full)`.
  var spelling: String {
    switch form {
    case .keyPath: "@Dependency(\\.\(name))"
    case .keyType: "@Dependency(\(typeName).self)"
    case .subscriptRead: "DependencyValues[\(typeName).self]"
    }
  }

  /// How an update closure overrides the key read: `$0.full`, or `$0[Settings.self]` for a
  /// read by its type.
  var overrideSpelling: String {
    form == .keyType ? "$0[\(typeName).self]" : "$0.\(name)"
  }
}
