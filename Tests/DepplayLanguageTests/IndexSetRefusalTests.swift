import DepplayLanguage
import Testing

/// `IndexSet`, and the methods SwiftUI's `onDelete`/`onMove` feed with one, are refused by
/// name where they are written (depplay has no `IndexSet`), not met at run time.
@Suite struct IndexSetRefusalTests {
  @Test(arguments: [
    (
      "import Foundation\nlet offsets = IndexSet(integer: 1)\n",
      "'IndexSet' is not supported yet"
    ),
    (
      "var names = [\"a\", \"b\"]\nnames.remove(atOffsets: [0])\n",
      "'remove(atOffsets:)', which takes an IndexSet, is not supported yet"
    ),
    (
      "var names = [\"a\", \"b\"]\nnames.move(fromOffsets: [0], toOffset: 2)\n",
      "'move(fromOffsets:toOffset:)', which takes an IndexSet, is not supported yet"
    ),
  ])
  func isRefusedByName(script: String, message: String) async {
    let result = await runScript(script, file: "offsets.swift")
    #expect(!result.succeeded)
    #expect(result.errors.contains(message), "\(result.errors)")
  }
}
