import DependencyRuntime
import DepplaySemantics
import DepplaySyntax
import Synchronization

extension Interpreter {
  /// One default of a key declaration: a constant evaluated once, at the declaration, or an
  /// expression the runtime evaluates each time it computes the default (with a value of its
  /// type when that is known up front).
  private enum DefaultValue {
    case constant(ScriptValue)
    case computed(DynamicDependencyKey<ScriptValue>.Compute, sample: ScriptValue?)

    var thunk: DynamicDependencyKey<ScriptValue>.Compute {
      switch self {
      case .constant(let value): { value }
      case .computed(let compute, _): compute
      }
    }

    var sample: ScriptValue? {
      switch self {
      case .constant(let value): value
      case .computed(_, let sample): sample
      }
    }
  }

  /// `dependency name { live: …, preview: …, test: … }`.
  ///
  /// A default that reads anything (another key, a model, a clock) is computed by the runtime
  /// when it computes the default — once per cache lifetime and context, with the reading
  /// values bound — so what it reads is baked in then (SEMANTICS rule 18), exactly as a
  /// Swift key's `static var liveValue` getter. So is a default whose value holds state
  /// (`UUIDGenerator.incrementing`, `TestClock()`): each cache lifetime gets its own, which
  /// keeps its state for that lifetime (rule 28).
  package func declare(_ declaration: KeyDeclaration, _ context: inout Context) throws {
    let live = try declaration.live.map { try defaultValue($0, &context) }
    let preview = try declaration.preview.map { try defaultValue($0, &context) }
    let sample = live?.sample ?? preview?.sample
    let test: DynamicDependencyKey<ScriptValue>.TestValue?
    var defaults = KeyDefaults(
      live: declaration.live.map { source.text(of: $0.range) },
      preview: declaration.preview.map { source.text(of: $0.range) })
    switch declaration.test {
    case .value(let expression)?:
      switch try defaultValue(expression, &context) {
      case .constant(let value): test = .value(value)
      case .computed(let compute, _): test = .computed(compute)
      }
      defaults.test = .value(source.text(of: expression.range))
    case .unimplemented?:
      test = .unimplemented(placeholder: sample?.placeholder ?? .none)
      defaults.test = .unimplemented
    case nil:
      test = nil
    }
    let key: DynamicDependencyKey<ScriptValue>
    if let live {
      key = DynamicDependencyKey(
        name: declaration.name, computingLive: live.thunk, preview: preview?.thunk, test: test)
    } else {
      key = DynamicDependencyKey(
        name: declaration.name, computingPreview: preview?.thunk, test: test ?? .value(.none))
    }
    var typeSample = sample ?? .none
    if case .value(let value)? = test, case .none = typeSample { typeSample = value }
    var samples = [live?.sample, preview?.sample].compactMap { $0 }
    if case .value(let value)? = test { samples.append(value) }
    let scriptKey = ScriptKey(
      key: key.named(declaration.swiftNames(samples: samples)), sample: typeSample,
      defaults: defaults, valueType: declaration.swiftType?.valueType)
    state.declare(.script(scriptKey), named: declaration.name)
  }

  private func defaultValue(_ expression: Expression, _ context: inout Context) throws
    -> DefaultValue
  {
    var sample: ScriptValue?
    if isConstant(expression, in: context.frame) {
      let value = try evaluate(expression, &context)
      guard value.holdsState else { return .constant(value) }
      sample = value
    }
    let store = state
    let frame = context.frame
    let compute: DynamicDependencyKey<ScriptValue>.Compute = {
      guard let interpreter = store.withLock({ $0.running }) else { return .none }
      return interpreter.evaluateComputedDefault(expression, frame: frame)
    }
    return .computed(compute, sample: sample)
  }

  /// Runs a default's expression where the runtime computes it; an error stops the reading
  /// unit's statement with a report, and the default is `nil`.
  private func evaluateComputedDefault(_ expression: Expression, frame: Frame) -> ScriptValue {
    let unit = Unit(info: .main)
    var context = Context(unit: unit, frame: Frame(parent: frame), bucket: scriptBucket)
    do {
      return try evaluate(expression, &context)
    } catch {
      if DefaultCycle.keep(error) { return .none }
      report(error, in: unit)
      return .none
    }
  }

  /// Whether a default can be evaluated once at its declaration: it reads no key, creates no
  /// model and runs no code (literals, records and lists of them, closures, built-in values).
  private func isConstant(_ expression: Expression, in frame: Frame) -> Bool {
    switch expression {
    case .integer, .floatingPoint, .boolean, .nilLiteral, .closure:
      return true
    case .string(let parts, _):
      return parts.allSatisfy { if case .text = $0 { true } else { false } }
    case .implicitMember(_, let arguments, _):
      return (arguments ?? []).allSatisfy { isConstant($0.value, in: frame) }
    case .list(let elements, _):
      return elements.allSatisfy { isConstant($0, in: frame) }
    case .unary(_, let operand, _):
      return isConstant(operand, in: frame)
    case .call(.name(_, let range), let arguments, nil, _):
      // A built-in type's value or a record, made of constants.
      switch frame.resolutions[range] {
      case .builtin(let id)?: guard case .type = id.kind else { return false }
      case .record?: break
      default: return false
      }
      return arguments.allSatisfy { isConstant($0.value, in: frame) }
    default:
      return false
    }
  }

  /// The key `name`, found among the keys this execution read lately while the session has
  /// declared none since: a key read in a loop does not hash its name under the session's
  /// lock on every pass.
  package func key(named name: String, range: SourceRange) throws -> KeyReference {
    let stamp = state.keysStamp.load(ordering: .acquiring)
    if let reference = recentKeys.withLock({ $0.reference(named: name, stamp: stamp) }) {
      return reference
    }
    if let reference = state.withLock({ $0.keys[name] }) {
      recentKeys.withLock { $0.remember(reference, named: name, stamp: stamp) }
      return reference
    }
    let known = state.withLock { Array($0.keys.keys) }
    throw RuntimeError(
      "unknown dependency '\(name)'", at: range, notes: DidYouMean.note(for: name, among: known))
  }

  /// The key the read `name` at `range` reads, a place of the program `resolutions` belong
  /// to: what the read found last, kept in its cell (``KeyReadCells``), while the session's
  /// keys have the stamp they had then; otherwise the key `name` names now, kept there.
  @inline(__always)
  package func key(
    readAt range: SourceRange, named name: String, in resolutions: Resolutions.View
  ) throws -> FoundKey {
    let stamp = state.keysStamp.load(ordering: .acquiring)
    if let kept = resolutions.keyReads.kept(at: range, as: FoundKey.self),
      kept._withUnsafeGuaranteedRef({ $0.stamp == stamp })
    {
      return kept.takeUnretainedValue()
    }
    let found = FoundKey(try key(named: name, range: range), stamp: stamp)
    resolutions.keyReads.keep(found, at: range)
    return found
  }
}
