import DependencyRuntime
import DepplaySyntax
import Foundation

/// A name the language gives a meaning of its own, declared once: the checker resolves a
/// name to its entry (``Resolution/builtin(_:)``), the evaluator reads how each is
/// constructed, called or read, the exporter how each is written in Swift, and completion and
/// did-you-mean offer their names. Names the evaluator and the exporter give code of their
/// own carry an enum (``Function``, ``StoreLayer``) they switch over.
package struct Builtin: Sendable {
  /// What the name is.
  package enum Kind: Sendable {
    /// `print(…)`, `expect(…)`: the evaluator and the exporter give each its own code.
    case function(Function)
    /// A type a script constructs: `Date(timeIntervalSince1970: 0)`, `TestClock()`.
    case type(Construction)
    /// A type a script names only for values it offers as static members, the same values as
    /// the implicit members of that name: `UUIDGenerator.incrementing`.
    case staticMembers(StaticMembersType)
    /// A type a script names only for its static functions: `Int.random(in:using:)`.
    case staticFunctions([String])
    /// A built-in key: `date`, `uuid`, the clocks, `context` (``BuiltinKey`` reads and sets it).
    case key(Key)
    /// A name of the store layer a script calls to build stores and reducers (`Store(…)`,
    /// `Reduce { … }`): the evaluator's store calls build each (``Interpreter/storeLayerCall``).
    case storeLayer(StoreLayer)
    /// A check of Swift Testing or XCTest: `#expect(…)`, `XCTAssertEqual(…)`.
    case testCheck(TestCheck)
    /// A global value a script reads, not calls: IssueReporting's `isTesting`.
    case value(Value)
  }

  /// A global value of the libraries a script reads by its name.
  package enum Value: String, Sendable, CaseIterable {
    /// IssueReporting's `isTesting`: whether the process runs tests. In depplay, true in the
    /// code a script's test runs (its `@Test` functions, its `XCTestCase` methods, and what
    /// they spawn), false in its top-level code, as a program's process is not a test one.
    case isTesting
  }

  /// A built-in key.
  package enum Key: Sendable {
    /// The built-in `context` key.
    case context
    /// Another built-in key: `date`, `uuid`, the clocks, …
    case builtin(BuiltinKey)
  }

  /// A built-in function.
  package enum Function: String, Sendable, CaseIterable {
    case print, expect
    /// Swift's `max(a, b, …)` and `min(a, b, …)` of comparable values.
    case max, min
    /// `stride(from:to:by:)` and `stride(from:through:by:)`, of Ints or Doubles.
    case stride
    /// `zip(a, b)`: the pairs of two sequences' elements.
    case zip
    /// `abs(x)`: an Int's or a Double's magnitude.
    case abs
    /// `fatalError("unreachable")`: stops the program, as Swift traps there.
    case fatalError
    /// `unimplemented("Client.fetch")`, `unimplemented("Client.fetch", placeholder: 0)`:
    /// IssueReporting's closure that reports an issue when called.
    case unimplemented
    /// `withKnownIssue { … }`, `await withKnownIssue("why", isIntermittent: true) { … }`:
    /// Swift Testing's scope whose issues are known ones, which fail nothing.
    case withKnownIssue
    /// `try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) { … }`:
    /// TCA's, running its closure in a task that `.cancel(id:)`, or a later run with the same
    /// ID and `cancelInFlight`, cancels.
    case withTaskCancellation
    /// `reportIssue("message")`: IssueReporting's issue, which fails the running test and lets
    /// it go on (outside a test, it is shown as any issue is).
    case reportIssue
    /// `expectNoDifference(a, b)`, `expectNoDifference(a, b, "message")`: swift-custom-dump's
    /// check (re-exported by The Composable Architecture), an issue whose message is the
    /// difference of the two values' dumps when they are not equal.
    case expectNoDifference
    /// `type(of: value)`: the value's dynamic type, which depplay writes as Swift prints it
    /// (`MockCatalogService`), where it is printed.
    case typeOf = "type"
  }

  /// A name of the store layer.
  package enum StoreLayer: String, Sendable, CaseIterable {
    case store = "Store"
    case testStore = "TestStore"
    case reduce = "Reduce"
    case scope = "Scope"
    case combineReducers = "CombineReducers"
    /// `BindingReducer()`: sets the field each binding action names.
    case bindingReducer = "BindingReducer"
    /// `EmptyReducer()`: changes nothing and returns no effect.
    case emptyReducer = "EmptyReducer"
    case stackState = "StackState"
    /// `IdentifiedArray(uniqueElements: [Row.State(id: 1)])`.
    case identifiedArray = "IdentifiedArray"
    /// `TextState("Delete \(name)?")`: text held in state.
    case textState = "TextState"
    /// `ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }`.
    case buttonState = "ButtonState"
    /// `AlertState { TextState("Delete?") } actions: { … } message: { … }`.
    case alertState = "AlertState"
  }

  /// Which entry of the table a name resolved to: what ``Resolution/builtin(_:)`` carries,
  /// so code that runs or exports the program reads the entry without looking up its name.
  package struct ID: Sendable, Hashable {
    fileprivate let index: UInt8

    /// The entry.
    package var builtin: Builtin { Builtin.all[Int(index)] }
    /// What the entry's name is.
    package var kind: Kind { builtin.kind }
  }

  /// How a type is constructed: its initializers, and what to write instead of a wrong one.
  package struct Construction: Sendable {
    package var initializers: [Initializer]
    package var hint: String
    /// Whether its Swift export needs `import Foundation`.
    package var needsFoundation = true
    /// The static functions the type also offers: `Int.random(in:using:)`.
    package var staticFunctions: [String] = []
    /// The static values the type offers, also written as implicit members where the type is
    /// implied: `UserDefaults.standard`, `.standard`.
    package var staticValues: [Callee.ImpliedValue] = []
    /// Whether a call may write the type's generic argument, which the export keeps:
    /// `LockIsolated<[String]>([])`.
    package var takesGenericArguments = false
    /// Whether its instances are references (a class): code sets their properties through a
    /// `let`, `formatter.locale = locale`.
    package var isClass = false
  }

  /// One initializer of a built-in type.
  package struct Initializer: Sendable {
    /// The argument labels and what each argument must be.
    package var parameters: [(label: String?, type: Parameter)]
    /// The value it makes, which the interpreter builds.
    package var constructor: Constructor
    /// Whether Swift's initializer is failable: the export writes it with `!`, and only for a
    /// literal argument it accepts (a value that is not a literal has no faithful export).
    package var isFailable = false
    /// Whether the value it makes is an Optional in Swift and in the script: `Int("12")`
    /// (`nil` unless the text is a whole number), `Optional(3)`.
    package var givesOptional = false
    /// What any number of unlabelled arguments after the parameters must be, if it takes
    /// them: `String(format:_:...)`'s values.
    package var variadic: Parameter? = nil
    /// Whether its Swift export needs `import Foundation`, which its type's other
    /// initializers may not: `String(format:_:...)`.
    package var needsFoundation = false

    package var labels: [String?] { parameters.map(\.label) }

    /// Whether a call with these argument labels calls this initializer.
    package func takes(labels: [String?]) -> Bool {
      guard variadic != nil else { return labels == self.labels }
      return labels.count >= parameters.count
        && Array(labels.prefix(parameters.count)) == self.labels
        && labels.dropFirst(parameters.count).allSatisfy { $0 == nil }
    }

    /// What the argument at `index` must be, if the initializer takes one there.
    package func parameter(at index: Int) -> Parameter? {
      index < parameters.count ? parameters[index].type : variadic
    }

    /// Whether `arguments` fit the parameters.
    package func fits(_ arguments: [Argument]) -> Bool {
      (variadic == nil ? arguments.count == parameters.count : arguments.count >= parameters.count)
        && arguments.indices.allSatisfy { parameter(at: $0)?.accepts(arguments[$0]) == true }
    }

    /// Whether arguments that fit make a value: a failable initializer's Swift initializer
    /// accepts them, and a date, a time zone's offset or a seed lies where depplay allows.
    package func makesValue(of arguments: [Argument]) -> Bool {
      switch (constructor, arguments.first) {
      case (.dateSince1970, let seconds?): Self.isRepresentableDate(seconds, after: 0)
      case (.dateSinceReferenceDate, let seconds?):
        Self.isRepresentableDate(seconds, after: referenceDateSince1970)
      case (.calendar, .string(let name)?): calendars[name] != nil
      case (.timeZoneOffset, .int(let seconds)?):
        timeZoneOffsets.contains(seconds) && TimeZone(secondsFromGMT: seconds) != nil
      case (.lcrng, .int(let seed)?): seed >= 0
      // Foundation stops the program at a negative position.
      case (.indexSetOfInteger, .int(let position)?): position >= 0
      case (.radixText, _):
        // Swift stops the program at a radix outside 2...36.
        if case .int(let radix)? = arguments.last { (2...36).contains(radix) } else { false }
      case (.repeatedElement, _), (.repeatedText, _):
        // Swift stops the program at a negative count.
        if case .int(let count)? = arguments.last { count >= 0 } else { false }
      default: true
      }
    }

    /// Whether `seconds` (a number) after `offset` seconds since 1970 is a date depplay
    /// allows (``Builtin/representableDates``), without overflowing on the way.
    private static func isRepresentableDate(_ seconds: Argument, after offset: Int) -> Bool {
      switch seconds {
      case .int(let seconds):
        let (since1970, overflow) = seconds.addingReportingOverflow(offset)
        return !overflow && representableDates.contains(since1970)
      case .double(let seconds):
        let since1970 = seconds + Double(offset)
        return Double(representableDates.lowerBound) <= since1970
          && since1970 <= Double(representableDates.upperBound)
      default: return false
      }
    }
  }

  /// What a built-in initializer makes: the interpreter builds the value of each.
  package enum Constructor: Sendable {
    case dependencyValues, currentDate, dateSince1970, randomUUID, uuidNumber, uuidString
    /// `Date(timeIntervalSinceReferenceDate: 0)`: seconds since 2001-01-01 00:00:00 UTC.
    case dateSinceReferenceDate
    case testClock, immediateClock, calendar, locale, timeZoneIdentifier, timeZoneOffset
    case lcrng, withRandomNumberGenerator
    /// `Set(array)`: the distinct elements, in the order first given.
    case distinctElements
    /// `Array(slice)`, `Array(set)`: the elements, in order, as an array.
    case elements
    /// `String(describing:)`: the text `print` shows, which the interpreter passes.
    case describing
    /// `URL(string:)`: Foundation's URL of the text.
    case url
    /// `URL(fileURLWithPath: "/clips/a.m4a")`: the file URL of an absolute path.
    case fileURL
    /// `UserDefaults(suiteName: "reading")`: the defaults of the named domain, this run's.
    case userDefaultsSuite
    /// `Data()`: no bytes.
    case emptyData
    /// `IndexSet()`: no positions.
    case emptyIndexSet
    /// `IndexSet(integer: 2)`: one position.
    case indexSetOfInteger
    /// `IndexSet([0, 2])`: the positions an array or a set holds.
    case indexSetOfPositions
    /// `Data("text".utf8)`: the bytes of a string's UTF-8 view.
    case utf8Data
    /// `String(decoding: data, as: UTF8.self)`: the bytes read as UTF-8.
    case decodedString
    /// `String(12)`, `String(1.5)`: a number's, a Bool's or a string's text.
    case text
    /// `Int(2.9)`: a number's integer part (Swift truncates toward zero).
    case truncatedInteger
    /// `Int("12")`: the whole number the text spells, or `nil`.
    case parsedInteger
    /// `Double(3)`: a number as a `Double`.
    case double
    /// `Optional(3)`: the value, as an Optional.
    case wrapped
    /// `String(format: "%.2f", 1.5)`: Foundation's formatting of the values
    /// (``StringFormat`` checks them first).
    case formatted
    /// `LockIsolated(value)`: a box holding the value under a lock, shared by reference.
    case lockIsolated
    /// `UncheckedSendable(value)`: ConcurrencyExtras' box that tells the compiler its value is
    /// `Sendable`; a value, as the struct is.
    case uncheckedSendable
    /// `Shared(value: 0)`: swift-sharing's reference to a value of its own, kept by no key.
    case sharedValue
    /// `Shared($huddles[id: id])`: the reference a shared Optional holds (an element of a
    /// shared identified array), unwrapped; `nil` when it holds none.
    case unwrappedShared
    /// `AsyncStream { continuation in … }`: a real `AsyncStream`, its build closure called at
    /// once with the stream's continuation, as Swift's initializer calls it.
    case asyncStream
    /// `AsyncThrowingStream { continuation in … }`: a real stream that may end with an
    /// error (`continuation.finish(throwing:)`), which a `for try await` loop throws.
    case asyncThrowingStream
    /// `DateFormatter()`: Foundation's formatter, shared by reference.
    case dateFormatter
    /// `NSLock()`: Foundation's lock, shared by reference.
    case lock
    /// `DispatchSemaphore(value: 0)`: Dispatch's counting semaphore, shared by reference.
    case semaphore
    /// `Dictionary(grouping: items, by: { $0.category })`: the elements in arrays, keyed by
    /// what the closure gives for each, in order.
    case grouping
    /// `Dictionary(uniqueKeysWithValues: pairs)`: each `(key, value)` pair stored, in order;
    /// a key given twice is Swift's trap.
    case uniqueKeysWithValues
    /// `Array(repeating: 0, count: 3)`: the element, `count` times.
    case repeatedElement
    /// `String(repeating: "ab", count: 3)`: the text, `count` times.
    case repeatedText
    /// `String(5, radix: 2)`: an integer's digits in that base (2 to 36), lowercase.
    case radixText
    /// `ISO8601DateFormatter()`: Foundation's formatter of internet dates, shared by
    /// reference.
    case iso8601DateFormatter
    /// `JSONEncoder()`: Foundation's encoder, shared by reference.
    case jsonEncoder
    /// `JSONDecoder()`: Foundation's decoder, shared by reference.
    case jsonDecoder
    /// `CancellationError()`: the error a cancelled task's check or sleep throws.
    case cancellationError

    /// Whether it gives a dictionary.
    package var givesDictionary: Bool { self == .grouping || self == .uniqueKeysWithValues }

    /// Whether the closure it takes gives nothing: a stream's build closure, whose last
    /// statement's value (a `Task`'s handle, say) is not returned.
    package var takesVoidClosure: Bool { makesStream }

    /// Whether it makes a stream (`AsyncStream` or `AsyncThrowingStream`), whose type also
    /// has `makeStream()`.
    package var makesStream: Bool { self == .asyncStream || self == .asyncThrowingStream }

    /// Whether the value it makes repeats its first argument as many times as its last
    /// says, so that its size is known before it is built.
    package var repeats: Bool {
      switch self {
      case .repeatedElement, .repeatedText: true
      default: false
      }
    }
  }

  /// An argument of a built-in initializer, as far as the table tells arguments apart: an
  /// integer, a string (or an implicit member's name), a seeded generator; anything else
  /// fits no parameter.
  package enum Argument: Sendable {
    case int(Int), double(Double), string(String), bool, seededGenerator
    /// `"text".utf8`, a string's UTF-8 view.
    case utf8View
    /// `Data(…)`.
    case data
    /// An array or a set.
    case sequence
    case other
  }

  /// What an initializer argument must be.
  package enum Parameter: Sendable {
    case int, string, seededGenerator
    /// One of these implicit members, unevaluated (`.gregorian`); the initializer gets its
    /// name as a string.
    case implicitMember([String])
    /// Any value; the initializer gets it as `print` shows it, a string (an Optional's
    /// `Optional(3)` included).
    case described
    /// An array or a set.
    case sequence
    /// A string's UTF-8 view: `"text".utf8`.
    case utf8View
    /// A `Data` value.
    case data
    /// A type written `Name.self` (`UTF8.self`), unevaluated; the initializer gets its name
    /// as a string.
    case metatype(String)
    /// An `Int` or a `Double`.
    case number
    /// A value Swift converts to text losslessly: a number, a Bool, a string.
    case lossless
    /// Any value.
    case any

    package func accepts(_ argument: Argument) -> Bool {
      switch (self, argument) {
      case (.int, .int), (.string, .string), (.seededGenerator, .seededGenerator),
        (.implicitMember, .string), (.described, .string), (.sequence, .sequence),
        (.utf8View, .utf8View), (.data, .data), (.metatype, .string),
        (.number, .int), (.number, .double), (.lossless, .int), (.lossless, .double),
        (.lossless, .bool), (.lossless, .string), (.any, _):
        true
      default: false
      }
    }
  }

  package let name: String
  package let kind: Kind

  /// Every built-in name, by name.
  package static let named: [String: Builtin] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The entry of every built-in name that is not a key, by name: what the checker resolves a
  /// name to.
  package static let ids: [String: ID] = Dictionary(
    uniqueKeysWithValues: all.indices.filter { all[$0].key == nil }.map {
      (all[$0].name, ID(index: UInt8($0)))
    })

  /// The built-in keys, by name (a script's keys join them in a session).
  package static let keys: [String: Key] = named.compactMapValues {
    if case .key(let key) = $0.kind { key } else { nil }
  }

  /// The built-in names that are not keys: functions and types (a key is declared like a
  /// script's own, so the checker finds it among the keys).
  package static let languageNames = Set(named.filter { $0.value.key == nil }.keys)

  /// The implicit members a script writes where the type is implied: contexts, and the
  /// catalogue's durations, generators and schedulers (``Callee/ImpliedValue``).
  package static let implicitMembers = ["live", "preview", "test"] + Callee.ImpliedValue.names

  /// The type `name` names, with how it is constructed, if it is a built-in type.
  package static func construction(of name: String) -> Construction? {
    if case .type(let construction)? = named[name]?.kind { construction } else { nil }
  }

  /// The built-in type `name`, if it is named only for its static members.
  package static func staticMembers(of name: String) -> StaticMembersType? {
    if case .staticMembers(let type)? = named[name]?.kind { type } else { nil }
  }

  /// Whether `Type.name(…)` calls a static function of the built-in type `type`.
  package static func isStaticFunction(_ name: String, of type: String) -> Bool {
    switch named[type]?.kind {
    case .staticFunctions(let functions)?: functions.contains(name)
    case .type(let construction)?: construction.staticFunctions.contains(name)
    default: false
    }
  }

  package var key: Key? { if case .key(let key) = kind { key } else { nil } }

  /// Whether the Swift export of this name needs `import Foundation`.
  package var needsFoundation: Bool {
    switch kind {
    case .type(let construction): construction.needsFoundation
    case .key(.builtin): true
    case .function, .staticMembers, .staticFunctions, .key, .storeLayer, .testCheck, .value:
      false
    }
  }

  /// Whether calling this name gives a value (a block ending in the call returns it).
  package var callGivesValue: Bool {
    switch kind {
    case .type, .key(.builtin), .storeLayer, .testCheck(.requireMacro), .testCheck(.unwrap): true
    case .function, .staticMembers, .staticFunctions, .key, .testCheck, .value: false
    }
  }

  private static let all: [Builtin] =
    Function.allCases.map { Builtin(name: $0.rawValue, kind: .function($0)) } + [
      Builtin(
        name: "DependencyValues",
        kind: .type(
          Construction(
            initializers: [
              Initializer(parameters: [], constructor: .dependencyValues)
            ],
            hint: "write DependencyValues() for fresh values", needsFoundation: false))),
      Builtin(name: "Bool", kind: .staticFunctions(["random"])),
      Builtin(name: Callee.issueType, kind: .staticFunctions(["record"])),
    ]
    + StaticMembersType.allCases.map { Builtin(name: $0.rawValue, kind: .staticMembers($0)) }
    + types + [Builtin(name: "context", kind: .key(.context))]
    + BuiltinKey.allCases.map { Builtin(name: $0.rawValue, kind: .key(.builtin($0))) }
    + StoreLayer.allCases.map { Builtin(name: $0.rawValue, kind: .storeLayer($0)) }
    + TestCheck.allCases.map { Builtin(name: $0.rawValue, kind: .testCheck($0)) }
    + Value.allCases.map { Builtin(name: $0.rawValue, kind: .value($0)) }

  /// The seconds since 1970 a script's `Date` may hold: years 1 to 9999, which every date
  /// computation and printout handles (Foundation's own arithmetic traps far beyond them).
  package static let representableDates = -62_135_596_800...253_402_300_799
  /// Foundation's reference date, 2001-01-01 00:00:00 UTC, in seconds since 1970.
  package static let referenceDateSince1970 = 978_307_200
  /// The offsets `TimeZone(secondsFromGMT:)` accepts: at most 18 hours either way.
  package static let timeZoneOffsets = -18 * 3600...18 * 3600

  /// The calendars `Calendar(identifier:)` offers, by the implicit member that names each.
  package static let calendars: [String: Calendar.Identifier] = [
    "gregorian": .gregorian, "iso8601": .iso8601, "buddhist": .buddhist, "japanese": .japanese,
    "hebrew": .hebrew, "islamic": .islamic, "persian": .persian, "chinese": .chinese,
  ]

  private static let types: [Builtin] = [
    Builtin(
      name: "Array",
      kind: .type(
        Construction(
          initializers: [
            Initializer(
              parameters: [("repeating", .any), ("count", .int)], constructor: .repeatedElement),
            Initializer(parameters: [(nil, .sequence)], constructor: .elements),
          ],
          hint: "write Array(repeating: 0, count: 3), or an array literal: [0, 0, 0]",
          needsFoundation: false))),
    Builtin(
      name: "Dictionary",
      kind: .type(
        Construction(
          initializers: [
            Initializer(
              parameters: [("grouping", .sequence), ("by", .any)], constructor: .grouping),
            Initializer(
              parameters: [("uniqueKeysWithValues", .sequence)],
              constructor: .uniqueKeysWithValues),
          ],
          hint: "write Dictionary(grouping: items, by: { $0.category }), or a dictionary literal:"
            + " [\"a\": 1]",
          needsFoundation: false))),
    Builtin(
      name: "Set",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [(nil, .sequence)], constructor: .distinctElements)
          ],
          hint: "write Set([1, 2, 2]) for the distinct elements of an array",
          needsFoundation: false))),
    Builtin(
      name: "String",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [("describing", .described)], constructor: .describing),
            Initializer(
              parameters: [("decoding", .data), ("as", .metatype("UTF8"))],
              constructor: .decodedString),
            Initializer(parameters: [(nil, .lossless)], constructor: .text),
            Initializer(
              parameters: [("format", .string)], constructor: .formatted, variadic: .lossless,
              needsFoundation: true),
            Initializer(
              parameters: [("repeating", .string), ("count", .int)], constructor: .repeatedText),
            Initializer(parameters: [(nil, .int), ("radix", .int)], constructor: .radixText),
          ],
          hint:
            "write String(describing: value), String(12) for a number's text, String(5, radix: 2),"
            + " String(decoding: data, as: UTF8.self), String(repeating: \"ab\", count: 3),"
            + " or String(format: \"%.2f\", 1.5)",
          needsFoundation: false))),
    Builtin(
      name: "URL",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [("string", .string)], constructor: .url, givesOptional: true),
            Initializer(parameters: [("fileURLWithPath", .string)], constructor: .fileURL),
          ],
          hint:
            "write URL(string: \"https://example.com\")! or URL(fileURLWithPath: \"/clips/a.m4a\")"
        ))),
    Builtin(
      name: "UserDefaults",
      kind: .type(
        Construction(
          initializers: [
            Initializer(
              parameters: [("suiteName", .string)], constructor: .userDefaultsSuite,
              givesOptional: true)
          ],
          hint: "write UserDefaults.standard or UserDefaults(suiteName: \"name\")!",
          staticValues: [.standard], isClass: true))),
    Builtin(
      name: "Data",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [], constructor: .emptyData),
            Initializer(parameters: [(nil, .utf8View)], constructor: .utf8Data),
          ],
          hint: "write Data() or Data(\"text\".utf8)"))),
    Builtin(
      name: "IndexSet",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [], constructor: .emptyIndexSet),
            Initializer(parameters: [("integer", .int)], constructor: .indexSetOfInteger),
            Initializer(parameters: [(nil, .sequence)], constructor: .indexSetOfPositions),
          ],
          hint: "write IndexSet(integer: 2), IndexSet([0, 2]) or IndexSet()"))),
    Builtin(
      name: "Int",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [(nil, .number)], constructor: .truncatedInteger),
            Initializer(
              parameters: [(nil, .string)], constructor: .parsedInteger, givesOptional: true),
          ],
          hint:
            "write Int(2.5) for a number's integer part (a finite one within Int's range), or"
            + " Int(\"12\") for the whole number a text spells (an Optional)",
          needsFoundation: false, staticFunctions: ["random"]))),
    Builtin(
      name: "Double",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [(nil, .number)], constructor: .double)],
          hint: "write Double(count) for a number as a Double", needsFoundation: false))),
    Builtin(
      name: "TimeInterval",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [(nil, .number)], constructor: .double)],
          hint: "write TimeInterval(days) * 86_400: Foundation's name for a Double of seconds"))),
    Builtin(
      name: "LockIsolated",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [(nil, .any)], constructor: .lockIsolated)],
          hint: "write LockIsolated(value), LockIsolated<[String]>([])", needsFoundation: false,
          takesGenericArguments: true))),
    Builtin(
      name: "UncheckedSendable",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [(nil, .any)], constructor: .uncheckedSendable)],
          hint: "write UncheckedSendable(value), and read the value back as box.value",
          needsFoundation: false, takesGenericArguments: true))),
    Builtin(
      name: "Shared",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [("value", .any)], constructor: .sharedValue),
            Initializer(
              parameters: [(nil, .any)], constructor: .unwrappedShared, givesOptional: true),
          ],
          hint: "write Shared(value: 0) for a shared reference of its own, kept by no key, or"
            + " Shared($items[id: id]) for an element of a shared identified array",
          needsFoundation: false))),
    Builtin(
      name: "AsyncStream",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [(nil, .any)], constructor: .asyncStream)],
          hint:
            "write AsyncStream { continuation in … }, AsyncStream<Int> { continuation in … },"
            + " or let (stream, continuation) = AsyncStream<Int>.makeStream()",
          needsFoundation: false, staticFunctions: ["makeStream"],
          takesGenericArguments: true))),
    Builtin(
      name: "AsyncThrowingStream",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [(nil, .any)], constructor: .asyncThrowingStream)
          ],
          hint:
            "write AsyncThrowingStream { continuation in … },"
            + " AsyncThrowingStream<Int, Error> { continuation in … }, or"
            + " let (stream, continuation) = AsyncThrowingStream<Int, Error>.makeStream()",
          needsFoundation: false, staticFunctions: ["makeStream"],
          takesGenericArguments: true))),
    Builtin(
      name: "Optional",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [(nil, .any)], constructor: .wrapped, givesOptional: true)
          ],
          hint: "write Optional(value)", needsFoundation: false))),
    Builtin(
      name: "Date",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [], constructor: .currentDate),
            Initializer(
              parameters: [("timeIntervalSince1970", .number)], constructor: .dateSince1970),
            Initializer(
              parameters: [("timeIntervalSinceReferenceDate", .number)],
              constructor: .dateSinceReferenceDate),
          ],
          hint:
            "write Date(timeIntervalSince1970: 0) (or Date() for the real date and time); the"
            + " seconds lie within years 1 to 9999 (-62135596800...253402300799)"))),
    Builtin(
      name: "UUID",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [], constructor: .randomUUID),
            Initializer(parameters: [(nil, .int)], constructor: .uuidNumber),
            Initializer(
              parameters: [("uuidString", .string)], constructor: .uuidString,
              givesOptional: true),
          ],
          hint: "write UUID(1), UUID(uuidString: \"…\")! or UUID()"))),
    Builtin(
      name: "TestClock",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [], constructor: .testClock)
          ],
          hint: "write TestClock()"))),
    Builtin(
      name: "ImmediateClock",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [], constructor: .immediateClock)
          ],
          hint: "write ImmediateClock()"))),
    Builtin(
      name: "Calendar",
      kind: .type(
        Construction(
          initializers: [
            Initializer(
              parameters: [("identifier", .implicitMember(calendars.keys.sorted()))],
              constructor: .calendar)
          ],
          hint: "write Calendar(identifier: .gregorian)"))),
    Builtin(
      name: "Locale",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [("identifier", .string)], constructor: .locale)
          ],
          hint: "write Locale(identifier: \"en_US\")"))),
    Builtin(
      name: "TimeZone",
      kind: .type(
        Construction(
          initializers: [
            Initializer(
              parameters: [("identifier", .string)], constructor: .timeZoneIdentifier,
              givesOptional: true),
            Initializer(
              parameters: [("secondsFromGMT", .int)], constructor: .timeZoneOffset,
              isFailable: true),
          ],
          hint:
            "write TimeZone(identifier: \"UTC\") or TimeZone(secondsFromGMT: 3600), at most 18"
            + " hours (64800 seconds) either way"))),
    Builtin(
      name: "NSLock",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [], constructor: .lock)],
          hint: "write NSLock(), then lock.lock() and lock.unlock(), or lock.withLock { … }",
          isClass: true))),
    Builtin(
      name: "DispatchSemaphore",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [("value", .int)], constructor: .semaphore)],
          hint:
            "write DispatchSemaphore(value: 0), then semaphore.signal() in a block"
            + " asyncAfter schedules and semaphore.wait() where the script waits for it",
          isClass: true))),
    Builtin(
      name: "DateFormatter",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [], constructor: .dateFormatter)],
          hint:
            "write DateFormatter(), then set its dateFormat, locale and timeZone and call"
            + " string(from: date)", isClass: true))),
    Builtin(
      name: "ISO8601DateFormatter",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [], constructor: .iso8601DateFormatter)],
          hint:
            "write ISO8601DateFormatter(), then call string(from: date) or"
            + " date(from: \"2024-03-01T09:00:00Z\") (an Optional)", isClass: true))),
    Builtin(
      name: "JSONEncoder",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [], constructor: .jsonEncoder)],
          hint:
            "write JSONEncoder(), set its outputFormatting (.sortedKeys, .prettyPrinted) if you"
            + " like, and call try encoder.encode(value) with a value of a Codable struct",
          isClass: true))),
    Builtin(
      name: "CancellationError",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [], constructor: .cancellationError)],
          hint: "write throw CancellationError(), and catch it with catch is CancellationError",
          needsFoundation: false))),
    Builtin(
      name: "JSONDecoder",
      kind: .type(
        Construction(
          initializers: [Initializer(parameters: [], constructor: .jsonDecoder)],
          hint: "write try JSONDecoder().decode(Settings.self, from: data)", isClass: true))),
    Builtin(
      name: "LCRNG",
      kind: .type(
        Construction(
          initializers: [
            Initializer(parameters: [("seed", .int)], constructor: .lcrng)
          ],
          hint: "write LCRNG(seed: 0) (a seed of 0 or more)"))),
    Builtin(
      name: "WithRandomNumberGenerator",
      kind: .type(
        Construction(
          initializers: [
            Initializer(
              parameters: [(nil, .seededGenerator)], constructor: .withRandomNumberGenerator)
          ],
          hint: "write WithRandomNumberGenerator(LCRNG(seed: 0))"))),
  ]
}
