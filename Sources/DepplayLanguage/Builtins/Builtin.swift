import DependencyRuntime
import Foundation

/// A name the language gives a meaning of its own, declared once: the checker resolves a
/// name to its entry (``Resolution/builtin(_:)``), the evaluator reads how each is
/// constructed, called or read, the exporter how each is written in Swift, and completion and
/// did-you-mean offer their names. Names the evaluator and the exporter give code of their
/// own carry an enum (``Function``, ``StoreLayer``) they switch over.
struct Builtin: Sendable {
  /// What the name is.
  enum Kind: Sendable {
    /// `print(…)`, `expect(…)`: the evaluator and the exporter give each its own code.
    case function(Function)
    /// A type a script constructs: `Date(timeIntervalSince1970: 0)`, `TestClock()`.
    case type(Construction)
    /// A type a script names only for values it offers as static members, the same values as
    /// the implicit members of that name: `UUIDGenerator.incrementing`.
    case staticMembers([String])
    /// A type a script names only for its static functions: `Int.random(in:using:)`.
    case staticFunctions([String])
    /// A built-in key: `date`, `uuid`, the clocks, `context` (``BuiltinKey`` reads and sets it).
    case key(KeyReference)
    /// A name of the store layer a script calls to build stores and reducers (`Store(…)`,
    /// `Reduce { … }`): the evaluator's store calls build each (``Interpreter/storeLayerCall``).
    case storeLayer(StoreLayer)
    /// A check of Swift Testing or XCTest: `#expect(…)`, `XCTAssertEqual(…)`.
    case testCheck(TestCheck)
  }

  /// A built-in function.
  enum Function: String, Sendable, CaseIterable {
    case print, expect
  }

  /// A name of the store layer.
  enum StoreLayer: String, Sendable, CaseIterable {
    case store = "Store"
    case testStore = "TestStore"
    case reduce = "Reduce"
    case scope = "Scope"
    case stackState = "StackState"
  }

  /// Which entry of the table a name resolved to: what ``Resolution/builtin(_:)`` carries,
  /// so code that runs or exports the program reads the entry without looking up its name.
  struct ID: Sendable, Hashable {
    fileprivate let index: UInt8

    /// The entry.
    var builtin: Builtin { Builtin.all[Int(index)] }
    /// What the entry's name is.
    var kind: Kind { builtin.kind }
  }

  /// How a type is constructed: its initializers, and what to write instead of a wrong one.
  struct Construction: Sendable {
    var initializers: [Initializer]
    var hint: String
    /// Whether its Swift export needs `import Foundation`.
    var needsFoundation = true
  }

  /// One initializer of a built-in type.
  struct Initializer: Sendable {
    /// The argument labels and what each argument must be.
    var parameters: [(label: String?, type: Parameter)]
    /// Whether Swift's initializer is failable: the export writes it with `!`, and only for a
    /// literal argument it accepts (a value that is not a literal has no faithful export).
    var isFailable = false
    /// The value for the arguments; `nil` when they do not make a valid one.
    var make: @Sendable ([ScriptValue]) -> ScriptValue?

    var labels: [String?] { parameters.map(\.label) }

    /// Whether `values` fit the parameters.
    func accepts(_ values: [ScriptValue]) -> Bool {
      values.count == parameters.count
        && zip(parameters, values).allSatisfy { $0.type.accepts($1) }
    }
  }

  /// What an initializer argument must be.
  enum Parameter: Sendable {
    case int, string, seededGenerator
    /// One of these implicit members, unevaluated (`.gregorian`); the initializer gets its
    /// name as a string.
    case implicitMember([String])
    /// Any value; the initializer gets it as `print` shows it, a string (an Optional's
    /// `Optional(3)` included).
    case described
    /// An array or a set.
    case sequence

    func accepts(_ value: ScriptValue) -> Bool {
      switch (self, value) {
      case (.int, .int), (.string, .string), (.seededGenerator, .builtin(.seededGenerator)),
        (.implicitMember, .string), (.described, .string), (.sequence, .list),
        (.sequence, .set):
        true
      default: false
      }
    }
  }

  let name: String
  let kind: Kind

  /// Every built-in name, by name.
  static let named: [String: Builtin] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The entry of every built-in name that is not a key, by name: what the checker resolves a
  /// name to.
  static let ids: [String: ID] = Dictionary(
    uniqueKeysWithValues: all.indices.filter { all[$0].key == nil }.map {
      (all[$0].name, ID(index: UInt8($0)))
    })

  /// The built-in keys, by name (a script's keys join them in a session).
  static let keys: [String: KeyReference] = named.compactMapValues {
    if case .key(let key) = $0.kind { key } else { nil }
  }

  /// The built-in names that are not keys: functions and types (a key is declared like a
  /// script's own, so the checker finds it among the keys).
  static let languageNames = Set(named.filter { $0.value.key == nil }.keys)

  /// The implicit members a script writes where the type is implied: contexts, durations,
  /// generators (``Interpreter/implicitMember(_:arguments:range:_:)`` makes their values).
  static let implicitMembers = [
    "live", "preview", "test", "seconds", "milliseconds", "incrementing", "constant", "main",
    "immediate",
  ]

  /// The type `name` names, with how it is constructed, if it is a built-in type.
  static func construction(of name: String) -> Construction? {
    if case .type(let construction)? = named[name]?.kind { construction } else { nil }
  }

  /// The static members of the built-in type `name`, if it is named only for them.
  static func staticMembers(of name: String) -> [String]? {
    if case .staticMembers(let members)? = named[name]?.kind { members } else { nil }
  }

  /// Whether `Type.name(…)` calls a static function of the built-in type `type`.
  static func isStaticFunction(_ name: String, of type: String) -> Bool {
    if case .staticFunctions(let functions)? = named[type]?.kind {
      functions.contains(name)
    } else {
      false
    }
  }

  var key: KeyReference? { if case .key(let key) = kind { key } else { nil } }

  /// Whether the Swift export of this name needs `import Foundation`.
  var needsFoundation: Bool {
    switch kind {
    case .type(let construction): construction.needsFoundation
    case .key(.builtin): true
    case .function, .staticMembers, .staticFunctions, .key, .storeLayer, .testCheck: false
    }
  }

  /// Whether calling this name gives a value (a block ending in the call returns it).
  var callGivesValue: Bool {
    switch kind {
    case .type, .key(.builtin), .storeLayer, .testCheck(.requireMacro): true
    case .function, .staticMembers, .staticFunctions, .key, .testCheck: false
    }
  }

  private static let all: [Builtin] =
    Function.allCases.map { Builtin(name: $0.rawValue, kind: .function($0)) } + [
      Builtin(
        name: "DependencyValues",
        kind: .type(
          Construction(
            initializers: [
              Initializer(parameters: []) { _ in
                .record(Record(name: "DependencyValues", fields: []))
              }
            ],
            hint: "write DependencyValues() for fresh values", needsFoundation: false))),
      Builtin(name: "Int", kind: .staticFunctions(["random"])),
      Builtin(name: "Bool", kind: .staticFunctions(["random"])),
      Builtin(name: "UUIDGenerator", kind: .staticMembers(["incrementing", "constant"])),
      Builtin(name: "DateGenerator", kind: .staticMembers(["constant"])),
      // As a scheduler for `mainQueue`: `DispatchQueue.test`, `DispatchQueue.immediate`.
      Builtin(name: "DispatchQueue", kind: .staticMembers(["test", "immediate"])),
    ] + types + [Builtin(name: "context", kind: .key(.context))]
    + BuiltinKey.allCases.map { Builtin(name: $0.rawValue, kind: .key(.builtin($0))) }
    + StoreLayer.allCases.map { Builtin(name: $0.rawValue, kind: .storeLayer($0)) }
    + TestCheck.allCases.map { Builtin(name: $0.rawValue, kind: .testCheck($0)) }

  /// The seconds since 1970 a script's `Date` may hold: years 1 to 9999, which every date
  /// computation and printout handles (Foundation's own arithmetic traps far beyond them).
  static let representableDates = -62_135_596_800...253_402_300_799
  /// The offsets `TimeZone(secondsFromGMT:)` accepts: at most 18 hours either way.
  static let timeZoneOffsets = -18 * 3600...18 * 3600

  private static let calendars: [String: Calendar.Identifier] = [
    "gregorian": .gregorian, "iso8601": .iso8601, "buddhist": .buddhist, "japanese": .japanese,
    "hebrew": .hebrew, "islamic": .islamic, "persian": .persian, "chinese": .chinese,
  ]

  private static let types: [Builtin] = [
    Builtin(
      name: "Set",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [(nil, .sequence)]) { values in
              guard case .list(let elements) = values[0] else { return values[0] }
              var distinct: [ScriptValue] = []
              for element in elements where !distinct.contains(where: { $0.isEqual(to: element) }) {
                distinct.append(element)
              }
              return .set(distinct)
            }
          ],
          hint: "write Set([1, 2, 2]) for the distinct elements of an array",
          needsFoundation: false))),
    Builtin(
      name: "String",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [("describing", .described)]) { $0.first }],
          hint: "write String(describing: value)", needsFoundation: false))),
    Builtin(
      name: "Date",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: []) { _ in .builtin(.date(Date())) },
            Initializer(parameters: [("timeIntervalSince1970", .int)]) { values in
              guard case .int(let seconds) = values[0], representableDates.contains(seconds)
              else { return nil }
              return .builtin(.date(Date(timeIntervalSince1970: TimeInterval(seconds))))
            },
          ],
          hint:
            "write Date(timeIntervalSince1970: 0) (or Date() for the real date and time); the"
            + " seconds lie within years 1 to 9999 (-62135596800...253402300799)"))),
    Builtin(
      name: "UUID",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: []) { _ in .builtin(.uuid(UUID())) },
            Initializer(parameters: [(nil, .int)]) { values in
              guard case .int(let number) = values[0] else { return nil }
              return .builtin(.uuid(UUID(number)))
            },
            Initializer(parameters: [("uuidString", .string)], isFailable: true) { values in
              guard case .string(let text) = values[0] else { return nil }
              return UUID(uuidString: text).map { .builtin(.uuid($0)) }
            },
          ],
          hint: "write UUID(1), UUID(uuidString: \"…\") or UUID()"))),
    Builtin(
      name: "TestClock",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: []) { _ in .builtin(.clock(ScriptClock(base: TestClock()))) }
          ],
          hint: "write TestClock()"))),
    Builtin(
      name: "ImmediateClock",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: []) { _ in
              .builtin(.clock(ScriptClock(base: ImmediateClock())))
            }
          ],
          hint: "write ImmediateClock()"))),
    Builtin(
      name: "Calendar",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [("identifier", .implicitMember(calendars.keys.sorted()))]) {
              values in
              guard case .string(let name) = values[0], let identifier = calendars[name] else {
                return nil
              }
              return .builtin(.calendar(Calendar(identifier: identifier)))
            }
          ],
          hint: "write Calendar(identifier: .gregorian)"))),
    Builtin(
      name: "Locale",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [("identifier", .string)]) { values in
              guard case .string(let identifier) = values[0] else { return nil }
              return .builtin(.locale(Locale(identifier: identifier)))
            }
          ],
          hint: "write Locale(identifier: \"en_US\")"))),
    Builtin(
      name: "TimeZone",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [("identifier", .string)], isFailable: true) { values in
              guard case .string(let identifier) = values[0] else { return nil }
              return TimeZone(identifier: identifier).map { .builtin(.timeZone($0)) }
            },
            Initializer(parameters: [("secondsFromGMT", .int)], isFailable: true) { values in
              guard case .int(let seconds) = values[0], timeZoneOffsets.contains(seconds) else {
                return nil
              }
              return TimeZone(secondsFromGMT: seconds).map { .builtin(.timeZone($0)) }
            },
          ],
          hint:
            "write TimeZone(identifier: \"UTC\") or TimeZone(secondsFromGMT: 3600), at most 18"
            + " hours (64800 seconds) either way"))),
    Builtin(
      name: "LCRNG",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [("seed", .int)]) { values in
              guard case .int(let seed) = values[0], seed >= 0 else { return nil }
              return .builtin(.seededGenerator(LCRNG(seed: UInt64(seed))))
            }
          ],
          hint: "write LCRNG(seed: 0) (a seed of 0 or more)"))),
    Builtin(
      name: "WithRandomNumberGenerator",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [(nil, .seededGenerator)]) { values in
              guard case .builtin(.seededGenerator(let generator)) = values[0] else { return nil }
              return .builtin(.randomNumberGenerator(WithRandomNumberGenerator(generator)))
            }
          ],
          hint: "write WithRandomNumberGenerator(LCRNG(seed: 0))"))),
  ]
}
