import DepplayLanguage
import Testing

/// A task's body that only reads and assigns names runs in the frame it was spawned in; one
/// that declares names has a frame of its own, so its names shadow its creator's and go
/// with it (`Resolutions.View.spawnedBodyNeedsFrame`).
@Suite struct SpawnedFrameTests {
  static func run(_ source: String) async -> (output: String, errors: String, succeeded: Bool) {
    await runScript(source, file: "spawned.dep")
  }

  @Test func aBodyThatDeclaresANameKeepsItToItself() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let label = "outer"
      for i in 0..<2 {
        let t = Task {
          let label = "inner \\(i)"
          return label
        }
        print(await t.value, label)
      }
      let u = Task.detached {
        let label = "detached"
        return label
      }
      print(await u.value, label)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "inner 0 outer\ninner 1 outer\ndetached outer\n")
  }

  @Test func aBodyThatOnlyReadsSeesEachPassAndItsCaptures() async {
    let (output, errors, succeeded) = await Self.run(
      """
      let base = 1
      var handles: [Task<Int, Never>] = []
      for i in 1...3 {
        handles.append(Task { i * 10 + base })
      }
      var values: [Int] = []
      for handle in handles { values.append(await handle.value) }
      let doubled = Task { [count = values.count] in count * 2 }
      print(values, await doubled.value)
      """)
    #expect(succeeded, "\(errors)")
    #expect(output == "[11, 21, 31] 6\n")
  }
}
