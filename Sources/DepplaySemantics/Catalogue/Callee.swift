import DepplaySyntax

/// What a call names in the catalogue of built-in methods (the one catalogue: a value's
/// methods, ``ValueMethod``, are its receiver kind like any other): the checker resolves each method
/// call and each implied member of a checked program to its entry, once
/// (``Resolutions/View/callee(at:)``), and the evaluator and the exporter switch over the
/// entry instead of comparing names. Completion, did-you-mean and the docs list the names
/// from here.
///
/// A method's receiver is known only when the program runs, so a method call resolves to
/// every receiver kind's method of that name (``Methods``); the receiver picks its own.
package enum Callee: Sendable, Hashable {
  /// `.run { … }`, `.merge(…)`, `.cancel(id:)`: an effect made where its type is implied.
  case effect(Effect)
  /// `receiver.name(…)`: the methods of that name, one for each kind of receiver that has one.
  case methods(Methods)
  /// `expect(…)`, in the form its arguments' labels write.
  case expect(Expect)
  /// `print(…)`, with the labelled arguments that follow its items.
  case print(Print)
  /// `.init(…)` where the context gives its type: that type's initializer, called as
  /// `Type(…)` is.
  case initializer(type: String)
  /// `.mock` where the context gives its type (what a client's endpoint returns, for the
  /// closure given for it): the static property, or with arguments the static method, of
  /// that type, where several of the script's types declare one of that name.
  case staticMember(type: String)
  /// `Int.random(in:using:)`, `Bool.random(using:)`: a value drawn from the generator
  /// `withRandomNumberGenerator` lends.
  case random(Random)

  /// `Int.max`, `Int.min`: the greatest or least Int.
  case integerBound(IntegerBound)
  /// `Feature.State`: the state type of a feature the script declared, called to make a state
  /// (`Feature.State()`) or naming one of its cases (`Feature.State.loaded(…)`).
  case featureState
  /// `destination.edit`, where `edit` is a case of a `@Reducer enum` the script declared: its
  /// state's case read as the macro's case paths give it (the payload when the value is in
  /// that case, `nil` when it is in another); `of` are the cases of each enum declaring it,
  /// the values the read applies to.
  case reducerEnumCase(of: [Set<String>])
  /// `.immediate` where a clock is implied (`$0.continuousClock = .immediate`,
  /// `.dependency(\.continuousClock, .immediate)`): a new `ImmediateClock`, where elsewhere
  /// `.immediate` names the immediate scheduler (`$0.mainQueue = .immediate`).
  case immediateClock
  /// `AsyncStream<Int>.makeStream()`, `AsyncThrowingStream<Int, Error>.makeStream()`
  /// (`throwing`): a new stream and its continuation, as a tuple.
  case makeStream(throwing: Bool)
  /// `later { … }`, where the callee holds a built-in key's value: a `@Dependency(\.key)`
  /// local or property under any name (`@Dependency(\.fireAndForget) var later`), or the
  /// key read where the script is; the key, as the checker resolved the name.
  case dependency(BuiltinKey)
  /// `Issue.record("message")`: Swift Testing's issue, which fails the running test and lets
  /// it go on, as `reportIssue("message")` does.
  case issueRecord

  /// The type whose static `record` is ``issueRecord``.
  package static let issueType = "Issue"

  /// A bound of Int's range, as `Int.max` and `Int.min` name it.
  package enum IntegerBound: String, Sendable, CaseIterable {
    case max, min

    /// Its value.
    package var value: Int { self == .max ? Int.max : Int.min }
  }

  /// The type whose `random` a call draws.
  package enum Random: String, Sendable, CaseIterable {
    case int = "Int"
    case bool = "Bool"
  }

  /// `.seconds(1)`, `.incrementing`, `.constant(…)`, `.main`, `.zero` (a `Duration` of
  /// none), `.sortedKeys` and `.prettyPrinted` (a `JSONEncoder`'s output formatting),
  /// `.convertToSnakeCase` and `.convertFromSnakeCase` (its and a `JSONDecoder`'s key
  /// strategy), `.secondsSince1970` and its kin (a `JSONDecoder`'s date strategy): a
  /// built-in value written as an implied member, or as its type's static member
  /// (`UUIDGenerator.incrementing`).
  case value(ImpliedValue)

  /// A built-in value an implied member names: a duration, a generator, a scheduler, an
  /// Optional's `.some(x)`, a binding action's `.set(\.field, value)`.
  package enum ImpliedValue: String, Sendable, CaseIterable {
    case seconds, milliseconds, incrementing, constant, main, immediate, some, set, zero
    case sortedKeys, prettyPrinted, withoutEscapingSlashes
    case convertToSnakeCase, convertFromSnakeCase
    case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601
    /// `UserDefaults.standard`, or `.standard` where a `UserDefaults` is implied.
    case standard
  }

  /// The built-in value this implied member names, if it names one.
  package var impliedValue: ImpliedValue? {
    if case .value(let value) = self { value } else { nil }
  }

  /// `Client.testValue`, or `.testValue` where a key's value is implied (`$0.weather =
  /// .testValue`): the static value `value` of a type that is its own key (`extension Client:
  /// DependencyKey`, the value of the key `key`), as the key declares it or as the library's
  /// protocols default it.
  case keyValue(key: String, SwiftKeyType.ValueName)

  /// The key and the value of a type that is its own key this member names, if it names one.
  package var keyValue: (key: String, value: SwiftKeyType.ValueName)? {
    if case .keyValue(let key, let value) = self { (key, value) } else { nil }
  }

  /// The labelled arguments of this `print` call, if it is one.
  package var print: Print? { if case .print(let form) = self { form } else { nil } }

  /// The type whose `random` this call draws, if it is such a call.
  package var random: Random? { if case .random(let random) = self { random } else { nil } }

  /// A form of the script's `expect`.
  package enum Expect: Sendable, Hashable {
    /// `expect(condition)`.
    case condition
    /// `expect(output: "…")`: the last line printed.
    case output
    /// `expect(issues: n)`, optionally with `kind:` and `key:`.
    case issues

    /// The form `labels` write; `nil` for none.
    package init?(labels: [String?]) {
      switch labels.first {
      case nil: return nil
      case nil? where labels.count == 1: self = .condition
      case "output"? where labels.count == 1: self = .output
      case "issues"? where Set(labels.dropFirst().compactMap { $0 }).isSubset(of: ["kind", "key"]):
        self = .issues
      default: return nil
      }
    }
  }

  /// An effect a reducer returns, written as an implied member (TCA's `Effect` static members).
  package enum Effect: String, Sendable, CaseIterable {
    case none, send, run, merge, concatenate, cancel
  }

  /// A method of an effect value: `.cancellable(id:)`, and `merge(with:)` and
  /// `concatenate(with:)`, which combine it with one other effect; `map { .response($0) }`,
  /// which makes an effect of other values (`Effect<Int>`) one of a feature's actions.
  package enum EffectMethod: String, Sendable, CaseIterable {
    case cancellable, merge, concatenate, map
  }

  /// A method of a reducer (a feature's, or one a modifier made).
  package enum Reducer: String, Sendable, CaseIterable {
    case dependency, transformDependency
    /// `.onChange(of: \.field) { oldValue, newValue in Reduce { … } }`: the reducers the
    /// closure lists run after the reducer when it changed the field.
    case onChange

    /// The reducer method `name` names, called with arguments of these labels and maybe a
    /// trailing closure: `onChange` only as TCA writes it, `onChange(of:) { … }`.
    init?(named name: String, labels: [String?], trailingClosure: Bool) {
      guard let method = Self(rawValue: name),
        method != .onChange || (labels == ["of"] && trailingClosure)
      else { return nil }
      self = method
    }
  }

  /// A method of a `Store`: `scope(state:action:)` makes a child store.
  package enum Store: String, Sendable, CaseIterable {
    case send, withState, scope
  }

  /// A method of a `TestStore`.
  package enum TestStore: String, Sendable, CaseIterable {
    case send, receive, finish, skipReceivedActions, skipInFlightEffects, withDependencies, assert
    /// `store.withExhaustivity(.off) { … }`: the closure runs with that exhaustivity, which
    /// is restored after it.
    case withExhaustivity
  }

  /// A method of the task a store's `send` returns (a `StoreTask`, or a `TestStoreTask`).
  package enum StoreTask: String, Sendable, CaseIterable {
    case finish, cancel
  }

  /// A method of a clock (a `TestClock` also moves time).
  package enum Clock: String, Sendable, CaseIterable {
    case sleep, advance, run
  }

  /// A method of a scheduler (`DispatchQueue.test`, the `mainQueue` dependency's value).
  package enum Scheduler: String, Sendable, CaseIterable {
    case sleep, advance, eraseToAnyScheduler
  }

  /// A method of a navigation stack (`StackState`), which changes the stack where it is held.
  package enum Stack: String, Sendable, CaseIterable {
    case append, removeLast, removeAll, pop
  }

  /// A method of a task group (`withTaskGroup`'s `group`): `addTask { … }`, and the awaited
  /// `next()` (the next child's value, in the order they finish) and `waitForAll()`.
  package enum TaskGroup: String, Sendable, CaseIterable {
    case addTask, next, waitForAll
  }

  /// A method of an escaped-dependencies continuation (`withEscapedDependencies`' argument).
  package enum Continuation: String, Sendable, CaseIterable {
    case yield
  }

  /// The methods a method call's name names, one for each kind of receiver that has one;
  /// the receiver the call finds when it runs picks its own.
  package struct Methods: Sendable, Hashable {
    package let effect: EffectMethod?
    package let reducer: Reducer?
    package let store: Store?
    package let testStore: TestStore?
    package let storeTask: StoreTask?
    package let clock: Clock?
    package let scheduler: Scheduler?
    package let stack: Stack?
    package let taskGroup: TaskGroup?
    package let continuation: Continuation?
    /// The method of an array, a string, a dictionary, a `Date`, a `Result`… of that name
    /// and those labels.
    package let value: ValueMethod?

    /// The methods named `name`, called with arguments of these labels (a trailing closure
    /// is the last argument, unlabelled) on a receiver the checker may know to be an Optional
    /// (`ofOptional`) or an identified array (`ofIdentified`); `nil` when no receiver kind of
    /// the catalogue has one.
    package init?(
      named name: String, labels: [String?], trailingClosure: Bool, ofOptional: Bool = false,
      ofIdentified: Bool = false
    ) {
      effect = EffectMethod(rawValue: name)
      reducer = Reducer(named: name, labels: labels, trailingClosure: trailingClosure)
      store = Store(rawValue: name)
      testStore = TestStore(rawValue: name)
      storeTask = StoreTask(rawValue: name)
      clock = Clock(rawValue: name)
      scheduler = Scheduler(rawValue: name)
      stack = Stack(rawValue: name)
      taskGroup = TaskGroup(rawValue: name)
      continuation = Continuation(rawValue: name)
      value = ValueMethod(
        name: name, labels: labels, trailingClosure: trailingClosure, ofOptional: ofOptional,
        ofIdentified: ofIdentified)
      guard
        effect != nil || reducer != nil || store != nil || testStore != nil || storeTask != nil
          || clock != nil || scheduler != nil || stack != nil || taskGroup != nil
          || continuation != nil || value != nil
      else { return nil }
    }
  }
}

extension Callee {
  /// Every method name of the catalogue, whatever its receiver, sorted: what completion
  /// offers after a local's `.`.
  package static let methodNames: [String] = Set(
    EffectMethod.names + Reducer.names + Store.names + TestStore.names + StoreTask.names
      + Clock.names + Scheduler.names + Stack.names + TaskGroup.names + Continuation.names
  ).sorted()
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
  /// The names of a receiver kind's methods in the catalogue, as a script writes them: what
  /// did-you-mean and completion offer.
  package static var names: [String] { allCases.map(\.rawValue) }
}
