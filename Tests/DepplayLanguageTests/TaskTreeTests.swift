import DepplayLanguage
import Testing

/// The task/scope tree says what each unit started with (inherited overrides, inherited none,
/// lost overrides) and shows each `continuation.yield` that restored escaped values, from
/// the events alone.
@Suite("Task tree")
struct TaskTreeTests {
  private func tree(_ source: String) async -> String {
    let result = await Session().run(source: source, file: "tree.dep")
    return TreeRenderer().render(result.events)
  }

  @Test("a Task created where no override is in force inherited none")
  func taskWithoutOverridesInheritedNone() async {
    let rendered = await tree(
      """
      dependency full { live: 1 }
      Task { print(full) }
      Task.detached { print(full) }
      """)
    #expect(
      rendered == """
        main
        ├─ Task 1 (line 2): inherited none
        └─ Task.detached 2 (line 3): inherited none

        """)
  }

  @Test("a queue block that lost the overrides and yields shows the yield restoring them")
  func yieldRestoresEscapedOverrides() async {
    let rendered = await tree(
      """
      dependency full { live: 1 }
      withDependencies { $0.full = 7 } operation: {
        Task { print(full) }
        withEscapedDependencies { continuation in
          DispatchQueue.global().async {
            print(full)
            continuation.yield { print(full) }
          }
        }
      }
      withEscapedDependencies { continuation in
        Thread { continuation.yield { print(full) } }.start()
      }
      """)
    #expect(
      rendered == """
        main
        ├─ withDependencies (line 2)
        │  ├─ Task 1 (line 3): inherited overrides
        │  └─ DispatchQueue.global 2 (line 5): lost overrides
        │     └─ continuation.yield (line 7): restored escaped overrides
        └─ Thread 3 (line 12): inherited none
           └─ continuation.yield (line 12): restored escaped values: none

        """)
  }

  @Test("a test case starts from its own root: inherited none; work in its trait scope inherits")
  func testCasesStartFromTheirOwnRoot() async {
    let rendered = await tree(
      """
      dependency full { live: 1 }
      @Test(.dependency(\\.full, 5)) func t() { Task { print(full) } }
      """)
    #expect(
      rendered == """
        main
        └─ test t() (line 2): inherited none
           └─ Task 2 (line 2): inherited overrides

        """)
  }

  @Test("the yield events come in order: the yield, then what its closure printed, then its end")
  func yieldIsAnEvent() async {
    let result = await Session().run(
      source: """
        dependency full { live: 1 }
        withDependencies { $0.full = 7 } operation: {
          withEscapedDependencies { continuation in continuation.yield { print(full) } }
        }
        """, file: "yield.dep")
    let kinds = result.events.compactMap { event -> String? in
      switch event {
      case .yieldEntered(let restores, _, _): "yield(\(restores))"
      case .output(let text, _, _, _): text
      case .scopeLeft: "left"
      default: nil
      }
    }
    #expect(kinds == ["yield(true)", "7", "left", "left"])
  }

  @Test("an escaping closure runs with its caller's values: a call is shown where it happens")
  func closureCallsShowWhatTheyRunWith() async {
    let rendered = await tree(
      """
      dependency full { live: 1 }
      let later = { print(full) }
      let made = withDependencies { $0.full = 7 } operation: {
        later()
        let inside = { print(full) }
        inside()
        return inside
      }
      made()
      Task.detached { made() }
      """)
    #expect(
      rendered == """
        main
        ├─ withDependencies (line 3)
        │  ├─ closure from line 2, called (line 4): the caller's values
        │  └─ closure from line 5, called (line 6): the values where it was made
        ├─ closure from line 5, called (line 9): lost the overrides where it was made
        └─ Task.detached 1 (line 10): inherited none
           └─ closure from line 5, called (line 10): lost the overrides where it was made

        """)
  }
}
