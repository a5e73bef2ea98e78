import DependencyRuntime
import DepplaySemantics
import DepplaySyntax
import Synchronization

/// An instance of a script model: a class whose `@Dependency` properties are real
/// `Dependency` wrappers, created (and so capturing the values in force) at `init`.
package final class ModelInstance: RunTimeModel, Sendable {
  /// A stored `@Dependency` property.
  package enum Property: Sendable {
    /// A script key, then record fields after it in the key path.
    case script(Dependency<ScriptValue>, key: DynamicDependencyKey<ScriptValue>, fields: [String])
    /// `@Dependency(\.context)`
    case context(Dependency<DependencyContext>)
    /// A built-in key (`@Dependency(\.continuousClock)`): reads its wrapper, then the fields.
    case builtin(read: @Sendable () -> ScriptValue, key: BuiltinKey, fields: [String])
    /// `@Dependency(\.self)`: the whole `DependencyValues`, then keys after it in the path.
    case values(Dependency<DependencyValues>, path: [String])
  }

  /// The first stored `@Dependency` of a script key: what `withDependencies(from:)` finds
  /// by reflection, as in the library.
  package let firstDependency: Dependency<ScriptValue>?
  package let declaration: ModelDeclaration
  /// The frame the model was declared in, which its methods' frames are nested in.
  package let declaredIn: Frame
  package let properties: [String: Property]
  /// The actor an instance of an `actor` is isolated to; `nil` for a class's.
  package let isolation: ActorIsolation?
  /// Its other stored properties (`var count = 0`): one instance's, whoever changes them.
  private let stored: Mutex<Record>

  package init(
    declaration: Declared<ModelDeclaration>, properties: [(String, Property)],
    stored: [Record.Field] = []
  ) {
    self.declaration = declaration.declaration
    self.declaredIn = declaration.frame
    self.properties = Dictionary(properties, uniquingKeysWith: { first, _ in first })
    self.stored = Mutex(Record(name: declaration.declaration.name, fields: stored))
    self.isolation = declaration.declaration.isActor ? ActorIsolation() : nil
    self.firstDependency =
      properties.lazy.compactMap { entry -> Dependency<ScriptValue>? in
        if case .script(let dependency, _, _) = entry.1 { return dependency }
        return nil
      }.first
  }

  /// The model's type name.
  package var name: String { declaration.name }

  /// The script's name for the model's type, for the runtime's messages.
  package var modelTypeName: String { declaration.name }

  /// The stored property `name`'s value now; `nil` when it has none of that name.
  package func storedValue(_ name: String) -> ScriptValue? {
    stored.withLock { $0[field: name] }
  }

  /// Its stored properties other than `@Dependency`s, with their values now.
  package var storedFields: [Record.Field] { stored.withLock { $0.fields } }

  /// Sets the stored property `name` (one the checker let the script assign); a `lazy var`
  /// that has no value yet gets its field now.
  package func setStoredValue(_ name: String, to value: ScriptValue) {
    stored.withLock { record in
      if record[field: name] == nil {
        record.fields.append(Record.Field(name: name, value: value))
      } else {
        record[field: name] = value
      }
    }
  }

  /// Its class's first method named `name`, whatever its labels.
  package func method(named name: String) -> ModelDeclaration.Method? {
    declaration.methods.first { $0.name == name }
  }

  /// Its class's method `name` that a call with `arguments` runs, chosen by the call's labels
  /// (``Swift/Sequence/overload(named:arguments:trailing:)``).
  package func method(named name: String, arguments: [Argument])
    -> OverloadChoice<ModelDeclaration.Method>
  {
    declaration.methods.overload(named: name, arguments: arguments)
  }
}
