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

  @Test func aWhereClauseOnAnyClauseCatchesOnlyWhenItHolds() async {
    let printed = await output(
      """
      for code in [1, 2, 3] {
        do {
          throw Failed(code: code)
        } catch let f as Failed where f.code == 1 {
          print("one", f.code)
        } catch where code == 2 {
          print("two", error)
        } catch {
          print("rest", error)
        }
      }
      """)
    #expect(printed == ["one 1", "two Failed(code: 2)", "rest Failed(code: 3)"])
  }

  @Test func aClauseWithAWhereConditionLeavesLaterClausesReachable() async {
    let printed = await output(
      "do {\n  throw Failed()\n} catch where false {\n} catch is Failed {\n  print(\"later\")\n}")
    #expect(printed == ["later"])
  }

  @Test func aWhereConditionThatIsNotABoolIsRefusedAtTheCondition() async throws {
    try await MarkedScript(
      marked: Self.types + "do {\n  throw Failed()\n} catch let f as Failed where ⏵f.code {\n}"
    ).expectError("a 'where' condition must be a Bool, not Int", malformed: false)
  }

  static let loadError = "enum LoadError: Error { case offline, badStatus(Int) }\n"

  @Test func aCaseClauseCatchesItsCaseAndBindsItsPayload() async {
    let printed = await output(
      Self.loadError + """
        for error in [LoadError.badStatus(503), .offline, .badStatus(404)] {
          do {
            throw error
          } catch LoadError.badStatus(let code) where code >= 500 {
            print("server", code)
          } catch LoadError.offline {
            print("offline")
          } catch let other as LoadError {
            print("other", other)
          }
        }
        """)
    #expect(printed == ["server 503", "offline", "other badStatus(404)"])
  }

  @Test func aCaseClauseNamesACaseOfTheEnum() async throws {
    let diagnostic = try await MarkedScript(
      marked: Self.loadError + "do {\n  throw LoadError.offline\n} catch LoadError.⏵ofline {\n}"
    ).expectError("type 'LoadError' has no member 'ofline'", malformed: true)
    #expect(diagnostic.notes.contains("did you mean 'offline'?"))
  }

  @Test func aCaseClauseOfAStructErrorIsRefused() async throws {
    try await MarkedScript(
      marked: Self.types + "do {\n  throw Timeout()\n} catch ⏵Timeout.late {\n}"
    ).expectError(
      "'Timeout' is not an enum: catch its errors with catch let error as Timeout",
      malformed: true)
  }

  @Test func aCaseClauseAfterOneForItsTypeIsRefused() async throws {
    try await MarkedScript(
      marked: Self.loadError
        + "do {\n  throw LoadError.offline\n} catch is LoadError {\n} ⏵catch LoadError.offline {\n}"
    ).expectError("a 'catch' before it catches every LoadError", malformed: true)
  }
}
