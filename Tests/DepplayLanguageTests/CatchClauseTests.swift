import DepplayLanguage
import Testing

/// A `do`'s `catch` clauses as Swift has them: `catch let e as Type`, `catch is Type` and
/// `catch`, tried in order; an error no clause matches leaves the `do` (`Golden/errors.dep`).
/// A clause names a declared error type (or `Unimplemented`) and can be reached.
@Suite struct CatchClauseTests {
  static let types = "struct Failed: Error { var code = 1 }\nstruct Timeout: Error {}\n"

  func output(_ script: String) async -> [String] {
    await Session().run(source: Self.types + script, file: "catch.dep").output
  }

  @Test func theFirstClauseThatMatchesRunsAndBindsOnlyItsOwnName() async {
    let printed = await output(
      """
      do {
        throw Failed(code: 3)
      } catch is Timeout {
        print("timeout")
      } catch let failure as Failed {
        print("failed", failure.code)
      } catch {
        print("any", error)
      }
      """)
    #expect(printed == ["failed 3"])
  }

  @Test func anErrorNoClauseMatchesLeavesTheDoForTheCodeAroundIt() async {
    let printed = await output(
      """
      do {
        do {
          throw Timeout()
        } catch is Failed {
          print("not this")
        }
        print("not reached")
      } catch let outer {
        print("outer", outer)
      }
      """)
    #expect(printed == ["outer Timeout()"])
  }

  @Test func anErrorNothingCatchesStopsTheScriptAtItsThrow() async throws {
    try await MarkedScript(
      marked: Self.types + "do {\n  ⏵throw Timeout()\n} catch is Failed {\n}\nprint(\"after\")"
    ).expectError("an error was thrown and nothing caught it: Timeout()", malformed: false)
  }

  @Test func aDoThatSuspendsMatchesItsClausesTheSameWay() async {
    let printed = await output(
      """
      let one = Task { 1 }
      let task = Task {
        do {
          if await one.value == 1 { throw Timeout() }
        } catch let failure as Failed {
          print("failed", failure)
        } catch is Timeout {
          print("timed out")
        }
      }
      await task.value
      """)
    #expect(printed == ["timed out"])
  }

  @Test func aClauseThatNamesAnUnknownTypeIsRefusedAtTheType() async throws {
    let diagnostic = try await MarkedScript(
      marked: Self.types + "do {\n  throw Failed()\n} catch is ⏵Faild {\n}"
    ).expectError("unknown error type 'Faild'", malformed: true)
    #expect(diagnostic.notes.contains("did you mean 'Failed'?"))
  }

  @Test func aClauseThatNamesATypeThatIsNotAnErrorIsRefused() async throws {
    try await MarkedScript(
      marked: Self.types
        + "@DependencyClient\nstruct API {\n  var load: @Sendable () -> Int = { 0 }\n}\n"
        + "do {\n  throw Failed()\n} catch let api as ⏵API {\n}"
    ).expectError("'API' is not an error type", malformed: true)
  }

  @Test func aClauseAfterOneThatCatchesEverythingIsRefused() async throws {
    try await MarkedScript(
      marked: Self.types + "do {\n  throw Failed()\n} catch {\n} ⏵catch is Failed {\n}"
    ).expectError(
      "this 'catch' is never reached: a 'catch' before it catches every error", malformed: true)
  }

  @Test func aClauseAfterOneForTheSameTypeIsRefused() async throws {
    try await MarkedScript(
      marked: Self.types
        + "do {\n  throw Failed()\n} catch is Failed {\n} ⏵catch let f as Failed {\n}"
    ).expectError("a 'catch' before it catches every Failed", malformed: true)
  }

  @Test func aTypedClauseBindsNoErrorName() async throws {
    try await MarkedScript(
      marked: Self.types + "do {\n  throw Failed()\n} catch is Failed {\n  print(⏵error)\n}"
    ).expectError("cannot find 'error' in scope", malformed: true)
  }

  @Test func aWhereClauseIsRefusedWithTheFormsDepplayHas() async throws {
    let diagnostic = try await MarkedScript(
      marked: Self.types + "do {\n  throw Failed()\n} catch let f as Failed ⏵where f.code == 1 {\n}"
    ).expectError("a 'where' clause on 'catch' is not supported yet", malformed: true)
    #expect(diagnostic.notes.contains { $0.contains("catch let e as SomeError") })
  }
}
