import Testing

@testable import DepplayLanguage

/// The catalogue of built-in methods (``Callee``): the checker resolves each method call and
/// implied effect once, and what runs and what is exported follow that, not the name.
@Suite("Catalogue of built-in methods")
struct CatalogueTests {
  /// What the checker resolved the callee of `script` that ends where `text` ends (its first
  /// occurrence) to.
  private func callee(in script: String, endingWith text: String) throws -> Callee? {
    let source = SourceFile(name: "catalogue.dep", text: script)
    let (checked, _) = try Checker.check(
      try ScriptParser.parse(source), source: source, names: .builtins)
    let scalars = Array(script.unicodeScalars)
    let target = Array(text.unicodeScalars)
    let start = try #require(
      scalars.indices.first { Array(scalars[$0...].prefix(target.count)) == target })
    let end = SourceLocation(line: 0, column: 0, offset: start + target.count)
    // The view reads tables its `Resolutions` owns: keep that alive while reading.
    return withExtendedLifetime(checked.resolutions) {
      checked.resolutions.view.callee(at: SourceRange(start: end, end: end))
    }
  }

  private func checkError(_ script: String) -> String? {
    let source = SourceFile(name: "catalogue.dep", text: script)
    do {
      _ = try Checker.check(try ScriptParser.parse(source), source: source, names: .builtins)
      return nil
    } catch let error as CheckError {
      return error.diagnostic.message
    } catch {
      return "\(error)"
    }
  }

  @Test func aMethodCallResolvesToEachReceiverKindsMethodOfItsName() throws {
    let resolved = try callee(in: "let t = 1\nt.send(1)", endingWith: "t.send")
    guard case .methods(let methods)? = resolved else {
      Issue.record("t.send resolved to \(String(describing: resolved))")
      return
    }
    #expect(methods.store == .send)
    #expect(methods.testStore == .send)
    #expect(methods.clock == nil)
    #expect(methods.storeTask == nil)
  }

  @Test func onChangeIsTheReducersMethodOnlyAsTCAWritesIt() throws {
    let script = """
      let a = 1
      let b = 1
      let c = 1
      a.onChange(of: \\.count) { _, _ in }
      b.onChange(for: \\.count) { _, _ in }
      c.onChange(of: \\.count)
      """
    guard case .methods(let methods)? = try callee(in: script, endingWith: "a.onChange") else {
      Issue.record("a.onChange(of:) { … } resolved to no method")
      return
    }
    #expect(methods.reducer == .onChange)
    #expect(try callee(in: script, endingWith: "b.onChange") == nil)
    #expect(try callee(in: script, endingWith: "c.onChange") == nil)
  }

  @Test func aNameNoReceiverKindHasResolvesToNothing() throws {
    #expect(try callee(in: "let t = [1]\nt.count", endingWith: "t.count") == nil)
  }

  @Test func impliedEffectsResolveToTheirEntry() throws {
    let script = "let e = [.cancel, .merge(.none, .send(1)), .cancel(id: 1)]"
    #expect(try callee(in: script, endingWith: ".merge(.none, .send(1))") == .effect(.merge))
    #expect(try callee(in: script, endingWith: ".none") == .effect(Callee.Effect.none))
    #expect(try callee(in: script, endingWith: ".send(1)") == .effect(.send))
    #expect(try callee(in: script, endingWith: ".cancel(id: 1)") == .effect(.cancel))
    // Without `id:`, `.cancel` is an action's case.
    #expect(try callee(in: script, endingWith: ".cancel") == nil)
  }

  @Test func aBuiltinTypesRandomResolvesToItsType() throws {
    let script = "withRandomNumberGenerator { print(Bool.random(using: &$0)) }"
    #expect(try callee(in: script, endingWith: "Bool.random") == .random(.bool))
  }

  @Test func impliedBuiltinValuesResolveToTheirEntryAsStaticMembersToo() throws {
    let script = "let d = .seconds(1)\nlet g = UUIDGenerator.incrementing\nlet c = .secs(1)"
    #expect(try callee(in: script, endingWith: ".seconds") == nil)  // the callee ends at ')'
    #expect(try callee(in: script, endingWith: ".seconds(1)") == .value(.seconds))
    #expect(
      try callee(in: script, endingWith: "UUIDGenerator.incrementing") == .value(.incrementing))
    #expect(try callee(in: script, endingWith: ".secs(1)") == nil)
  }

  @Test func aFeaturesStateResolvesOnceAsItsStateTypeAndARecordsFieldDoesNot() throws {
    let script = """
      struct Counter: Reducer {
        @ObservableState struct State: Equatable { var count = 0 }
        enum Action { case tap }
        var body: some ReducerOf<Self> { Reduce { state, action in .none } }
      }
      let state = Counter.State()
      struct Box { var State = 1 }
      let box = Box()
      print(box.State)
      """
    #expect(try callee(in: script, endingWith: "Counter.State") == .featureState)
    #expect(try callee(in: script, endingWith: "box.State") == nil)
  }

  @Test func expectsFormIsToldApartByItsLabels() throws {
    #expect(try callee(in: "expect(1 == 1)", endingWith: "expect") == .expect(.condition))
    #expect(try callee(in: "expect(output: \"a\")", endingWith: "expect") == .expect(.output))
    #expect(
      try callee(in: "expect(issues: 1, key: \"a\")", endingWith: "expect") == .expect(.issues))
  }

  @Test func theCheckerRefusesAnUnknownFormOfExpectAndACancelWithMoreThanItsID() {
    #expect(checkError("expect(outputs: \"a\")") == "unknown form of expect")
    #expect(checkError("let e = .cancel(id: 1, now: true)") == "expected .cancel(id: …)")
  }

  @Test func aMisspeltTestStoreMethodGetsADidYouMeanFromTheCatalogue() async {
    let run = await runScript(
      """
      struct Counter: Reducer {
        @ObservableState struct State: Equatable { var count = 0 }
        enum Action { case tap }
        var body: some ReducerOf<Self> { Reduce { state, action in .none } }
      }
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.finsh()
      """, file: "catalogue.dep")
    #expect(!run.succeeded)
    #expect(run.errors.contains("has no method 'finsh'"))
    #expect(run.errors.contains("finish"))
  }

  /// A feature whose `.start` returns `effect`, sent to a store; what the run printed and
  /// reported.
  private func runEffect(_ effect: String) async -> (
    output: String, errors: String, succeeded: Bool
  ) {
    await runScript(
      """
      struct Feature: Reducer {
        @ObservableState struct State: Equatable { var log: [String] = [] }
        enum Action: Equatable { case start, a, b }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            switch action {
            case .start: return \(effect)
            case .a: state.log.append("a"); return .none
            case .b: state.log.append("b"); return .none
            }
          }
        }
      }
      let store = Store(initialState: Feature.State()) { Feature() }
      await store.send(.start).finish()
      print(store.state.log)
      """, file: "effect-methods.dep")
  }

  @Test func anEffectsMergeWithAndConcatenateWithCombineItWithOneOther() async {
    let concatenated = await runEffect(
      ".run { send in await send(.a) }.concatenate(with: .send(.b))")
    #expect(concatenated.output == "[\"a\", \"b\"]\n", "\(concatenated.errors)")
    let merged = await runEffect(".run { send in await send(.a) }.merge(with: .send(.b))")
    #expect(merged.output == "[\"b\", \"a\"]\n", "\(merged.errors)")
  }

  @Test func anEffectsMergeWithoutItsLabelIsRefusedWithTheFormToWrite() async {
    let run = await runEffect(".send(.a).merge(.send(.b))")
    #expect(!run.succeeded)
    #expect(run.errors.contains("expected effect.merge(with: other)"))
  }
}
