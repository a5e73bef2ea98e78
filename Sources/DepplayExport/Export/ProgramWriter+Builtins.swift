import DepplaySemantics
import DepplaySyntax

extension ProgramWriter {
  /// What the built-in name `callee` is, as the checker resolved it; `nil` for any other
  /// callee.
  package func builtin(_ callee: Expression) -> Builtin.Kind? {
    if case .name(_, let range) = callee { resolutions[range]?.builtin } else { nil }
  }

  /// The built-in function `callee` is, if it is one.
  package func function(_ callee: Expression) -> Builtin.Function? {
    if case .function(let function)? = builtin(callee) { function } else { nil }
  }

  /// The name of the store layer `callee` is, if it is one.
  package func storeLayer(_ callee: Expression) -> Builtin.StoreLayer? {
    if case .storeLayer(let layer)? = builtin(callee) { layer } else { nil }
  }

  /// A call of a built-in function or a name of the store layer, written as Swift; `nil` for
  /// a call written as it stands (a built-in type's initializer, `print` once refused
  /// arguments are ruled out).
  package mutating func builtinCall(
    _ callee: Expression, arguments: [Argument], trailing: ClosureLiteral?, range: SourceRange
  ) throws(ExportError) -> String? {
    if case .member(_, _, let memberRange) = callee,
      resolutions.view.callee(at: memberRange) == .issueRecord
    {
      // The exported program's tests are the harness's, not Swift Testing's: IssueReporting's
      // `reportIssue` fails them as `Issue.record` fails a Swift Testing test.
      return "reportIssue(\(try self.arguments(arguments)))"
    }
    switch builtin(callee) {
    case .function(.expect)?:
      guard case .expect(let form)? = resolutions.view.callee(at: callee.range) else {
        throw ExportError("this expect", because: "it is not a form depplay knows", at: range)
      }
      return try expectCall(form, arguments, range: range)
    case .function(.print)?:
      if let store = arguments.first(where: { printsAsDepplayValue($0.value) }) {
        throw ExportError(
          "printing a store, reducer or feature",
          because: "depplay and Swift describe it differently", at: store.range,
          notes: ["print its state instead: print(store.state)"])
      }
      if let optional = arguments.first(where: { printsOptionalOtherwise($0.value) }) {
        try refusePrintedOptional(optional.value)
      }
      return nil
    case .storeLayer(let layer)?:
      switch layer {
      case .store, .testStore:
        return try storeInitializer(
          layer.rawValue, arguments: arguments, trailing: trailing, range: range)
      case .stackState where arguments.isEmpty:
        return stackStateLiteral(range: range)
      case .stackState:
        return "StackState(\(try self.arguments(arguments)))"
      case .identifiedArray:
        return "IdentifiedArray(\(try self.arguments(arguments)))"
      case .alertState:
        return try alertStateCall(arguments: arguments, trailing: trailing, range: range)
      case .textState, .buttonState:
        return nil
      case .reduce, .scope, .combineReducers, .bindingReducer, .emptyReducer:
        return try reducer(
          .call(callee: callee, arguments: arguments, trailingClosure: trailing, range: range))
      }
    case .testCheck(let check)?:
      return try testCheckCall(check, arguments: arguments, trailing: trailing, range: range)
    case .function(.expectNoDifference)?, .function(.withTaskCancellation)?:
      // Written as it stands: the store library has swift-custom-dump's function and TCA's
      // `withTaskCancellation`.
      usesComposable = true
      return nil
    case .function(.withKnownIssue)?:
      return try knownIssueCall(
        arguments: arguments, trailing: trailing, range: range,
        site: .callSite(of: range, name: callee.range, arguments: arguments, trailing: trailing))
    case .type? where arguments.contains(where: \.isClosureWithParameters):
      // `Dictionary(grouping: items, by: { item in item.shelf })`: Swift infers the closure's
      // parameter types from the initializer's.
      return try expression(callee, wantsValue: true) + "("
        + self.arguments(arguments, closuresTypedByCallee: true) + ")"
    case .function(.max)?, .function(.min)?, .function(.stride)?, .function(.zip)?,
      .function(.abs)?, .function(.fatalError)?, .function(.unimplemented)?,
      .function(.reportIssue)?, .function(.typeOf)?, .type?,
      .staticMembers?, .staticFunctions?,
      .key?, .value?,
      nil:
      return nil
    }
  }

  /// Whether the call needs `!` after it: a failable initializer of a built-in type
  /// (`TimeZone(secondsFromGMT: 3600)`) whose literal argument it
  /// accepts, as Swift code writes it: the
  /// table of built-ins says which initializers are failable, and its own initializer decides
  /// whether the literal is valid. A value that is not a literal, an invalid one, or an
  /// initializer the type does not have, has no faithful export.
  package func forceUnwraps(_ callee: Expression, _ arguments: [Argument], range: SourceRange)
    throws(ExportError) -> Bool
  {
    guard case .name(let type, _) = callee, let construction = Builtin.construction(of: type)
    else { return false }
    let labels = arguments.map(\.label)
    let initializers = construction.initializers.filter { $0.takes(labels: labels) }
    guard !initializers.isEmpty else {
      throw ExportError(
        "this \(type)", because: "\(type) has no such initializer", at: range,
        notes: [construction.hint])
    }
    guard initializers.contains(where: \.isFailable) else { return false }
    let values = arguments.compactMap { literalValue($0.value) }
    guard values.count == arguments.count,
      initializers.contains(where: { $0.fits(values) && $0.makesValue(of: values) })
    else {
      throw ExportError(
        "this \(type)", because: "its initializer fails unless given a valid literal", at: range)
    }
    return true
  }

  /// Notes that the program imports Foundation when the call is of a built-in initializer
  /// Foundation declares though its type's others need no import: `String(format:_:...)`.
  package mutating func noteFoundationInitializer(_ callee: Expression, _ arguments: [Argument]) {
    guard case .name(let type, _) = callee, let construction = Builtin.construction(of: type)
    else { return }
    let labels = arguments.map(\.label)
    if construction.initializers.contains(where: { $0.needsFoundation && $0.takes(labels: labels) })
    {
      usesFoundation = true
    }
  }

  /// A string or integer literal as an argument of a built-in initializer.
  private func literalValue(_ expression: Expression) -> Builtin.Argument? {
    switch expression {
    case .integer(let value, _): return .int(value)
    case .string(let parts, _) where parts.isEmpty: return .string("")
    case .string(let parts, _):
      guard parts.count == 1, case .text(let text) = parts[0] else { return nil }
      return .string(text)
    default: return nil
    }
  }
}

extension Argument {
  /// Whether the argument is a closure literal that names parameters (`{ item in … }`,
  /// `{ $0.shelf }`).
  fileprivate var isClosureWithParameters: Bool {
    if case .closure(let literal) = value { !literal.boundParameters.isEmpty } else { false }
  }
}
