import DepplayLanguage
import Testing

/// A class's `lazy var`: computed when first read, once, as the class's code; assigned
/// first, never computed (`Golden/lazy-properties.dep`).
@Suite struct LazyPropertyTests {
  @Test func theInitialValueIsComputedAtTheFirstRead() async {
    let result = await runScript(
      """
      final class Box {
        let size: Int
        lazy var label: String = {
          print("labelling \\(size)")
          return "box of \\(size)"
        }()
        init(size: Int) { self.size = size }
      }
      let small = Box(size: 1)
      let large = Box(size: 9)
      print("made")
      print(large.label, small.label, large.label)
      """, file: "lazy.dep")
    #expect(
      result.output == "made\nlabelling 9\nlabelling 1\nbox of 9 box of 1 box of 9\n",
      "\(result.errors)")
  }

  @Test func anAssignmentBeforeAnyReadSkipsTheInitialValue() async {
    let result = await runScript(
      """
      final class Box {
        lazy var label: String = {
          print("computed")
          return "computed"
        }()
        func relabel() { label = "given" }
      }
      let box = Box()
      box.relabel()
      print(box.label)
      """, file: "assigned.dep")
    #expect(result.output == "given\n", "\(result.errors)")
  }

  @Test func aLazyLetIsSwiftsError() async throws {
    try await MarkedScript(marked: "final class Box {\n  ⏵lazy let label = \"a\"\n}\n")
      .expectError("'lazy' cannot be used on a let", malformed: true)
  }

  @Test func aLazyVarWithoutAValueIsSwiftsError() async throws {
    try await MarkedScript(
      marked: "final class Box {\n  ⏵lazy var label: String\n  init() {}\n}\n"
    ).expectError("lazy properties must have an initializer", malformed: true)
  }

  @Test func aLazyVarInAStructIsRefusedByName() async throws {
    try await MarkedScript(marked: "struct Box {\n  ⏵lazy var label = \"a\"\n}\n")
      .expectError("a 'lazy var' in a struct is not supported yet", malformed: true)
  }
}
