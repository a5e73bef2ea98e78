import DepplayLanguage
import Testing

/// Helper methods of a feature (`Golden/reducer-methods.dep`), and its dependencies: called
/// and read through `self` too; a `static` one is called on the type (`Self.f(…)`,
/// `Counter.f(…)`) and has no `self`; a `mutating` one is refused by name, at its modifier;
/// a call that does not fit the method stops the script.
@Suite struct ReducerMethodTests {
  /// A feature whose reducer sets `count` to `value` on `.tapped`, with `member`, then a store
  /// that sends `.tapped` twice and prints the count.
  static func script(count value: String, member: String) -> String {
    """
    @Reducer
    struct Counter {
      @ObservableState
      struct State: Equatable { var count = 0 }
      enum Action { case tapped }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          state.count = \(value)
          return .none
        }
      }
      \(member)
    }
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.tapped)
    store.send(.tapped)
    print(store.state.count)

    """
  }

  @Test func aMethodIsCalledThroughSelfToo() async {
    let source = Self.script(
      count: "self.doubled(state.count + 1)", member: "func doubled(_ n: Int) -> Int { n * 2 }")
    let result = await Session().run(source: source, file: "x.dep")
    #expect(TerminalRenderer(colored: false).render(result).standardOutput == "6\n")
  }

  /// `self.name` of a feature's `@Dependency` is the property, in its body and its methods;
  /// in `State`'s own code `self` is the state, whose field of the same name it reads.
  @Test func aDependencyIsReadThroughSelfToo() async {
    let source = """
      @Reducer
      struct Stamp {
        @ObservableState
        struct State: Equatable {
          var now = 1
          var doubled: Int { self.now * 2 }
        }
        enum Action { case tapped }
        @Dependency(\\.date.now) var now
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.now = seconds() + Int(self.now.timeIntervalSince1970)
            return .none
          }
        }
        func seconds() -> Int { Int(self.now.timeIntervalSince1970) }
      }
      let store = Store(initialState: Stamp.State()) { Stamp() } withDependencies: {
        $0.date.now = Date(timeIntervalSince1970: 20)
      }
      print(store.state.doubled)
      store.send(.tapped)
      print(store.state.now, store.state.doubled)

      """
    let result = await Session().run(source: source, file: "x.dep")
    #expect(TerminalRenderer(colored: false).render(result).standardOutput == "2\n40 80\n")
  }

  @Test func aMutatingMethodIsRefusedByName() async throws {
    try await MarkedScript(
      marked: Self.script(count: "1", member: "⏵mutating func helper() {}")
    ).expectError(
      "a 'mutating' method in a feature ('func helper' in 'Counter') is not supported yet",
      malformed: true)
  }

  /// A `static func` is called as `Self.f(…)` in the reducer and as `Counter.f(…)` outside,
  /// and by its bare name from another static method of the feature.
  @Test func aStaticMethodIsCalledOnTheType() async {
    let source =
      Self.script(
        count: "Self.stepped(state.count)",
        member: """
          static func stepped(_ n: Int) -> Int { n + step() }
            static func step() -> Int { 5 }
          """) + "print(Counter.stepped(1), Counter.step())\n"
    let result = await Session().run(source: source, file: "x.dep")
    #expect(TerminalRenderer(colored: false).render(result).standardOutput == "10\n6 5\n")
  }

  /// A static method named bare where code has the feature's `self` is Swift's error.
  @Test func aStaticMethodNamedBareOnTheInstanceIsSwiftsError() async throws {
    try await MarkedScript(
      marked: Self.script(count: "⏵step()", member: "static func step() -> Int { 5 }")
    ).expectError(
      "static member 'step' cannot be used on instance of type 'Counter'", malformed: true)
  }

  /// A static method has no `self`: the feature's `@Dependency` properties and instance
  /// methods are not in scope there.
  @Test func aStaticMethodCannotReadTheFeaturesMembers() async throws {
    try await MarkedScript(
      marked: Self.script(
        count: "1",
        member: "func doubled(_ n: Int) -> Int { n * 2 }\n  static func f() -> Int { ⏵doubled(1) }")
    ).expectError("cannot find 'doubled' in scope", malformed: true)
  }

  @Test func aMethodCalledWithAMissingArgumentStopsTheScript() async throws {
    try await MarkedScript(
      marked: Self.script(count: "⏵doubled()", member: "func doubled(_ n: Int) -> Int { n * 2 }")
    ).expectError("missing argument for parameter #1 in call", malformed: false)
  }
}
