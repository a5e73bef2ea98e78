import DepplayLanguage
import Testing

/// `IndexSet(…)`, and the method SwiftUI's `onMove` feeds with one, are refused by name where
/// they are written (depplay has no `IndexSet` type), not met at run time. `remove(atOffsets:)`
/// with an array literal runs (`CollectionMethodTests`).
@Suite struct IndexSetRefusalTests {
  @Test(arguments: [
    (
      "import Foundation\nlet offsets = IndexSet(integer: 1)\n",
      "'IndexSet' is not supported yet"
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
