import DepplayLanguage
import Testing

/// `LockIsolated` as swift-dependencies re-exports it: a box shared by reference whose
/// `withValue` closure changes the value in place (`Golden/lock-isolated.dep`).
@Suite struct LockIsolatedTests {
  /// Scripts using a box.
  static let scripts = [
    """
    let calls = LockIsolated<[String]>([])
    let same = calls
    calls.withValue { $0.append("a") }
    same.withValue { list in list.append("b") }
    print(calls.value, same.value.count)
    """,
    """
    let count = LockIsolated(4)
    print(count.withValue { $0 * 10 })
    count.setValue(7)
    print(count.value)
    """,
    """
    let total = LockIsolated(0)
    let task = Task { total.withValue { $0 += 5 } }
    await task.value
    print(total.value)
    """,
  ]
  /// What each prints: every reference sees a change, a task's included; `withValue` gives
  /// what its closure gives; `setValue` replaces the value.
  static let outputs = ["[\"a\", \"b\"] 2\n", "40\n7\n", "5\n"]

  @Test(arguments: zip(scripts, outputs))
  func theBoxChangesInPlace(script: String, output: String) async {
    let result = await runScript(script, file: "lock.dep")
    #expect(result.output == output, "\(result.errors)")
  }

  @Test func anotherBuiltInTypesGenericArgumentsAreStillRefused() async throws {
    try await MarkedScript(marked: "let s = ⏵Set<Int>([1])\n")
      .expectError(
        "a call with generic arguments ('Set<Int>') is not supported yet", malformed: true)
  }

  @Test func anotherClosureParameterStaysImmutable() async throws {
    try await MarkedScript(
      marked: """
        let lists = [[1]]
        let mapped = lists.map { ⏵$0.append(2) }

        """
    ).expectError("cannot use mutating member on immutable value", malformed: false)
  }
}
