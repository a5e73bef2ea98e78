import DepplaySyntax

/// `.init(…)` where Swift infers the type from the context: an element of an array literal
/// given to a property, a local or a parameter whose type is written (`$0.entries =
/// [.init(id: 1)]`), the argument of `append` on such a property, an argument of a top-level
/// function or of a memberwise initializer (a plain struct's, a feature's `State`'s, whose
/// fields' types may be inferred from their initial values). The checker records the type
/// (``Callee/initializer(type:)``), which the interpreter constructs as `Type(…)`; the export
/// writes `.init(…)` as it stands.
extension Checker {
  /// Notes `value`, or each element of the array literal `value` is, when it is `.init(…)`
  /// and `type` (as written) names a struct, error type or client the script declares.
  package mutating func noteImpliedInitializers(in value: Expression, ofType type: String?) {
    guard let type = impliedMemberType(type) else { return }
    switch value {
    case .list(let elements, _) where type.hasPrefix("[") && type.hasSuffix("]"):
      let element = String(type.dropFirst().dropLast())
      guard !element.contains(":") else { return }
      for item in elements { noteImpliedInitializers(in: item, ofType: element) }
    case .implicitMember("init", _?, let range)
    where names.structs[type] != nil || names.types[type] != nil || isMemberwiseFeatureState(type):
      resolutions.recordCallee(.initializer(type: type), at: range)
    default:
      break
    }
  }

  /// Refuses `.init(…)` whose type depplay did not find in its context (noted before the
  /// value is checked, by ``noteImpliedInitializers(in:ofType:)`` and
  /// ``noteImpliedInitializers(passedTo:_:)``): it could not run.
  func refuseUnresolvedImpliedInitializer(_ name: String, range: SourceRange) throws(CheckError) {
    guard name == "init", resolutions.callee(at: range) == nil else { return }
    throw CheckError(
      "'.init(…)' with its type implied by this context is not supported yet", at: range,
      notes: ["write its type instead of .init: Pin(x: 1) for .init(x: 1)"])
  }

  /// Whether `type` is `Feature.State` of a feature whose `State` has its memberwise
  /// initializer.
  func isMemberwiseFeatureState(_ type: String) -> Bool {
    guard type.hasSuffix(".State") else { return false }
    return names.features[String(type.dropLast(".State".count))]?.hasMemberwiseState == true
  }

  /// The type a stored property's initial value gives it where none is written: a feature's
  /// state made by `Feature.State(…)`, a declared struct made by `Type(…)`.
  func inferredType(of value: Expression) -> String? {
    switch value {
    case .call(.member(.name(let feature, _), "State", _), _, nil, _):
      "\(feature).State"
    case .call(.name(let type, _), _, _, _) where names.structs[type] != nil:
      type
    default:
      nil
    }
  }

  /// The type an implied member takes from a context of the written type `written`: the
  /// type a type alias names, an Optional's wrapped type.
  func impliedMemberType(_ written: String?) -> String? {
    guard var type = written else { return nil }
    type = names.typeAliases[type] ?? type
    if type.hasSuffix("?") { type.removeLast() }
    return type
  }

  /// The type a property read holds, where every declaration of its name writes the same
  /// one (`$0.entries` of `var entries: [Entry] = []`).
  func writtenPropertyType(of place: Expression) -> String? {
    guard case .member(_, let name, _) = place else { return nil }
    let types = Set(declaredPropertyTypes(named: name))
    guard types.count == 1, let type = types.first else { return nil }
    return type
  }

  /// Notes the `.init(…)` arguments of a call whose parameters' types are written: `append`
  /// on a property of an array type, a top-level function with one overload, a plain
  /// struct's memberwise initializer.
  package mutating func noteImpliedInitializers(
    passedTo callee: Expression, _ arguments: [Argument]
  ) {
    switch callee {
    case .member(let base, "append", _) where arguments.count == 1:
      guard let type = writtenPropertyType(of: base), type.hasPrefix("["), type.hasSuffix("]")
      else { return }
      noteImpliedInitializers(in: arguments[0].value, ofType: String(type.dropFirst().dropLast()))
    case .name(let name, _):
      if let functions = names.functions[name], functions.count == 1,
        functions[0].parameters.count == arguments.count
      {
        for (parameter, argument) in zip(functions[0].parameters, arguments) {
          noteImpliedInitializers(in: argument.value, ofType: parameter.type)
        }
      } else if let declaration = names.structs[name], declaration.initializers.isEmpty {
        for argument in arguments {
          let property = declaration.properties.first { $0.name == argument.label }
          noteImpliedInitializers(in: argument.value, ofType: property?.type)
        }
      }
    case .member(.name(let feature, _), "State", _):
      guard let shape = names.features[feature], shape.hasMemberwiseState else { return }
      for argument in arguments {
        noteImpliedInitializers(
          in: argument.value, ofType: argument.label.flatMap { shape.stateFieldTypes[$0] })
      }
    default:
      break
    }
  }
}
