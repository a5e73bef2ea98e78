import DepplayLanguage
import Testing

/// `AsyncThrowingStream`, a throwing task group and a continuation's `onTermination`
/// (`Golden/async-throwing-stream.dep`, `Golden/throwing-task-group.dep`): what Swift refuses
/// is refused with its words, at its place.
@Suite struct AsyncThrowingStreamTests {
  @Test func aLoopOverAThrowingStreamNeedsTry() async throws {
    try await MarkedScript(
      marked: """
        let (stream, continuation) = AsyncThrowingStream<Int, Error>.makeStream()
        continuation.finish()
        do {
          for await n in ⏵stream { print(n) }
        } catch {}

        """
    ).expectError("call can throw, but the error is not handled", malformed: false)
  }

  @Test func aLoopOverAThrowingGroupNeedsTry() async throws {
    try await MarkedScript(
      marked: """
        try await withThrowingTaskGroup(of: Int.self) { group in
          group.addTask { 1 }
          for await n in ⏵group { print(n) }
        }

        """
    ).expectError("call can throw, but the error is not handled", malformed: false)
  }

  @Test func aPlainStreamDoesNotFinishWithAnError() async throws {
    try await MarkedScript(
      marked: """
        struct Failed: Error {}
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.finish(throwing: ⏵Failed())

        """
    ).expectError("argument passed to call that takes no arguments", malformed: false)
  }

  @Test func forTryWithoutAwaitIsRefusedByName() async throws {
    try await MarkedScript(
      marked: """
        func f() async throws {
          for ⏵try n in [1] { print(n) }
        }

        """
    ).expectError("'for try' without 'await' is not supported yet", malformed: true)
  }

  @Test func onTerminationTakesAClosure() async throws {
    try await MarkedScript(
      marked: """
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        ⏵continuation.onTermination = 5

        """
    ).expectError("cannot assign an Int to 'onTermination'", malformed: false)
  }

  @Test func aChildsErrorReachesTheCallerThroughNext() async {
    let result = await runScript(
      """
      struct Failed: Error { let id: Int }
      do {
        let first = try await withThrowingTaskGroup(of: Int.self) { group in
          group.addTask { throw Failed(id: 7) }
          return try await group.next()
        }
        print(first ?? 0)
      } catch {
        print("caught", error)
      }
      """, file: "next.dep")
    #expect(result.output == "caught Failed(id: 7)\n", "\(result.errors)")
  }

  @Test func onTerminationSetTwiceCallsTheLastOnce() async {
    let result = await runScript(
      """
      let (stream, continuation) = AsyncStream<Int>.makeStream()
      continuation.onTermination = { _ in print("first") }
      continuation.onTermination = { _ in print("second") }
      continuation.finish()
      continuation.finish()
      print("done")
      """, file: "twice.dep")
    #expect(result.output == "second\ndone\n", "\(result.errors)")
  }
}
