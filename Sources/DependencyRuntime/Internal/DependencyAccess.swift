/// Who is reading a key and from where: what issue messages name.
struct DependencyAccess: Sendable {
  enum Form: Sendable {
    /// `@Dependency(\.name)` or `$0.name`: the key path's property name.
    case keyPath
    /// `@Dependency(Key.self)`.
    case keyType
    /// `values[Key.self]` read directly.
    case subscriptRead
  }

  var form: Form
  var fileID: StaticString
  var filePath: StaticString
  var line: UInt
  var column: UInt
}

/// A default being computed: who asked for it, and whether the computation fell back.
///
/// Bound (inside ``DependencyValues``) as current while the key's cascade runs, so the
/// library's own `testValue` default can name the reader and record its fallback.
final class DefaultComputation: Sendable {
  let name: String
  let typeName: String
  let valueType: String
  let access: DependencyAccess
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
