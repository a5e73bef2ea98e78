import DepplaySyntax

/// What a name in a checked program refers to, decided once, by the checker, in the order the
/// language gives names their meaning (a local hides a model's member, which hides a key).
package enum Resolution: Sendable, Equatable {
  /// A local: a `let`, a parameter (`$0`, `self`, `group`, …), a loop variable, a
  /// `@Dependency` declared in the block.
  case local
  /// A property or method of the model whose method it is in.
  case modelMember
  /// A key, the script's or a built-in one: a read goes through a `@Dependency` declared at
  /// the read.
  case key
  /// A type the script declared: a model (`Feature()`), a feature, a client, an error type.
  case model
  /// A name of the table of built-ins (``Builtin``) that is not a key: `print`, `Date`; it
  /// carries the entry.
  case builtin(Builtin.ID)
  /// A record literal's type: `API(baseURL: …)`.
  case record
  /// A property or method of the plain struct whose method, computed property or `init` it
  /// is in, reached without `self.`: read and called through the `self` the code has.
  case selfMember
  /// A `static` member of the plain struct `type`, reached without the type's name in its
  /// own static code.
  case staticMember(type: String)
  /// A top-level function of the script (``NameTable/functions``).
  case function
  /// `$0` of an update closure (`withDependencies { $0.key = v }`, a test trait's): the
  /// values being updated; of a `.transformDependency(\.key) { $0 = … }` closure, the key's
  /// value.
  case updatedValues

  /// What the built-in name is, if the name resolved to one.
  package var builtin: Builtin.Kind? { if case .builtin(let id) = self { id.kind } else { nil } }
}

/// What code of one checked program needs to know about it while it runs, wherever it runs
/// (a closure or a method can run in a later program of the session): what each of its names
/// refers to, by where the name starts; which of its calls a `try` covers, by where the call
/// starts, and the other ``PlaceFlags`` (one byte per place in the source, found by indexing);
/// and its source, whose text a hint quotes and whose map says where a place was written.
package final class Resolutions: Sendable {
  /// The tables, which this object owns (and frees).
  package let view: View

  package init(
    _ table: [Resolution?], triedCalls: Set<Int> = [], mutableReceivers: Set<Int> = [],
    doubleLiterals: Set<Int> = [], topLevelReads: Set<Int> = [],
    readsAboveDeclaration: Set<Int> = [], statements: [Statement] = [],
    printedOptionals: [Int: PrintedOptional] = [:], callees: [Int: Callee] = [:],
    unwrappedTypes: [Int: String] = [:], alertActions: Set<String> = [],
    source: SourceFile? = nil
  ) {
    var flags = StatementSuspensions(of: statements).flags
    for (offsets, flag) in [
      (triedCalls, PlaceFlags.triedCall), (mutableReceivers, .mutableReceiver),
      (doubleLiterals, .doubleLiteral), (topLevelReads, .topLevelRead),
      (readsAboveDeclaration, .readAboveDeclaration),
    ] {
      for offset in offsets { flags[offset, default: []].insert(flag) }
    }
    let places = UnsafeMutableBufferPointer<Resolution?>.allocate(capacity: table.count)
    _ = places.initialize(from: table)
    let file = UnsafeMutablePointer<SourceFile>.allocate(capacity: 1)
    file.initialize(to: source ?? SourceFile(name: "", text: ""))
    let printed = UnsafeMutablePointer<[Int: PrintedOptional]>.allocate(capacity: 1)
    printed.initialize(to: printedOptionals)
    let calls = UnsafeMutablePointer<[Int: Callee]>.allocate(capacity: 1)
    calls.initialize(to: callees)
    let unwrapped = UnsafeMutablePointer<[Int: String]>.allocate(capacity: 1)
    unwrapped.initialize(to: unwrappedTypes)
    let alerts = UnsafeMutablePointer<Set<String>>.allocate(capacity: 1)
    alerts.initialize(to: alertActions)
    view = View(
      places: UnsafeBufferPointer(places), flags: Self.table(of: flags), file: UnsafePointer(file),
      printedOptionals: UnsafePointer(printed), callees: UnsafePointer(calls),
      unwrappedTypes: UnsafePointer(unwrapped), alertActions: UnsafePointer(alerts),
      keyReads: KeyReadCells(table))
  }

  /// A table of flags, one per place up to the last of `flags`' offsets.
  private static func table(of flags: [Int: PlaceFlags]) -> UnsafeBufferPointer<PlaceFlags> {
    let table = UnsafeMutableBufferPointer<PlaceFlags>.allocate(
      capacity: (flags.keys.max() ?? -1) + 1)
    table.initialize(repeating: [])
    for (offset, placeFlags) in flags { table[offset] = placeFlags }
    return UnsafeBufferPointer(table)
  }

  deinit {
    view.places.deallocate()
    view.flags.deallocate()
    UnsafeMutablePointer(mutating: view.file).deinitialize(count: 1).deallocate()
    UnsafeMutablePointer(mutating: view.printedOptionals).deinitialize(count: 1).deallocate()
    UnsafeMutablePointer(mutating: view.callees).deinitialize(count: 1).deallocate()
    UnsafeMutablePointer(mutating: view.unwrappedTypes).deinitialize(count: 1).deallocate()
    UnsafeMutablePointer(mutating: view.alertActions).deinitialize(count: 1).deallocate()
    view.keyReads.free()
  }

  /// The table of code no checker saw: it holds no name.
  package static let none = Resolutions([])

  /// What the name at `range` refers to; `nil` where the checker saw no name.
  package subscript(range: SourceRange) -> Resolution? { view[range] }

  /// The tables, read without holding their owner: valid while the ``Resolutions`` they came
  /// from lives (an evaluation frame keeps one).
  package struct View: @unchecked Sendable {
    // NB: @unchecked because the tables are never written after the owner's initializer.
    fileprivate let places: UnsafeBufferPointer<Resolution?>
    /// What the checker noted at each place (one table: a view is copied into every frame).
    fileprivate let flags: UnsafeBufferPointer<PlaceFlags>
    fileprivate let file: UnsafePointer<SourceFile>
    fileprivate let printedOptionals: UnsafePointer<[Int: PrintedOptional]>
    fileprivate let callees: UnsafePointer<[Int: Callee]>
    fileprivate let unwrappedTypes: UnsafePointer<[Int: String]>
    fileprivate let alertActions: UnsafePointer<Set<String>>
    /// A cell for each key read, which the interpreter keeps what the read found in.
    package let keyReads: KeyReadCells

    /// What the name at `range` refers to; `nil` where the checker saw no name.
    package subscript(range: SourceRange) -> Resolution? {
      let offset = range.start.offset
      return offset < places.count ? places[offset] : nil
    }

    /// The flags noted at the place `offset`.
    @inline(__always)
    private func flags(at offset: Int) -> PlaceFlags {
      offset < flags.count ? flags[offset] : []
    }

    /// Whether `flag` is noted at the place `range` starts.
    private func flag(_ flag: PlaceFlags, at range: SourceRange) -> Bool {
      flags(at: range.start.offset).contains(flag)
    }

    /// Whether `statement` awaits or spawns, so that the interpreter runs it asynchronously
    /// (``Statement/suspends``): as noted where it starts (``StatementSuspensions``), else
    /// worked out from the statement.
    @inline(__always)
    package func suspends(_ statement: Statement) -> Bool {
      let noted = flags(at: statement.range.start.offset)
      if noted.contains(.statementSuspends) { return true }
      if noted.contains(.statementRunsSynchronously) { return false }
      return statement.suspends
    }

    /// Whether a `try` covers the call at `range` (``Program/triedCalls``).
    package func isTried(_ range: SourceRange) -> Bool {
      flag(.triedCall, at: range)
    }

    /// Whether the receiver at `range` of a method call is a place the code may change, so
    /// a `mutating` method may be called on it (``Resolutions/Builder/recordMutableReceiver(at:)``).
    package func isMutableReceiver(_ range: SourceRange) -> Bool {
      flag(.mutableReceiver, at: range)
    }

    /// Whether the integer literal at `range` is a `Double`, as Swift types it from what
    /// shares its type (``Resolutions/Builder/recordDoubleLiteral(at:)``).
    package func isDoubleLiteral(_ range: SourceRange) -> Bool {
      flag(.doubleLiteral, at: range)
    }

    /// Whether the name at `range`, in a top-level function, reads a `let` or `var` of the
    /// script's top level (``Resolutions/Builder/recordTopLevelRead(at:)``).
    package func readsTopLevel(_ range: SourceRange) -> Bool {
      flag(.topLevelRead, at: range)
    }

    /// Whether the name at `range` reads a top-level `let` or `var` declared below it
    /// (``Resolutions/Builder/recordReadAboveDeclaration(_:at:)``).
    package func readsAboveDeclaration(_ range: SourceRange) -> Bool {
      flag(.readAboveDeclaration, at: range)
    }

    /// How the printed expression at `range` shows its value when its Swift type is an
    /// Optional (``Resolutions/Builder/recordPrintedOptional(_:at:)``); `nil` otherwise.
    package func printedOptional(at range: SourceRange) -> PrintedOptional? {
      printedOptionals.pointee[range.start.offset]
    }

    /// What the callee at `range` (a method call's `receiver.name`, an implied member) names
    /// in the catalogue (``Resolutions/Builder/recordCallee(_:at:)``); `nil` for anything else.
    package func callee(at range: SourceRange) -> Callee? {
      callees.pointee[range.end.offset]
    }

    /// The type of the value the Optional at `range` wraps, when the checker knows it
    /// (``Resolutions/Builder/recordUnwrappedType(_:at:)``).
    package func unwrappedType(at range: SourceRange) -> String? {
      unwrappedTypes.pointee[range.start.offset]
    }

    /// Whether the enum named `name` is the actions of an alert a feature of the session
    /// presents, as the checker found it when it checked the program: named by a state
    /// field's `AlertState<…>` type (`AlertState<Action.Alert>`) or a `@Reducer enum`'s alert
    /// case (``FeatureDeclaration/alertActions``).
    package func isAlertActions(_ name: String) -> Bool {
      alertActions.pointee.contains(name)
    }

    /// The cases of the `@Reducer enum`s whose case the member read at `range` names
    /// (`destination.edit`), one set for each enum declaring it
    /// (``Checker/recordReducerEnumCase(_:)``); `nil` for another member.
    package func reducerEnumCases(at range: SourceRange) -> [Set<String>]? {
      if case .reducerEnumCase(let cases)? = callee(at: range) { cases } else { nil }
    }

    /// The methods the method call whose `receiver.name` is at `range` names in the
    /// catalogue, one for each kind of receiver; `nil` when it names none.
    package func methods(at range: SourceRange) -> Callee.Methods? {
      if case .methods(let methods)? = callee(at: range) { methods } else { nil }
    }

    /// The effect the implied member at `range` names in the catalogue; `nil` for another.
    package func effect(at range: SourceRange) -> Callee.Effect? {
      if case .effect(let effect)? = callee(at: range) { effect } else { nil }
    }

    /// The built-in key whose value the call's `callee` calls (`later { … }`, `self.later { … }`
    /// for `@Dependency(\.fireAndForget) var later`), as the checker resolved it; `nil` for
    /// another callee.
    package func calledDependency(_ callee: Expression) -> BuiltinKey? {
      guard case .dependency(let key)? = callee.calledNameRange.flatMap(callee(at:)) else {
        return nil
      }
      return key
    }

    /// The method of a value that the call of `member` (`names.append`) calls, as the
    /// checker resolved its name and labels; `nil` for a call no value's method fits.
    package func valueMethod(of member: SourceRange) -> ValueMethod? {
      methods(at: member)?.value
    }

    /// The program's source.
    package var source: SourceFile { file.pointee }
  }

  /// A table being filled by the checker.
  package struct Builder {
    private var table: [Resolution?] = []
    private var mutableReceivers: Set<Int> = []
    private var doubleLiterals: Set<Int> = []
    private var topLevelReads: Set<Int> = []
    /// The names ``recordReadAboveDeclaration(_:at:)`` noted, in the order noted.
    package private(set) var readsAboveDeclaration: [(name: String, range: SourceRange)] = []
    private var printedOptionals: [Int: PrintedOptional] = [:]
    private var callees: [Int: Callee] = [:]
    private var unwrappedTypes: [Int: String] = [:]

    package mutating func record(_ resolution: Resolution, at range: SourceRange) {
      let offset = range.start.offset
      if offset >= table.count { table += repeatElement(nil, count: offset + 1 - table.count) }
      table[offset] = resolution
    }

    /// Notes that the receiver of a method call starting at `range` (a `var`, `self` in a
    /// `mutating` method, a reducer's `state`) may be changed by a `mutating` method.
    package mutating func recordMutableReceiver(at range: SourceRange) {
      mutableReceivers.insert(range.start.offset)
    }

    /// Notes that the integer literal at `range` is a `Double`: Swift types it from what
    /// shares its type (`values.reduce(0) { $0 + $1.amount }`), where depplay's value
    /// would otherwise be an `Int`.
    package mutating func recordDoubleLiteral(at range: SourceRange) {
      doubleLiterals.insert(range.start.offset)
    }

    /// Notes that the name at `range`, in a top-level function, reads a `let` or `var` of the
    /// script's top level, not a parameter or local of the function (or of a closure in it)
    /// of the same name.
    package mutating func recordTopLevelRead(at range: SourceRange) {
      topLevelReads.insert(range.start.offset)
    }

    /// Notes that the name at `range`, in code that runs later than where it stands (a
    /// closure, a function, a type's member), reads a top-level `let` or `var` declared below.
    package mutating func recordReadAboveDeclaration(_ name: String, at range: SourceRange) {
      readsAboveDeclaration.append((name, range))
    }

    /// Notes that the expression printed at `range` (a `print` argument, an interpolation)
    /// has an optional type, shown as `shape` says.
    package mutating func recordPrintedOptional(_ shape: PrintedOptional, at range: SourceRange) {
      printedOptionals[range.start.offset] = shape
    }

    /// Notes that the Optional at `range` (what `XCTUnwrap` unwraps) wraps a `type`, as its
    /// failure names it.
    package mutating func recordUnwrappedType(_ type: String, at range: SourceRange) {
      unwrappedTypes[range.start.offset] = type
    }

    /// Notes what the callee at `range` (a method call's `receiver.name`, an implied member)
    /// names in the catalogue. Keyed by where the callee ends: `store.send(.a).finish()`'s
    /// two member accesses start at the same place.
    package mutating func recordCallee(_ callee: Callee, at range: SourceRange) {
      callees[range.end.offset] = callee
    }

    /// What the callee at `range` was noted to name (``recordCallee(_:at:)``); `nil` for
    /// none yet.
    package func callee(at range: SourceRange) -> Callee? { callees[range.end.offset] }

    /// The built-in key whose value the call's `callee` calls, as noted
    /// (``View/calledDependency(_:)``).
    package func calledDependency(_ callee: Expression) -> BuiltinKey? {
      guard case .dependency(let key)? = callee.calledNameRange.flatMap(self.callee(at:)) else {
        return nil
      }
      return key
    }

    /// The tables of `program`, read from `source`: the names recorded, and the calls a `try`
    /// covers.
    package func build(for program: Program, source: SourceFile, alertActions: Set<String> = [])
      -> Resolutions
    {
      Resolutions(
        table, triedCalls: program.triedCalls, mutableReceivers: mutableReceivers,
        doubleLiterals: doubleLiterals, topLevelReads: topLevelReads,
        readsAboveDeclaration: Set(readsAboveDeclaration.map(\.range.start.offset)),
        statements: program.statements, printedOptionals: printedOptionals, callees: callees,
        unwrappedTypes: unwrappedTypes, alertActions: alertActions, source: source)
    }
  }
}

extension Expression {
  /// Where the name a callee ends with is: `later` of `later { … }` and of `self.later { … }`;
  /// `nil` for another callee.
  fileprivate var calledNameRange: SourceRange? {
    switch self {
    case .name(_, let range), .member(_, _, let range): range
    default: nil
    }
  }
}
