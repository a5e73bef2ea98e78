import DepplaySyntax

extension Interpreter {
  /// The constraints of a generic function, method or struct (`<T: Equatable>`) on the
  /// values a call gives it: where a parameter (or stored property) is written with the type
  /// `T` or `[T]`, its value (or each element) is of a type that conforms to `T`'s protocols,
  /// or the call stops with swiftc's error (`global function 'firstMatch' requires that
  /// 'Point' conform to 'Equatable'`). depplay knows the conformances of the script's plain
  /// structs, and of nothing else (Swift's own types have these four): another value passes.
  func requireConformances(
    of generics: [GenericParameter], _ typed: [(type: TypeShape, value: ScriptValue)],
    in what: String, range: SourceRange
  ) throws {
    guard !generics.isEmpty else { return }
    for (type, value) in typed {
      let (isList, name): (Bool, String)
      switch type {
      case .named(let named, arguments: []): (isList, name) = (false, named)
      case .array(.named(let named, arguments: [])): (isList, name) = (true, named)
      default: continue
      }
      guard let generic = generics.first(where: { $0.name == name }) else { continue }
      let elements: [ScriptValue]
      switch (isList, value) {
      case (false, _): elements = [value]
      case (true, .list(let list)): elements = list
      default: continue
      }
      for case .record(let record) in elements {
        guard let declared = state.withLock({ $0.structs[record.name] }),
          let missing = generic.constraints.first(where: {
            !Self.conforms(declared.declaration, to: $0)
          })
        else { continue }
        throw RuntimeError(
          "\(what) requires that '\(record.name)' conform to '\(missing.name)'", at: range,
          notes: ["declare it 'struct \(record.name): \(missing.name)'"])
      }
    }
  }

  /// Whether the plain struct conforms to the generic constraint: `Comparable` and
  /// `CustomStringConvertible` where it (or an extension of it) declares it.
  private static func conforms(
    _ declaration: StructDeclaration, to constraint: GenericParameter.Constraint
  ) -> Bool {
    switch constraint {
    case .equatable: declaration.isEquatable
    case .hashable: declaration.conformances.contains(.hashable)
    case .comparable: declaration.conformances.contains(.comparable)
    case .customStringConvertible: declaration.conformances.contains(.customStringConvertible)
    case .declared(let name): declaration.protocols.contains(name)
    }
  }
}
