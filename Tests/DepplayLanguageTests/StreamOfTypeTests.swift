import DepplayLanguage
import Testing

/// `AsyncStream.makeStream(of: Int.self)`, the element type given as an argument (TCA's
/// examples make their test streams so), is `AsyncStream<Int>.makeStream()`; a stream of
/// `Void` is fed with `continuation.yield()`.
@Suite struct StreamOfTypeTests {
  @Test func theElementTypeMayBeAnArgument() async {
    let result = await runScript(
      """
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      continuation.yield(4)
      continuation.yield(2)
      continuation.finish()
      for await n in stream { print(n) }
      """, file: "stream.swift")
    #expect(result.output == "4\n2\n", "\(result.errors)")
  }

  @Test func aStreamOfVoidIsFedWithAnEmptyYield() async {
    let result = await runScript(
      """
      let (taps, tap) = AsyncStream.makeStream(of: Void.self)
      tap.yield()
      tap.yield()
      tap.yield()
      tap.finish()
      var count = 0
      for await _ in taps { count += 1 }
      print(count)
      """, file: "taps.swift")
    #expect(result.output == "3\n", "\(result.errors)")
  }

  @Test func aThrowingStreamMayNameItsFailure() async {
    let result = await runScript(
      """
      struct Broken: Error {}
      let (stream, continuation) = AsyncThrowingStream.makeStream(
        of: String.self, throwing: Error.self)
      continuation.yield("a")
      continuation.finish(throwing: Broken())
      do {
        for try await word in stream { print(word) }
      } catch {
        print("failed:", error)
      }
      """, file: "throwing.swift")
    #expect(result.output == "a\nfailed: Broken()\n", "\(result.errors)")
  }
}
