import DepplaySemantics
import DepplaySyntax
import Foundation

/// The methods of arrays and Bools at run time (``ValueMethod``): a `mutating` one changes
/// the value where it was called, and writes it back to that place, as Swift's do.
extension Interpreter {
  /// `names.append("Blob")`, `state.isOn.toggle()`, `todos.map(\.title)`: calls the method
  /// of the receiver's value; `nil` when its type has no such method.
  package func callValueMethod(
    _ name: String, on receiver: ScriptValue, base: DepplaySyntax.Expression, arguments: [Argument],
    trailing: ClosureLiteral?, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    let labels = arguments.map(\.label)
    let method: ValueMethod?
    switch receiver {
    case .list:
      method = ValueMethod(arrayMethod: name, labels: labels, trailingClosure: trailing != nil)
    case .set:
      method = ValueMethod(setMethod: name, labels: labels, trailingClosure: trailing != nil)
    case .bool:
      method = ValueMethod(boolMethod: name, labels: labels, trailingClosure: trailing != nil)
    case .builtin(.date):
      method = ValueMethod(dateMethod: name, labels: labels, trailingClosure: trailing != nil)
    case .builtin(.url):
      method = ValueMethod(urlMethod: name, labels: labels, trailingClosure: trailing != nil)
    default:
      method = nil
    }
    guard let method else { return nil }
    if method.isMutating { try requireMutableReceiver(base, calling: name, range: range, context) }
    var changed = receiver
    let result = try call(
      method, on: &changed, arguments: arguments, trailing: trailing, range: range, &context)
    if method.isMutating {
      try writeBack(try bounded(changed, at: range), to: base, range: range, &context)
    }
    return result
  }

  private func call(
    _ method: ValueMethod, on value: inout ScriptValue, arguments: [Argument],
    trailing: ClosureLiteral?, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    if case .bool(let flag) = value {
      value = .bool(!flag)  // toggle, the one method of a Bool
      return .void
    }
    if case .set(let elements) = value {  // contains, the one method of a Set
      let sought = try evaluate(arguments[0].value, &context)
      return .bool(elements.contains { $0.isEqual(to: sought) })
    }
    if case .builtin(.date(let date)) = value {
      return try dateMethod(method, of: date, arguments: arguments, range: range, &context)
    }
    if case .builtin(.url(let url)) = value {
      let argument = try evaluate(arguments[0].value, &context)
      guard case .string(let path) = argument else {
        throw RuntimeError(
          "cannot convert value of type '\(argument.typeName)' to expected argument type 'String'",
          at: arguments[0].range)
      }
      return .builtin(
        .url(
          method == .appendingPath
            ? url.appending(path: path) : url.appendingPathComponent(path)))
    }
    guard case .list(var elements) = value else { return .void }
    defer { value = .list(elements) }
    if method.takesFunction {
      let function = try elementFunction(
        trailing.map(DepplaySyntax.Expression.closure) ?? arguments[0].value, &context)
      return try apply(method, function, to: elements, range: range, &context)
    }
    let values = try arguments.map { try evaluate($0.value, &context) }
    switch method {
    case .append:
      elements.append(values[0])
    case .appendContents:
      elements += try listValue(values[0], range: arguments[0].range)
    case .insert:
      let position = try index(values[1], range: arguments[1].range)
      guard (0...elements.count).contains(position) else {
        throw Self.indexOutOfRange("Array index is out of range", at: range)
      }
      elements.insert(values[0], at: position)
    case .remove:
      let position = try index(values[0], range: arguments[0].range)
      guard elements.indices.contains(position) else {
        throw Self.indexOutOfRange("Index out of range", at: range)
      }
      return elements.remove(at: position)
    case .removeAll:
      elements.removeAll()
    case .contains:
      return .bool(elements.contains { $0.isEqual(to: values[0]) })
    case .containsWhere, .map, .filter, .firstIndex, .firstWhere, .toggle, .addingTimeInterval,
      .timeIntervalSince, .appendingPathComponent, .appendingPath:
      break
    }
    return .void
  }

  /// `date.addingTimeInterval(seconds)` (a number of seconds, whole or not) and
  /// `date.timeIntervalSince(other)`.
  private func dateMethod(
    _ method: ValueMethod, of date: Date, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let argument = try evaluate(arguments[0].value, &context)
    switch (method, argument) {
    case (.timeIntervalSince, .builtin(.date(let other))):
      return .double(date.timeIntervalSince(other))
    case (.addingTimeInterval, .int(let seconds)):
      return try Self.date(date.addingTimeInterval(TimeInterval(seconds)), range: range)
    case (.addingTimeInterval, .double(let seconds)):
      return try Self.date(date.addingTimeInterval(seconds), range: range)
    default:
      let expected =
        method == .timeIntervalSince ? "'Date'" : "'TimeInterval' (aka 'Double')"
      throw RuntimeError(
        "cannot convert value of type '\(argument.typeName)' to expected argument type \(expected)",
        at: arguments[0].range)
    }
  }

  /// `date` as a script's value: within the years every date computation handles.
  private static func date(_ date: Date, range: SourceRange) throws -> ScriptValue {
    guard date.timeIntervalSince1970.isFinite,
      Double(Builtin.representableDates.lowerBound)...Double(Builtin.representableDates.upperBound)
        ~= date.timeIntervalSince1970
    else {
      throw RuntimeError("the date is outside the years 1 to 9999 depplay handles", at: range)
    }
    return .builtin(.date(date))
  }

  /// The methods that call a function on each element, in order (`contains(where:)`,
  /// `firstIndex(where:)` and `first(where:)` stop at the first it holds for).
  private func apply(
    _ method: ValueMethod, _ function: ElementFunction, to elements: [ScriptValue],
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    var results: [ScriptValue] = []
    for (position, element) in elements.enumerated() {
      let result = try callFunction(function, with: element, range: range, &context)
      switch method {
      case .map:
        results.append(result)
      case .filter:
        if try holds(result, range: range) { results.append(element) }
      case .containsWhere:
        if try holds(result, range: range) { return .bool(true) }
      case .firstIndex:
        if try holds(result, range: range) { return .int(position) }
      case .firstWhere:
        if try holds(result, range: range) { return element }
      default:
        break
      }
    }
    switch method {
    case .containsWhere: return .bool(false)
    case .firstIndex, .firstWhere: return .none
    default: return try bounded(.list(results), at: range)
    }
  }

  /// The function an argument gives: a closure, or a key path used as one (`\.title`), as
  /// Swift accepts where a function of one argument is expected.
  private func elementFunction(_ expression: DepplaySyntax.Expression, _ context: inout Context)
    throws
    -> ElementFunction
  {
    if case .keyPath(let path, let range) = expression { return .keyPath(path, range) }
    return .closure(try evaluate(expression, &context))
  }

  private func callFunction(
    _ function: ElementFunction, with element: ScriptValue, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    switch function {
    case .closure(let closure):
      return try callValue(closure, named: nil, values: [element], range: range, &context)
    case .keyPath(let path, let pathRange):
      var value = element
      for name in path { value = try member(name, of: value, range: pathRange, &context) }
      return value
    }
  }

  private func holds(_ value: ScriptValue, range: SourceRange) throws -> Bool {
    guard case .bool(let flag) = value else {
      throw RuntimeError(
        "the closure must give a Bool, not \(value.typeName.withIndefiniteArticle)", at: range)
    }
    return flag
  }

  private func index(_ value: ScriptValue, range: SourceRange) throws -> Int {
    guard case .int(let position) = value else {
      throw RuntimeError(
        "cannot convert value of type '\(value.typeName)' to expected argument type 'Int'",
        at: range)
    }
    return position
  }

  private func listValue(_ value: ScriptValue, range: SourceRange) throws -> [ScriptValue] {
    guard case .list(let elements) = value else {
      throw RuntimeError(
        "cannot convert value of type '\(value.typeName)' to expected argument type 'Array'",
        at: range)
    }
    return elements
  }
}

/// The function a method of an array calls on each element.
private enum ElementFunction {
  /// A closure (a trailing one, or an argument's value).
  case closure(ScriptValue)
  /// A key path used as a function: `\.title`.
  case keyPath([String], SourceRange)
}
