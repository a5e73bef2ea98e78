import DepplaySyntax

extension Checker {
  /// Notes what `callee`, called with `arguments`, names in the catalogue of built-in methods
  /// (``Callee``): a method call's `receiver.name`, a built-in type's static function
  /// (`Int.random`), an implied effect such as `.run` or `.merge(…)`, an implied built-in
  /// value (`.seconds(1)`), a form of `expect`. Any other callee names nothing there. `.cancel` is the
  /// effect only with an `id:` (without, it is an action's case), and then with that one
  /// argument.
  package mutating func recordCallee(
    _ callee: Expression, arguments: [Argument]? = nil, trailing: ClosureLiteral? = nil
  ) throws(CheckError) {
    if case .implicitMember("random", _, let range) = callee,
      let random = impliedRandoms[range.start.offset]
    {
      // `.random(in: 1...6, using: &generator)` where the context gives the type.
      resolutions.recordCallee(.random(random), at: range)
      return
    }
    switch callee {
    case .name(let name, let range):
      if case .function(.print)? = builtinCallee(callee) {
        resolutions.recordCallee(.print(try printForm(arguments ?? [], callee: range)), at: range)
        return
      }
      if let key = calledDependencyKey(name) {
        resolutions.recordCallee(.dependency(key), at: range)
        return
      }
      guard case .function(.expect)? = builtinCallee(callee) else { return }
      guard let form = Callee.Expect(labels: (arguments ?? []).map(\.label)) else {
        throw CheckError(
          "unknown form of expect", at: range,
          notes: [
            "write expect(condition), expect(output: \"…\") or expect(issues: n, kind: .noTestImplementation, key: \"name\")"
          ])
      }
      resolutions.recordCallee(.expect(form), at: range)
    case .member(.name(let type, _), let name, let range)
    where resolution(of: type)?.builtin != nil && Builtin.isStaticFunction(name, of: type):
      if let random = Callee.Random(rawValue: type) {
        resolutions.recordCallee(.random(random), at: range)
      } else if type == Callee.issueType {
        resolutions.recordCallee(.issueRecord, at: range)
      } else if case .type(let construction)? = Builtin.named[type]?.kind,
        let stream = construction.initializers.first(where: { $0.constructor.makesStream })
      {
        resolutions.recordCallee(
          .makeStream(throwing: stream.constructor == .asyncThrowingStream), at: range)
      }
    case .member(.name("self", _), let name, let range) where selfDependencyKey(name) != nil:
      // `self.fireAndForget { … }`: the `@Dependency` property's key, as without `self.`.
      if let key = selfDependencyKey(name) { resolutions.recordCallee(.dependency(key), at: range) }
    case .member(.name(let type, _), "State", let range) where resolution(of: type) == .model:
      resolutions.recordCallee(.featureState, at: range)
    case .member(let base, let name, let range):
      recordFeatureState(base)
      if let methods = Callee.Methods(
        named: name, labels: (arguments ?? []).map(\.label), trailingClosure: trailing != nil,
        ofOptional: printedOptional(base) == .optional || readsOptionalProperty(base),
        ofIdentified: isIdentifiedArray(base))
      {
        try checkImpliedArgument(of: methods.value, named: name, arguments ?? [])
        resolutions.recordCallee(.methods(methods), at: range)
        if methods.value == .modifyCase, let path = arguments?.first?.value {
          recordReducerEnumCase(path)
        }
      }
    case .implicitMember("random", let arguments?, let range)
    where arguments.first?.isLabelled(.in) == true
      && !names.structs.values.contains { $0.staticMethod(named: "random") != nil }:
      // Swift takes the type from the context, which depplay does not know here (a struct
      // of the script's own that declares `static func random` is another matter).
      throw CheckError(
        "'.random(in:)' with its type implied is not supported yet", at: range,
        notes: [
          "write the type: Int.random(in: 1...6, using: &generator), or give the value a "
            + "written type: let roll: Int = .random(in: 1...6, using: &generator)"
        ])
    case .implicitMember(let name, let arguments, let range):
      if let value = Callee.ImpliedValue(rawValue: name) {
        // `.set` is a binding action only with a key path first (`.set(\.name, "Blob")`);
        // else it is an action's case (`.row(.set(5))`).
        let startsWithKeyPath = if case .keyPath? = arguments?.first?.value { true } else { false }
        if value != .set || startsWithKeyPath { resolutions.recordCallee(.value(value), at: range) }
        return
      }
      guard let effect = Callee.Effect(rawValue: name) else { return }
      if effect == .cancel {
        guard let arguments, arguments.first?.label == "id" else { return }
        guard arguments.count == 1 else {
          throw CheckError(
            "expected .cancel(id: …)", at: range,
            notes: ["write return .cancel(id: \"search\") in a reducer"])
        }
      }
      resolutions.recordCallee(.effect(effect), at: range)
    default:
      break
    }
  }

  /// Notes `Feature.State` where `member` names the state type of a type the script declared
  /// (``Callee/featureState``).
  package mutating func recordFeatureState(_ member: Expression) {
    guard case .member(.name(let type, _), "State", let range) = member,
      resolution(of: type) == .model
    else { return }
    resolutions.recordCallee(.featureState, at: range)
  }

  /// Notes that `member` (`destination.edit`), or the case key path `\.edit` given to
  /// `destination.modify(…)`, names a case of the script's `@Reducer enum`s
  /// (``Callee/reducerEnumCase(of:)``), unless its place names something else already.
  package mutating func recordReducerEnumCase(_ member: Expression) {
    let name: String
    let range: SourceRange
    switch member {
    case .member(_, let member, let place): (name, range) = (member, place)
    case .keyPath(let path, let place) where path.count == 1: (name, range) = (path[0], place)
    default: return
    }
    guard resolutions.callee(at: range) == nil else { return }
    let declaring = names.reducerEnums.values.filter { $0.contains(name) }
    guard !declaring.isEmpty else { return }
    resolutions.recordCallee(.reducerEnumCase(of: Array(declaring)), at: range)
  }

  /// Notes the built-in value `member` names when it is `Type.name` on a built-in type named
  /// for its static members (`UUIDGenerator.incrementing`, `DateGenerator.constant(…)`), a
  /// static value of a built-in type (`UserDefaults.standard`), or a bound of Int's range
  /// (`Int.max`, `Int.min`).
  package mutating func recordStaticValue(_ member: Expression) {
    if case .member(.name(let type, _), let name, let range) = member,
      case .type? = resolution(of: type)?.builtin, type == Callee.Random.int.rawValue,
      let bound = Callee.IntegerBound(rawValue: name)
    {
      resolutions.recordCallee(.integerBound(bound), at: range)
      return
    }
    if case .member(.name(let type, _), let name, let range) = member,
      case .type(let construction)? = resolution(of: type)?.builtin,
      let value = Callee.ImpliedValue(rawValue: name), construction.staticValues.contains(value)
    {
      // `UserDefaults.standard`.
      resolutions.recordCallee(.value(value), at: range)
      return
    }
    guard case .member(.name(let type, _), let name, let range) = member,
      case .staticMembers(let owner)? = resolution(of: type)?.builtin, owner.members.contains(name),
      let value = Callee.ImpliedValue(rawValue: name)
    else { return }
    resolutions.recordCallee(.value(value), at: range)
  }
}

extension Checker {
  /// The implied member a method of a value takes as its argument names one of the
  /// catalogue's (`rounded(.up)`, `trimmingCharacters(in: .whitespaces)`): written as a member
  /// (`.up`), and one that type has, else Swift's error at its place. Where a type of the
  /// script declares a method `name` (which the call may name instead), it is not checked.
  private func checkImpliedArgument(
    of method: ValueMethod?, named name: String, _ arguments: [Argument]
  ) throws(CheckError) {
    let (type, members): (String, [String])
    switch method {
    case .rounded?: (type, members) = ("FloatingPointRoundingRule", RoundingRule.names)
    case .trimmingCharacters?: (type, members) = ("CharacterSet", CharacterSetName.names)
    default: return
    }
    let declaresIt =
      names.structs.values.contains { $0.methods.contains { $0.name == name } }
      || names.enums.values.contains { $0.methods.contains { $0.name == name } }
      || names.models.values.contains { $0.methods[name] != nil }
    guard !declaresIt, let argument = arguments.first else { return }
    guard case .implicitMember(let word, nil, let range) = argument.value else {
      throw CheckError(
        "the argument of this method is written as a member of '\(type)' here", at: argument.range,
        notes: ["write one of: " + members.map { "." + $0 }.joined(separator: ", ")])
    }
    guard members.contains(word) else {
      throw CheckError(
        "type '\(type)' has no member '\(word)'", at: range.trailingName(word),
        notes: DidYouMean.note(for: word, among: members))
    }
  }
}
