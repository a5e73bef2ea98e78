import DepplayLanguage
import Testing

/// `@Dependency(\.fireAndForget)`, swift-dependencies' built-in key (#23, docs sample
/// `FireAndForgetEmailTests`), run through the runtime's own `FireAndForget`: live, `await
/// later { … }` starts the work and returns, so the caller goes on first and an error the work
/// throws is dropped; in a test the caller waits for the work, and what it throws is an issue.
/// The call is recognised by the key the checker resolved, under any name.
@Suite struct FireAndForgetDependencyTests {
  static let greeter = """
    struct Oops: Error {}
    struct Greeter {
      @Dependency(\\.fireAndForget) var later
      func greet(_ n: Int, failing: Bool = false) async {
        print("before \\(n)")
        await later {
          print("in work \\(n): \\(date.now.timeIntervalSince1970)")
          if failing { throw Oops() }
        }
        print("after \\(n)")
      }
    }

    """

  /// The work runs once the caller suspends or ends (here: when the script's top level
  /// ends), with the overrides in force where it was fired, though their scope has ended.
  @Test func liveTheCallerGoesOnFirstAndTheWorkKeepsItsOverrides() async {
    let (output, errors, succeeded) = await runScript(
      Self.greeter + """
        await withDependencies {
          $0.date.now = Date(timeIntervalSince1970: 42)
        } operation: {
          await Greeter().greet(1)
        }
        await withDependencies {
          $0.date.now = Date(timeIntervalSince1970: 7)
        } operation: {
          await Greeter().greet(2, failing: true)
        }
        print("done")
        """, file: "live.dep")
    #expect(succeeded, "\(errors)")
    #expect(errors.isEmpty)  // the live value drops what the work throws
    #expect(
      output == """
        before 1
        after 1
        before 2
        after 2
        done
        [fireAndForget 1] in work 1: 42.0
        [fireAndForget 2] in work 2: 7.0

        """)
  }

  @Test func inATestTheCallerWaitsForTheWork() async {
    let (output, errors, _) = await runScript(
      Self.greeter + """
        @Test func greets() async {
          await withDependencies { $0.date.now = Date(timeIntervalSince1970: 3) } operation: {
            await Greeter().greet(1)
          }
        }
        """, file: "awaited.dep")
    #expect(
      output.hasPrefix(
        "[test greets()] before 1\n[fireAndForget 2] in work 1: 3.0\n[test greets()] after 1\n"),
      "\(output)\(errors)")
    #expect(output.contains("✔ test greets() passed"), "\(output)\(errors)")
  }

  @Test func inATestAnErrorTheWorkThrowsIsAnIssueOfTheTest() async {
    let (output, errors, succeeded) = await runScript(
      Self.greeter + """
        @Test func greets() async {
          await withDependencies { $0.date.now = Date(timeIntervalSince1970: 3) } operation: {
            await Greeter().greet(1, failing: true)
          }
        }
        """, file: "thrown.dep")
    #expect(!succeeded)
    #expect(
      output.contains(
        "[fireAndForget 2] in work 1: 3.0\n[test greets()] issue(caughtError): "
          + "Caught error: Oops()\n"),
      "\(output)\(errors)")
    #expect(output.contains("[test greets()] after 1\n✘ test greets() failed"), "\(output)")
  }

  /// A local, a class's property and `self.` name it as well; each work waits for its caller.
  @Test func everyNameOfTheDependencyIsCalled() async {
    let (output, errors, succeeded) = await runScript(
      """
      final class Saver {
        @Dependency(\\.fireAndForget) var fireAndForget
        func save() async {
          await fireAndForget { print("class work") }
          print("class after")
        }
      }
      struct Mailer {
        @Dependency(\\.fireAndForget) var fireAndForget
        func send() async {
          await self.fireAndForget { print("self work") }
          print("self after")
        }
      }
      func save() async {
        @Dependency(\\.fireAndForget) var soon
        await soon { print("local work") }
        print("local after")
      }
      await Saver().save()
      await Mailer().send()
      await save()
      """, file: "names.dep")
    #expect(succeeded, "\(errors)")
    #expect(
      output == """
        class after
        self after
        local after
        [fireAndForget 1] class work
        [fireAndForget 2] self work
        [fireAndForget 3] local work

        """)
  }

  @Test func withoutAwaitItIsRefusedAsSwiftRefusesIt() async throws {
    let diagnostic = try await MarkedScript(
      marked: """
        func save() async {
          @Dependency(\\.fireAndForget) var soon
          ⏵soon { print("saved") }
        }
        await save()
        """
    ).expectError("'soon' is async: call it with 'await'", malformed: false)
    #expect(
      diagnostic.notes.last
        == "Swift refuses it too: expression is 'async' but is not marked with 'await'")
  }
}
