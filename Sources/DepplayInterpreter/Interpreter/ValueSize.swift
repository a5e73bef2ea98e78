import DepplaySyntax

/// How big a value is: what a walk over it (printing it, comparing it) costs.
package struct ValueSize {
  /// List elements, record fields and associated values counted all the way down, plus the
  /// UTF-8 bytes of every string.
  package var size = 0
  /// The deepest nesting of lists, records and enum cases' payloads (a scalar is 0).
  package var depth = 0
  /// The work the walk did: one per value visited, one more per 64 bytes of string.
  package var work = 0
  /// The memory the value takes when nothing in it is shared: a ``ScriptValue`` per value
  /// visited, plus the UTF-8 bytes of every string.
  package var bytes = 0

  /// Measures `value` iteratively, stopping as soon as it is bigger than `maximumSize` or
  /// deeper than `maximumDepth` (so measuring costs at most about `maximumSize`, however big
  /// the value is: one built by nesting a value in itself n times has 2ⁿ parts).
  package init(of value: ScriptValue, maximumSize: Int, maximumDepth: Int) {
    switch value {
    case .list, .set, .dictionary, .record, .enumCase:
      self.init(walking: value, maximumSize: maximumSize, maximumDepth: maximumDepth)
    case .string(let text):
      self.init(scalarOfTextBytes: text.utf8.count)
    default:
      self.init(scalarOfTextBytes: 0)
    }
  }

  /// Measures a value with parts, walking them.
  private init(walking value: ScriptValue, maximumSize: Int, maximumDepth: Int) {
    var pending: [(value: ScriptValue, depth: Int)] = [(value, 0)]
    while let (value, level) = pending.popLast(), size <= maximumSize, depth <= maximumDepth {
      work += 1
      size += 1
      bytes += MemoryLayout<ScriptValue>.stride
      depth = max(depth, level)
      switch value {
      case .string(let text):
        size += text.utf8.count
        bytes += text.utf8.count
        work += text.utf8.count / 64
      case .list(let elements), .set(let elements):
        pending.append(contentsOf: elements.lazy.map { ($0, level + 1) })
      case .dictionary(let dictionary):
        pending.append(
          contentsOf: dictionary.entries.lazy.flatMap {
            [($0.key, level + 1), ($0.value, level + 1)]
          })
      case .record(let record):
        pending.append(contentsOf: record.fields.lazy.map { ($0.value, level + 1) })
      case .enumCase(let value):
        pending.append(contentsOf: (value.payload ?? []).lazy.map { ($0.value, level + 1) })
      default:
        break
      }
    }
  }
}

extension ValueSize {
  /// The work of a walk over a value with no parts and no text (a number, a Boolean, `nil`).
  package static let scalarWork = ValueSize(scalarOfTextBytes: 0).work

  /// A value with no parts (a scalar, or a string of `textBytes` UTF-8 bytes), measured without
  /// the walk's list of pending parts: most values an event or a comparison charges for are
  /// such values.
  private init(scalarOfTextBytes textBytes: Int) {
    size = 1 + textBytes
    work = 1 + textBytes / 64
    bytes = MemoryLayout<ScriptValue>.stride + textBytes
  }
}

extension Interpreter {
  /// Charges `bytes` the script's values take to the run's and the session's memory budgets.
  package func charge(bytes: Int, at range: SourceRange) throws {
    guard builtBytes.add(bytes, ordering: .relaxed).newValue <= limits.memoryBudget
    else { throw MemoryBudgetSpent(limits.memoryBudget, of: .execution, at: range) }
    let sessionBytes = state.builtBytes.add(bytes, ordering: .relaxed).newValue
    if let budget = limits.sessionMemoryBudget, sessionBytes > budget {
      throw MemoryBudgetSpent(budget, of: .session, at: range)
    }
  }

  /// `value`, which the script just built (a string, list or record), if it is within
  /// ``Limits/maximumValueSize`` and ``Limits/maximumValueDepth``; building it is charged to
  /// the statement budget by its size, and to the memory budget by its bytes.
  package func bounded(_ value: ScriptValue, at range: SourceRange) throws -> ScriptValue {
    let measured = ValueSize(
      of: value, maximumSize: limits.maximumValueSize, maximumDepth: limits.maximumValueDepth)
    try spend(measured.work, at: range)
    try charge(bytes: measured.bytes, at: range)
    guard measured.size <= limits.maximumValueSize else {
      throw valueTooBig(at: range, notes: ["a value that doubles in a loop outgrows any memory"])
    }
    guard measured.depth <= limits.maximumValueDepth else {
      throw RuntimeError(
        "value nested too deeply: more than \(limits.maximumValueDepth) levels of lists and"
          + " records", at: range)
    }
    return value
  }

  /// `Array(repeating:count:)` or `String(repeating:count:)` given `values`: refused when the
  /// value would pass ``Limits/maximumValueSize``, before it is built, so that a large count
  /// never allocates it.
  func checkRepetition(_ values: [ScriptValue], at range: SourceRange) throws {
    // A negative count is the initializer's to refuse.
    guard case .int(let count)? = values.last, count > 0 else { return }
    let unit = if case .string(let text)? = values.first { max(text.utf8.count, 1) } else { 1 }
    let (size, overflow) = count.multipliedReportingOverflow(by: unit)
    guard overflow || size > limits.maximumValueSize else { return }
    throw valueTooBig(at: range, notes: ["repeat fewer times"])
  }

  /// The error of a value that would pass ``Limits/maximumValueSize``.
  func valueTooBig(at range: SourceRange, notes: [String] = []) -> RuntimeError {
    RuntimeError(
      "value too big: more than \(limits.maximumValueSize) characters, elements and fields",
      at: range, notes: notes)
  }

  /// Charges a walk over `values` (comparing, printing, describing them) to the statement
  /// budget by their size.
  package func chargeWalk(over values: ScriptValue..., at range: SourceRange) throws {
    for value in values { try chargeWalk(over: value, at: range) }
  }

  /// Charges a walk over `value` (comparing, printing, describing it) to the statement budget
  /// by its size (one value: no array of arguments to build).
  package func chargeWalk(over value: ScriptValue, at range: SourceRange) throws {
    let measured = ValueSize(
      of: value, maximumSize: limits.maximumValueSize, maximumDepth: limits.maximumValueDepth)
    try spend(measured.work, at: range)
  }
}
