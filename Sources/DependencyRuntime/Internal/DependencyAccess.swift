/// Who is reading a key and from where: what issue messages name.
///
/// A class, so a read view carries it as one reference; a `@Dependency` creates it once.
@usableFromInline
final class DependencyAccess: Sendable {
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
@usableFromInline
final class DefaultComputation: Sendable {
  let name: String
  let typeName: String
  let valueType: String
  @usableFromInline let access: DependencyAccess
  let fallback = LockIsolated<DefaultFallback?>(nil)

  init(name: String, typeName: String, valueType: String, access: DependencyAccess) {
    self.name = name
    self.typeName = typeName
    self.valueType = valueType
    self.access = access
  }

  /// How a reader would write this access in Swift: `@Dependency(\.full)`.
  var spelling: String {
    switch access.form {
    case .keyPath: "@Dependency(\\.\(name))"
    case .keyType: "@Dependency(\(typeName).self)"
    case .subscriptRead: "DependencyValues[\(typeName).self]"
    }
  }
}
