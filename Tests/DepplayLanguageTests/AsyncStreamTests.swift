import DepplayLanguage
import Testing

/// `AsyncStream` run on Swift's own (`Golden/async-stream.dep`): the build closure runs when
/// the stream is made, `yield` buffers, `finish()` ends the stream, and `for await` reads the
/// elements in order, suspending while the stream is empty.
@Suite struct AsyncStreamTests {
  /// Scripts using a stream.
  static let scripts = [
    """
    let numbers = AsyncStream<Int> { continuation in
      print("build")
      continuation.yield(1)
      continuation.yield(2)
      continuation.finish()
    }
    print("made")
    for await n in numbers {
      print(n)
    }
    print("after")
    """,
    """
    let words = AsyncStream<String> { continuation in
      Task {
        continuation.yield("a")
        continuation.yield("b")
        continuation.yield("c")
        continuation.finish()
      }
    }
    for await word in words where word != "b" {
      print(word)
    }
    """,
    """
    let numbers = AsyncStream<Int> { continuation in
      for n in 1...5 { continuation.yield(n) }
    }
    var seen: [Int] = []
    for await n in numbers {
      seen.append(n)
      if n == 3 { break }
    }
    print(seen)
    """,
    """
    func countdown() -> AsyncStream<Int> {
      AsyncStream { continuation in
        for n in [3, 2, 1] { continuation.yield(n) }
        continuation.finish()
      }
    }
    func total() async -> Int {
      var sum = 0
      for await n in countdown() { sum += n }
      return sum
    }
    print(await total())
    """,
  ]
  /// What each prints: the build closure before the initializer returns; elements in order,
  /// a `where` clause skipping some; `break` leaving a stream never finished; a stream a
  /// function returns.
  static let outputs = [
    "build\nmade\n1\n2\nafter\n", "a\nc\n", "[1, 2, 3]\n", "6\n",
  ]

  @Test(arguments: zip(scripts, outputs))
  func aLoopReadsTheStreamsElements(script: String, output: String) async {
    let result = await runScript(script, file: "stream.dep")
    #expect(result.output == output, "\(result.errors)")
  }

  @Test func aLoopOverAStreamNeverFinishedNeverEnds() async throws {
    try await MarkedScript(
      marked: """
        let open = AsyncStream<Int> { continuation in continuation.yield(1) }
        for await n in open {
          ⏵print(n)
        }

        """
    ).expectError("the script never finished", malformed: false)
  }

  @Test func anotherAwaitedSequenceIsRefusedByName() async throws {
    try await MarkedScript(
      marked: "let numbers = [1, 2]\nfor await n in ⏵numbers {\n  print(n)\n}\n"
    )
    .expectError(
      "for-in loop requires 'Array' to conform to 'AsyncSequence'", malformed: false)
  }

  @Test func aLoopOverATaskGroupReadsItsChildrensValues() async {
    let result = await runScript(
      """
      let total = await withTaskGroup(of: Int.self) { group in
        for n in 1...4 { group.addTask { n * n } }
        var sum = 0
        for await square in group { sum += square }
        return sum
      }
      print(total)
      """, file: "group.dep")
    #expect(result.output == "30\n", "\(result.errors)")
  }

  @Test func aFilteredStreamKeepsTheElementsItsClosureKeeps() async {
    let result = await runScript(
      """
      let (stream, continuation) = AsyncStream<Int>.makeStream()
      for n in 1...6 { continuation.yield(n) }
      continuation.finish()
      for await n in stream.filter({ $0 % 2 == 0 }).filter({ $0 > 2 }) { print(n) }
      """, file: "filter.dep")
    #expect(result.output == "4\n6\n", "\(result.errors)")
  }

  @Test func aLoopOverAStreamNeedsCodeThatMaySuspend() async throws {
    try await MarkedScript(
      marked: """
        func read(_ stream: AsyncStream<Int>) {
          ⏵for await n in stream { print(n) }
        }

        """
    ).expectError("'async' in a function that does not support concurrency", malformed: true)
  }
}
