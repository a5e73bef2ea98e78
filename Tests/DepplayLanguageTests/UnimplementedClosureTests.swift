import DepplayLanguage
import Testing

/// IssueReporting's `unimplemented(…)` closures (`Golden/clients-without-stores.dep`): the
/// overload a call picks by the closure type it is given to, and the forms refused.
@Suite struct UnimplementedClosureTests {
  static let client = """
    struct Client {
      var load: @Sendable (Int) throws -> Int
      var log: @Sendable (String) -> Void
    }
    context test

    """

  @Test func withoutAPlaceholderItThrowsOnlyWhereTheTypeThrows() async {
    let result = await Session().run(
      source: Self.client + """
        let client = Client(load: unimplemented("Client.load"), log: unimplemented("Client.log"))
        client.log("hi")
        do {
          _ = try client.load(7)
        } catch let failure as UnimplementedFailure {
          print(failure)
        }
        expect(issues: 2, kind: .unimplemented)
        """, file: "unimplemented.dep")
    #expect(result.output == [#"UnimplementedFailure(description: "Client.load")"#])
  }

  @Test func aPlaceholderIsReturnedAndNothingIsThrown() async {
    let result = await Session().run(
      source: Self.client + """
        let client = Client(load: unimplemented("Client.load", placeholder: 3), log: { _ in })
        print(try client.load(1))
        expect(issues: 1, kind: .unimplemented, key: "Client.load")
        """, file: "unimplemented.dep")
    #expect(result.output == ["3"])
  }

  @Test func theFormThatThrowsAGivenErrorIsRefusedByName() async throws {
    try await MarkedScript(
      marked: Self.client
        + "struct Failed: Error {}\n"
        + "let client = Client(load: unimplemented(\"load\", ⏵throwing: Failed()), log: { _ in })"
    ).expectError("unimplemented(…, throwing:) is not supported yet", malformed: true)
  }

  @Test func otherLabelsAreRefused() async throws {
    try await MarkedScript(
      marked: Self.client
        + "let client = Client(load: ⏵unimplemented(value: 1), log: { _ in })"
    ).expectError("unimplemented takes a description and a placeholder", malformed: true)
  }
}
