import ComposableRuntime
import DependencyRuntime
import DepplaySemantics
import DepplaySyntax
import Foundation

/// The methods of values at run time (``ValueMethod``), as the checker resolved each call: a
/// `mutating` one changes the value where it was called, and writes it back to that place, as
/// Swift's do.
extension Interpreter {
  /// `names.append("Blob")`, `state.isOn.toggle()`, `todos.map(\.title)`, `text.uppercased()`:
  /// calls the method the checker resolved the member `name` of `member` to, on the
  /// receiver's value; `nil` when the receiver's type has no such method.
  package func callValueMethod(
    _ name: String, of member: SourceRange, on receiver: ScriptValue,
    base: DepplaySyntax.Expression, arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue? {
    guard let method = context.frame.resolutions.valueMethod(of: member) else { return nil }
    var receiver = receiver
    if case .composable(.stack(let stack)) = receiver, !method.isMutating {
      // A stack is a collection of its elements' states: `path.map(\.title)` reads them as
      // an array's methods would; what changes a stack is the stack's own (`append`, …).
      receiver = .list(stack.map(\.value))
    }
    guard receiver.has(method) else { return nil }
    if method.isMutating { try requireMutableReceiver(base, calling: name, range: range, context) }
    var changed = receiver
    let result = try call(
      method, on: &changed, arguments: arguments, trailing: trailing, range: range, &context)
    if method.isMutating {
      // Through an optional chain (`$0.destination?.modify(…)`), the place without its `?`s:
      // the chain met no `nil`, or the call would not have been made.
      try writeBack(
        try bounded(changed, at: range), to: base.unchainedPlace, range: range, &context)
    }
    return result
  }

  private func call(
    _ method: ValueMethod, on value: inout ScriptValue, arguments: [Argument],
    trailing: ClosureLiteral?, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    switch value {
    case .composable(.action(let action)) where method == .modifyCase:
      value = .composable(
        .action(
          try modifyingCase(
            of: action, arguments: arguments, trailing: trailing, range: range, &context)))
      return .void
    case _ where method == .optionalMap || method == .optionalFlatMap:
      // An Optional's: `nil` stays `nil`; the value carries no wrapper, so what the closure
      // gives (a value, or `nil` from `flatMap`'s closure) is the result as it is.
      if case .none = value { return .none }
      let function = try elementFunction(
        lastFunction(of: arguments, trailing: trailing), &context)
      return try callFunction(function, with: value, range: range, &context)
    case .dictionary(let entries) where method == .sorted:
      return try sorted(
        entries.entries.map(DictionaryValue.element), arguments: arguments, trailing: trailing,
        range: range, &context)
    case .dictionary(let entries) where method == .min || method == .max:
      // `scores.max(by: { $0.value < $1.value })`: the `(key:value:)` entry.
      return try extreme(
        of: entries.entries.map(DictionaryValue.element), largest: method == .max,
        arguments: arguments, trailing: trailing, range: range, &context)
    case .dictionary(let entries) where method == .filter:
      // `scores.filter { $0.value > 2 }`: a dictionary of the entries it holds for.
      let function = try elementFunction(
        lastFunction(of: arguments, trailing: trailing), &context)
      var kept = DictionaryValue()
      for entry in entries.entries {
        let element = DictionaryValue.element(entry)
        if try holds(
          try callFunction(function, with: element, range: range, &context), range: range)
        {
          kept[entry.key] = entry.value
        }
      }
      return .dictionary(kept)
    case .dictionary(let entries) where method == .mapValues:
      // `totals.mapValues { Int($0) }`: the same keys, in the same order, each value mapped.
      let function = try elementFunction(
        lastFunction(of: arguments, trailing: trailing), &context)
      var mapped = DictionaryValue()
      for entry in entries.entries {
        mapped[entry.key] = try callFunction(function, with: entry.value, range: range, &context)
      }
      return .dictionary(mapped)
    case .set(let elements) where method == .sorted:
      return try sorted(
        elements, arguments: arguments, trailing: trailing, range: range, &context)
    case .bool(let flag):
      value = .bool(!flag)  // toggle, the one method of a Bool
      return .void
    case .enumCase(let value) where method == .isCase:  // a @CasePathable enum's
      return try isCase(value, arguments: arguments, range: range)
    case .enumCase(let result):  // a Result's, the one other enum with methods
      return try resultMethod(
        method, of: result, arguments: arguments, trailing: trailing, range: range, &context)
    case .task(let handle):  // cancel(), the one method of a task's handle
      handle.cancel()
      return .void
    case .double(let number) where method == .rounded:
      let rule = try arguments.first.map { try roundingRule($0.value) } ?? .toNearestOrAwayFromZero
      return .double(number.rounded(rule))
    case .double(let number):  // truncatingRemainder(dividingBy:), its other method
      let divisor = DoubleArithmetic.literal(
        try evaluate(arguments[0].value, &context), of: arguments[0].value)
      guard case .double(let dividingBy) = divisor else {
        throw RuntimeError(
          "cannot convert value of type '\(divisor.typeName)' to expected argument type 'Double'",
          at: arguments[0].range, notes: ["convert it: Double(n)"])
      }
      return .double(number.truncatingRemainder(dividingBy: dividingBy))
    case .int(let number):  // isMultiple(of:), the one method of an Int
      let divisor = try evaluate(arguments[0].value, &context)
      return .bool(number.isMultiple(of: try index(divisor, range: arguments[0].range)))
    case .set(var elements):  // contains, and its set algebra
      defer { value = .set(elements) }
      return try setMethod(method, of: &elements, arguments: arguments, range: range, &context)
    case .string(var text) where method == .append:
      defer { value = .string(text) }
      text += try self.text(try evaluate(arguments[0].value, &context), range: arguments[0].range)
      return .void
    case .builtin(.date(let date)):
      return try dateMethod(method, of: date, arguments: arguments, range: range, &context)
    case .builtin(.instant(let offset)):
      return try instantMethod(method, of: offset, arguments: arguments, &context)
    case .builtin(.url(let url)):
      return try urlMethod(method, of: url, arguments: arguments, &context)
    case .builtin(.calendar(let calendar)):
      return try calendarMethod(
        method, of: calendar, arguments: arguments, range: range, &context)
    case .builtin(.lockIsolated(let box)):
      return try lockIsolatedMethod(
        method, of: box, arguments: arguments, trailing: trailing, range: range, &context)
    case .builtin(.lock(let lock)):
      return try lockMethod(method, of: lock, trailing: trailing, &context)
    case .builtin(.userDefaults(let defaults)):
      return try userDefaultsMethod(
        method, of: defaults, arguments: arguments, range: range, &context)
    case .builtin(.semaphore(let semaphore)):
      return try semaphoreMethod(method, of: semaphore, range: range, &context)
    case .builtin(.shared(let shared)):  // withLock, its one method
      return try sharedWithLock(
        shared, arguments: arguments, trailing: trailing, range: range, &context)
    case .builtin(.timeZone(let timeZone)):  // secondsFromGMT(), its one method
      return .int(timeZone.secondsFromGMT())
    case .builtin(.dateFormatter(let formatter)):  // string(from:), its one method
      let argument = try evaluate(arguments[0].value, &context)
      guard case .builtin(.date(let date)) = argument else {
        throw RuntimeError(
          "cannot convert value of type '\(argument.typeName)' to expected argument type 'Date'",
          at: arguments[0].range)
      }
      return .string(formatter.string(from: date))
    case .builtin(.asyncStream(let stream)):  // filter, its one method
      return .builtin(
        .filteredStream(
          stream,
          isIncluded: [try evaluate(lastFunction(of: arguments, trailing: trailing), &context)]))
    case .builtin(.filteredStream(let stream, let isIncluded)):
      return .builtin(
        .filteredStream(
          stream,
          isIncluded: isIncluded + [
            try evaluate(lastFunction(of: arguments, trailing: trailing), &context)
          ]))
    case .builtin(.jsonEncoder(let encoder)):  // encode, its one method
      return try encodeJSON(with: encoder, arguments: arguments, range: range, &context)
    case .builtin(.jsonDecoder(let decoder)):  // decode, its one method
      return try decodeJSON(with: decoder, arguments: arguments, range: range, &context)
    case .builtin(.iso8601DateFormatter(let formatter)):
      return try iso8601Method(method, of: formatter, arguments: arguments, &context)
    case .builtin(.streamContinuation(let continuation)):
      return try continuationMethod(
        method, of: continuation, arguments: arguments, range: range, &context)
    case .string(let text) where method == .filter:
      // `slug.filter { $0.isLetter }`: each character a one-character string; those kept
      // are a `String` again, as Swift's `filter` of a `String` gives.
      let function = try elementFunction(
        lastFunction(of: arguments, trailing: trailing), &context)
      let kept = try apply(
        .filter, function, to: text.map { .string(String($0)) }, range: range, &context)
      guard case .list(let characters) = kept else { return kept }
      return .string(try characters.map { try self.text($0, range: range) }.joined())
    case .string(let text) where method == .trimmingCharacters:
      return .string(text.trimmingCharacters(in: try characterSet(arguments[0].value)))
    case .string(let text):
      return try stringMethod(method, of: text, arguments: arguments, range: range, &context)
    case .dictionary(var dictionary):  // removeValue(forKey:), its other method
      defer { value = .dictionary(dictionary) }
      let key = try evaluate(arguments[0].value, &context)
      return dictionary.removeValue(forKey: key) ?? .none
    case .range(let integers) where method.walksRange:
      return try walked(
        integers, method, arguments: arguments, trailing: trailing, range: range, &context)
    case .closedRange(let integers) where method.walksRange:
      return try walked(
        integers, method, arguments: arguments, trailing: trailing, range: range, &context)
    case .range, .closedRange:  // contains and reversed, a range's methods
      return try rangeMethod(method, of: value, arguments: arguments, range: range, &context)
    case .list(var elements):
      defer { value = .list(elements) }
      return try listMethod(
        method, of: &elements, arguments: arguments, trailing: trailing, range: range, &context)
    default:
      return .void
    }
  }

  private func listMethod(
    _ method: ValueMethod, of elements: inout [ScriptValue], arguments: [Argument],
    trailing: ClosureLiteral?, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    if method == .sorted || method == .sort {
      let ordered = try sorted(
        elements, arguments: arguments, trailing: trailing, range: range, &context)
      guard method == .sort, case .list(let sortedElements) = ordered else { return ordered }
      elements = sortedElements
      return .void
    }
    if method == .reduceInto {
      return try reduced(
        elements, into: try evaluate(arguments[0].value, &context), arguments: arguments,
        trailing: trailing, range: range, &context)
    }
    if method == .reduce {
      var result = try evaluate(arguments[0].value, &context)
      if case .double? = elements.first {
        // `prices.reduce(0, +)`: the result is the elements' type, so the literal is a Double.
        result = DoubleArithmetic.literal(result, of: arguments[0].value)
      }
      let combine = try evaluate(lastFunction(of: arguments, trailing: trailing), &context)
      for element in elements {
        result = try callValue(
          combine, named: nil, values: [result, element], range: range, &context)
      }
      return result
    }
    if method.takesFunction {
      let function = try elementFunction(
        lastFunction(of: arguments, trailing: trailing), &context)
      let result = try apply(method, function, to: elements, range: range, &context)
      guard method == .removeAllWhere, case .list(let kept) = result else { return result }
      elements = kept
      return .void
    }
    // A trailing closure is the last argument: `readers.append { "done" }`.
    let written = arguments.map(\.value) + (trailing.map { [.closure($0)] } ?? [])
    let values = try written.map { try evaluate($0, &context) }
    switch method {
    case .append:
      elements.append(values[0])
    case .identifiedAppend, .identifiedInsert:
      return try insertIdentified(
        values[0], at: method == .identifiedInsert ? values[1] : nil, into: &elements,
        range: range)
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
    case .removeID:
      var identified = elements.identified
      defer { elements = identified.map(\.value) }
      return identified.remove(id: ElementIdentity(value: values[0]))?.value ?? .none
    case .removeAtOffsets:
      let offsets = try self.offsets(values[0], range: arguments[0].range)
      guard offsets.allSatisfy(elements.indices.contains) else {
        throw Self.indexOutOfRange("Index out of range", at: range)
      }
      for position in Set(offsets).sorted(by: >) { elements.remove(at: position) }
    case .moveOffsets:
      let offsets = try self.offsets(values[0], range: arguments[0].range)
      let destination = try index(values[1], range: arguments[1].range)
      guard offsets.allSatisfy(elements.indices.contains),
        (0...elements.count).contains(destination)
      else {
        throw Self.indexOutOfRange("Index out of range", at: range)
      }
      var identified = elements.identified
      identified.move(fromOffsets: IndexSet(offsets), toOffset: destination)
      elements = identified.map(\.value)
    case .indexID:
      let position = elements.identifiers?.firstIndex { $0.isEqual(to: values[0]) }
      return position.map(ScriptValue.int) ?? .none
    case .removeAll:
      elements.removeAll()
    case .popLast:
      return elements.popLast() ?? .none
    case .removeLast, .removeFirst:
      guard !elements.isEmpty else {
        throw RuntimeError(
          "Fatal error: Can't remove \(method == .removeLast ? "last" : "first") element from an"
            + " empty collection", at: range,
          notes: ["Swift stops the program here; popLast() gives nil for an empty array instead"])
      }
      return method == .removeLast ? elements.removeLast() : elements.removeFirst()
    case .firstIndexOf:
      return elements.firstIndex { $0.isEqual(to: values[0]) }.map(ScriptValue.int) ?? .none
    case .dropFirst, .dropLast:
      let count = try values.first.map { try dropped($0, range: arguments[0].range) } ?? 1
      return .list(
        Array(method == .dropFirst ? elements.dropFirst(count) : elements.dropLast(count)))
    case .contains:
      return .bool(elements.contains { $0.isEqual(to: values[0]) })
    case .prefix, .suffix:
      let count = try length(values[0], taken: method, range: arguments[0].range)
      return .list(Array(method == .prefix ? elements.prefix(count) : elements.suffix(count)))
    case .joined:
      let separator = try values.first.map { try text($0, range: arguments[0].range) } ?? ""
      return try bounded(
        .string(try joinedText(elements, range: range).joined(separator: separator)), at: range)
    case .min, .max:
      return try extreme(
        of: elements, largest: method == .max, arguments: arguments, trailing: trailing,
        range: range, &context)
    case .reversed:
      return .list(elements.reversed())
    case .enumerated:
      // Swift's `(offset: Int, element: T)` tuples.
      return .list(
        elements.enumerated().map { offset, element in
          .tuple([(label: "offset", value: .int(offset)), (label: "element", value: element)])
        })
    default:
      break
    }
    return .void
  }

  /// `(1...5).contains(score)`: whether the range holds the value; `(0..<3).reversed()`: its
  /// integers, last first.
  /// `(0..<n).map { … }`, `(1...n).reduce(0, +)`: a method of a range's elements (a
  /// `Sequence`'s), called on them as an array's is.
  private func walked<Integers: Sequence<Int>>(
    _ integers: Integers, _ method: ValueMethod, arguments: [Argument],
    trailing: ClosureLiteral?, range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard case .list(var elements) = try elements(of: integers, range: range, ScriptValue.int)
    else { return .void }
    return try listMethod(
      method, of: &elements, arguments: arguments, trailing: trailing, range: range, &context)
  }

  private func rangeMethod(
    _ method: ValueMethod, of value: ScriptValue, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let sought = try arguments.first.map { try evaluate($0.value, &context) }
    switch (method, value, sought) {
    case (.reversed, .range(let integers), _):
      return try elements(of: integers.reversed(), range: range, ScriptValue.int)
    case (.reversed, .closedRange(let integers), _):
      return try elements(of: integers.reversed(), range: range, ScriptValue.int)
    case (.contains, .range(let integers), .int(let number)?):
      return .bool(integers.contains(number))
    case (.contains, .closedRange(let integers), .int(let number)?):
      return .bool(integers.contains(number))
    default:
      throw RuntimeError(
        "cannot convert value of type '\(sought?.typeName ?? "")' to expected argument type 'Int'",
        at: arguments.first?.range ?? range)
    }
  }

  /// `url.appendingPathComponent("users")`, `url.appending(path: "users/42")`.
  private func urlMethod(
    _ method: ValueMethod, of url: URL, arguments: [Argument], _ context: inout Context
  ) throws -> ScriptValue {
    let argument = try evaluate(arguments[0].value, &context)
    guard case .string(let path) = argument else {
      throw RuntimeError(
        "cannot convert value of type '\(argument.typeName)' to expected argument type 'String'",
        at: arguments[0].range)
    }
    return .builtin(
      .url(
        method == .appendingPath ? url.appending(path: path) : url.appendingPathComponent(path)))
  }

  /// `text.uppercased()`, `text.hasPrefix("He")`, `text.prefix(3)`, `text.split(separator: ",")`, …
  private func stringMethod(
    _ method: ValueMethod, of text: String, arguments: [Argument], range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    let values = try arguments.map { try evaluate($0.value, &context) }
    switch method {
    case .uppercased: return .string(text.uppercased())
    case .lowercased: return .string(text.lowercased())
    case .hasPrefix:
      return .bool(text.hasPrefix(try self.text(values[0], range: arguments[0].range)))
    case .hasSuffix:
      return .bool(text.hasSuffix(try self.text(values[0], range: arguments[0].range)))
    case .contains: return .bool(text.contains(try self.text(values[0], range: arguments[0].range)))
    case .prefix, .suffix:
      let count = try length(values[0], taken: method, range: arguments[0].range)
      return .string(String(method == .prefix ? text.prefix(count) : text.suffix(count)))
    case .dropFirst, .dropLast:
      let count = try values.first.map { try dropped($0, range: arguments[0].range) } ?? 1
      return .string(String(method == .dropFirst ? text.dropFirst(count) : text.dropLast(count)))
    case .split:
      let separator = try self.text(values[0], range: arguments[0].range)
      guard !separator.isEmpty else {
        throw RuntimeError("a separator is at least one character", at: arguments[0].range)
      }
      return try bounded(
        .list(text.split(separator: separator).map { .string(String($0)) }), at: range)
    case .padding:
      return try padded(text, values, arguments: arguments, range: range)
    case .components:
      let separator = try self.text(values[0], range: arguments[0].range)
      return try bounded(
        .list(text.components(separatedBy: separator).map { .string($0) }), at: range)
    case .replacingOccurrences:
      let target = try self.text(values[0], range: arguments[0].range)
      let replacement = try self.text(values[1], range: arguments[1].range)
      // Each occurrence may grow the text by the replacement's length.
      let occurrences = target.isEmpty ? 0 : text.components(separatedBy: target).count - 1
      guard text.utf8.count + occurrences * replacement.utf8.count <= limits.maximumValueSize
      else { throw valueTooBig(at: range) }
      return .string(text.replacingOccurrences(of: target, with: replacement))
    default:
      return .void
    }
  }

  /// `sorted()`: the elements in ascending order (numbers, strings, a `Comparable` struct's
  /// values by its `<`); `sorted(by:)` and
  /// `sorted { … }`: in the order the closure says, which is given two elements and tells
  /// whether the first goes before the second. Swift's own sort orders them, so elements the
  /// closure does not tell apart keep the order Swift gives them.
  private func sorted(
    _ elements: [ScriptValue], arguments: [Argument], trailing: ClosureLiteral?,
    range: SourceRange, _ context: inout Context
  ) throws -> ScriptValue {
    guard trailing != nil || !arguments.isEmpty else {
      return .list(
        try elements.sorted { try precedes($0, $1, range: range, &context) })
    }
    let closure = try evaluate(lastFunction(of: arguments, trailing: trailing), &context)
    return .list(
      try elements.sorted {
        try holds(
          try callValue(closure, named: nil, values: [$0, $1], range: range, &context),
          range: range)
      })
  }

  /// The count of `prefix(_:)` or `suffix(_:)`, which Swift traps on when negative.
  private func length(_ value: ScriptValue, taken method: ValueMethod, range: SourceRange) throws
    -> Int
  {
    let count = try index(value, range: range)
    guard count >= 0 else {
      throw RuntimeError(
        "Fatal error: Can't take a \(method == .prefix ? "prefix" : "suffix") of negative length from a collection",
        at: range, notes: ["Swift stops the program here"])
    }
    return count
  }

  /// The count `dropFirst(_:)` or `dropLast(_:)` drops, which Swift traps on when negative.
  private func dropped(_ value: ScriptValue, range: SourceRange) throws -> Int {
    let count = try index(value, range: range)
    guard count >= 0 else {
      throw RuntimeError(
        "Fatal error: Can't drop a negative number of elements from a collection", at: range,
        notes: ["Swift stops the program here"])
    }
    return count
  }

  /// The strings `joined(separator:)` joins: an array of strings' elements.
  private func joinedText(_ elements: [ScriptValue], range: SourceRange) throws -> [String] {
    try elements.map { element in
      guard case .string(let text) = element else {
        throw RuntimeError(
          "joined(separator:) joins strings, not \(element.typeName.withIndefiniteArticle)",
          at: range)
      }
      return text
    }
  }

  func text(_ value: ScriptValue, range: SourceRange) throws -> String {
    try argument(value, of: "String", range: range) {
      if case .string(let text) = $0 { text } else { nil }
    }
  }

  /// An argument's value as `Value`, the Swift type `type` names, or Swift's error.
  private func argument<Value>(
    _ value: ScriptValue, of type: String, range: SourceRange, _ read: (ScriptValue) -> Value?
  ) throws -> Value {
    guard let read = read(value) else {
      throw RuntimeError(
        "cannot convert value of type '\(value.typeName)' to expected argument type '\(type)'",
        at: range)
    }
    return read
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
    case (.distanceTo, .builtin(.date(let other))):
      return .double(date.distance(to: other))
    case (.addingTimeInterval, .int(let seconds)):
      return try Self.date(date.addingTimeInterval(TimeInterval(seconds)), range: range)
    case (.addingTimeInterval, .double(let seconds)):
      return try Self.date(date.addingTimeInterval(seconds), range: range)
    default:
      let expected =
        method == .addingTimeInterval ? "'TimeInterval' (aka 'Double')" : "'Date'"
      throw RuntimeError(
        "cannot convert value of type '\(argument.typeName)' to expected argument type \(expected)",
        at: arguments[0].range)
    }
  }

  /// `start.duration(to: end)` and `start.advanced(by: duration)` of a clock's instant.
  private func instantMethod(
    _ method: ValueMethod, of offset: Duration, arguments: [Argument], _ context: inout Context
  ) throws -> ScriptValue {
    let argument = try evaluate(arguments[0].value, &context)
    switch (method, argument) {
    case (.durationTo, .builtin(.instant(let other))):
      return .builtin(.duration(OffsetInstant(offset: offset).duration(to: .init(offset: other))))
    case (.advancedBy, .builtin(.duration(let duration))):
      return .builtin(.instant(OffsetInstant(offset: offset).advanced(by: duration).offset))
    default:
      let expected = method == .advancedBy ? "'Duration'" : "'Instant'"
      throw RuntimeError(
        "cannot convert value of type '\(argument.typeName)' to expected argument type \(expected)",
        at: arguments[0].range)
    }
  }

  /// `date` as a script's value: within the years every date computation handles.
  static func date(_ date: Date, range: SourceRange) throws -> ScriptValue {
    guard date.timeIntervalSince1970.isFinite,
      Double(Builtin.representableDates.lowerBound)...Double(Builtin.representableDates.upperBound)
        ~= date.timeIntervalSince1970
    else {
      throw RuntimeError("the date is outside the years 1 to 9999 depplay handles", at: range)
    }
    return .builtin(.date(date))
  }

  /// The methods that call a function on each element, in order (`contains(where:)`,
  /// `firstIndex(where:)` and `first(where:)` stop at the first it holds for);
  /// `removeAll(where:)` gives the elements it keeps.
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
      case .compactMap:
        if case .none = result { continue }
        results.append(result)
      case .flatMap:
        guard case .list(let joined) = result else {
          throw RuntimeError(
            "flatMap's closure must give an array, not \(result.typeName.withIndefiniteArticle)",
            at: range, notes: ["to drop nils, write compactMap { … }"])
        }
        results.append(contentsOf: joined)
      case .filter:
        if try holds(result, range: range) { results.append(element) }
      case .removeAllWhere:
        if try !holds(result, range: range) { results.append(element) }
      case .containsWhere:
        if try holds(result, range: range) { return .bool(true) }
      case .allSatisfy:
        if try !holds(result, range: range) { return .bool(false) }
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
    case .allSatisfy: return .bool(true)
    case .firstIndex, .firstWhere: return .none
    default: return try bounded(.list(results), at: range)
    }
  }

  /// The function a method call passes last: its trailing closure, else the last argument in
  /// its parentheses (`reduce(0, +)`, `sorted(by: >)`, `map(\.title)`). The checker resolved
  /// the call's labels to a method that takes one, so there is one.
  func lastFunction(of arguments: [Argument], trailing: ClosureLiteral?)
    -> DepplaySyntax.Expression
  {
    trailing.map(DepplaySyntax.Expression.closure) ?? arguments[arguments.count - 1].value
  }

  /// The function an argument gives: a closure, or a key path used as one (`\.title`), as
  /// Swift accepts where a function of one argument is expected.
  func elementFunction(_ expression: DepplaySyntax.Expression, _ context: inout Context)
    throws
    -> ElementFunction
  {
    if case .keyPath(let path, let range) = expression { return .keyPath(path, range) }
    return .closure(try evaluate(expression, &context))
  }

  func callFunction(
    _ function: ElementFunction, with element: ScriptValue, range: SourceRange,
    _ context: inout Context
  ) throws -> ScriptValue {
    switch function {
    case .closure(let closure):
      return try callValue(closure, named: nil, values: [element], range: range, &context)
    case .keyPath(let path, let pathRange):
      // `\.total`: a stored field, or a computed property run on the element.
      var value = element
      for name in path {
        value =
          try computedMember(name, of: value, range: pathRange, &context)
          ?? member(name, of: value, range: pathRange, &context)
      }
      return value
    }
  }

  package func holds(_ value: ScriptValue, range: SourceRange) throws -> Bool {
    guard case .bool(let flag) = value else {
      throw RuntimeError(
        "the closure must give a Bool, not \(value.typeName.withIndefiniteArticle)", at: range)
    }
    return flag
  }

  func index(_ value: ScriptValue, range: SourceRange) throws -> Int {
    try argument(value, of: "Int", range: range) {
      if case .int(let position) = $0 { position } else { nil }
    }
  }

  /// The positions of `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`: an
  /// `IndexSet`'s, or an array literal's, which Swift reads as an `IndexSet` there.
  private func offsets(_ value: ScriptValue, range: SourceRange) throws -> [Int] {
    if case .builtin(.indexSet(let positions)) = value { return Array(positions) }
    return try listValue(value, range: range).map { try index($0, range: range) }
  }

  private func listValue(_ value: ScriptValue, range: SourceRange) throws -> [ScriptValue] {
    try argument(value, of: "Array", range: range) {
      if case .list(let elements) = $0 { elements } else { nil }
    }
  }
}

/// The function a method of an array (or `Dictionary(grouping:by:)`) calls on each element.
enum ElementFunction {
  /// A closure (a trailing one, or an argument's value).
  case closure(ScriptValue)
  /// A key path used as a function: `\.title`.
  case keyPath([String], SourceRange)
}

extension ScriptValue {
  /// Whether this value's type has `method` (Swift's, which depplay offers).
  package func has(_ method: ValueMethod) -> Bool {
    // An Optional's `map` and `flatMap`, where the checker knows the receiver is one.
    if method == .optionalMap || method == .optionalFlatMap { return true }
    if case .enumCase(let value) = self {
      if method == .isCase { return !value.isSwiftResult }
      return value.isSwiftResult && [.get, .map, .flatMap, .mapError].contains(method)
    }
    return switch (self, method) {
    case (.list, .append), (.list, .appendContents), (.list, .insert), (.list, .remove),
      (.list, .identifiedAppend), (.list, .identifiedInsert),
      (.list, .removeID), (.list, .removeAtOffsets), (.list, .moveOffsets), (.list, .indexID),
      (.list, .removeAll), (.list, .removeAllWhere), (.list, .sort), (.list, .contains),
      (.list, .containsWhere), (.list, .map),
      (.list, .compactMap), (.list, .flatMap), (.list, .filter), (.list, .firstIndex),
      (.list, .firstWhere), (.list, .prefix),
      (.list, .suffix), (.list, .joined), (.list, .sorted), (.list, .reduce), (.list, .reduceInto),
      (.list, .allSatisfy),
      (.list, .min),
      (.list, .max), (.list, .enumerated), (.list, .reversed), (.range, .reversed),
      (.closedRange, .reversed), (.range, .contains), (.closedRange, .contains),
      (.range, .map), (.closedRange, .map), (.range, .filter), (.closedRange, .filter),
      (.range, .compactMap), (.closedRange, .compactMap), (.range, .reduce),
      (.closedRange, .reduce), (.range, .allSatisfy), (.closedRange, .allSatisfy),
      (.int, .isMultiple), (.double, .truncatingRemainder), (.double, .rounded), (.task, .cancel),
      (.set, .sorted),
      (.list, .popLast),
      (.list, .removeLast), (.list, .removeFirst), (.list, .firstIndexOf), (.list, .dropFirst),
      (.list, .dropLast), (.string, .dropFirst), (.string, .dropLast), (.string, .append),
      (.set, .insertMember), (.set, .removeMember), (.set, .union), (.set, .intersection),
      (.set, .subtracting), (.set, .isSubset),
      (.dictionary, .sorted), (.dictionary, .min), (.dictionary, .max), (.dictionary, .filter),
      (.dictionary, .mapValues):
      true
    case (.set, .contains), (.bool, .toggle), (.dictionary, .removeValue),
      (.composable(.action), .modifyCase),
      (.builtin(.date), .addingTimeInterval), (.builtin(.date), .timeIntervalSince),
      (.builtin(.url), .appendingPathComponent), (.builtin(.url), .appendingPath),
      (.builtin(.lockIsolated), .withValue), (.builtin(.lockIsolated), .setValue),
      (.builtin(.shared), .withLock),
      (.builtin(.lock), .lock), (.builtin(.lock), .unlock), (.builtin(.lock), .withLock),
      (.builtin(.semaphore), .wait), (.builtin(.semaphore), .signal),
      (.builtin(.calendar), .dateComponents), (.builtin(.calendar), .component),
      (.builtin(.calendar), .dateByAdding), (.builtin(.calendar), .startOfDay),
      (.builtin(.calendar), .isDateInWeekend), (.builtin(.calendar), .isDateInSameDay),
      (.builtin(.streamContinuation), .yield), (.builtin(.streamContinuation), .finish),
      (.builtin(.streamContinuation), .finishThrowing),
      (.builtin(.dateFormatter), .stringFromDate), (.builtin(.timeZone), .secondsFromGMT),
      (.builtin(.iso8601DateFormatter), .stringFromDate),
      (.builtin(.iso8601DateFormatter), .dateFromString), (.builtin(.date), .distanceTo),
      (.builtin(.instant), .durationTo), (.builtin(.instant), .advancedBy),
      (.builtin(.asyncStream), .filter), (.builtin(.filteredStream), .filter),
      (.builtin(.jsonEncoder), .encode), (.builtin(.jsonDecoder), .decode),
      (.builtin(.userDefaults), .integerForKey), (.builtin(.userDefaults), .doubleForKey),
      (.builtin(.userDefaults), .boolForKey), (.builtin(.userDefaults), .stringForKey),
      (.builtin(.userDefaults), .setForKey), (.builtin(.userDefaults), .removeObjectForKey),
      (.builtin(.userDefaults), .removePersistentDomain):
      true
    case (.string, .uppercased), (.string, .lowercased), (.string, .hasPrefix),
      (.string, .hasSuffix), (.string, .contains), (.string, .prefix), (.string, .suffix),
      (.string, .split), (.string, .padding), (.string, .replacingOccurrences),
      (.string, .trimmingCharacters), (.string, .components), (.string, .filter):
      true
    default:
      false
    }
  }
}
