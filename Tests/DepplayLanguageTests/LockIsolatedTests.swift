import DepplayLanguage
import Testing

/// `LockIsolated` as swift-dependencies re-exports it: a box shared by reference whose
/// `withValue` closure changes the value in place (`Golden/lock-isolated.dep`).
@Suite struct LockIsolatedTests {
  @Test func withValueChangesTheBoxEveryReferenceSees() async {
    let result = await runScript(
      """
      let calls = LockIsolated<[String]>([])
      let same = calls
      calls.withValue { $0.append("a") }
      same.withValue { list in list.append("b") }
      print(calls.value, same.value.count)
      """, file: "lock.dep")
    #expect(result.output == "[\"a\", \"b\"] 2\n", "\(result.errors)")
  }

  @Test func withValueGivesWhatItsClosureGivesAndSetValueReplaces() async {
    let result = await runScript(
      """
      let count = LockIsolated(4)
      print(count.withValue { $0 * 10 })
      count.setValue(7)
      print(count.value)
      """, file: "lock.dep")
    #expect(result.output == "40\n7\n", "\(result.errors)")
  }

  @Test func aTaskChangesTheBoxItCaptured() async {
    let result = await runScript(
      """
      let total = LockIsolated(0)
      let task = Task { total.withValue { $0 += 5 } }
      await task.value
      print(total.value)
      """, file: "lock.dep")
    #expect(result.output == "5\n", "\(result.errors)")
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
