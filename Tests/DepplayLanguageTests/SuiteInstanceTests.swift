import DepplayLanguage
import Testing

/// A suite's stored properties and its `init()`, which Swift Testing makes afresh for each
/// test (`let clock = TestClock()` in TCA's example tests): each test begins with them.
@Suite struct SuiteInstanceTests {
  @Test func eachTestHasItsOwnStoredProperties() async {
    let result = await runScript(
      """
      import Testing

      final class Counter {
        var value = 0
      }

      struct CounterTests {
        let counter = Counter()
        var label = "counter"

        @Test func first() {
          counter.value += 1
          print(label, counter.value)
        }

        @Test func second() {
          counter.value += 10
          print(label, counter.value)
        }
      }
      """, file: "suite.swift")
    #expect(result.output.contains("counter 1\n"), "\(result.errors)")
    #expect(result.output.contains("counter 10\n"), "\(result.errors)")
    #expect(result.output.contains("✔ test second() passed"), "\(result.output)")
  }

  @Test func theInitRunsBeforeEachTestAfterTheProperties() async {
    let result = await runScript(
      """
      import Testing

      struct StartTests {
        let start = 5

        init() {
          print("init", start)
        }

        @Test func reads() {
          #expect(start == 5)
        }
      }
      """, file: "suite.swift")
    #expect(
      result.output.contains("init 5\n✔ test reads() passed"),
      "\(result.output) \(result.errors)")
  }

  @Test func aComputedPropertyOfASuiteIsStillRefusedByName() async {
    let result = await runScript(
      """
      import Testing

      struct ComputedTests {
        var value: Int { 3 }

        @Test func reads() {}
      }
      """, file: "suite.swift")
    #expect(!result.succeeded)
    #expect(
      result.errors.contains(
        "this member of a suite ('var value: Int { 3 }') is not supported yet"))
  }
}
