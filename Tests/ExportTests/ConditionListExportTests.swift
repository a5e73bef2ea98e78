import DepplayLanguage
import Testing

/// An `if` or a `guard` with several conditions is written back as the one statement the
/// script wrote, not as the nested `if`s it runs as.
@Suite struct ConditionListExportTests {
  @Test func anIfAndAGuardWithSeveralConditionsAreWrittenAsWritten() throws {
    let swift = try SwiftExporter.export(
      source: """
        let width: Int? = 3
        let height: Int? = 4
        if let width, width > 2 {
          print("wide")
        } else if let height, height == 0 {
          print("none")
        } else {
          print("narrow")
        }
        func f(_ a: Int?, _ b: Int?) -> Int {
          guard let a, let b, a < b else { return 0 }
          return b - a
        }
        print(f(1, 2))
        """, file: "conditions.dep")
    #expect(swift.contains("if let width, width > 2 {\n"), "\(swift)")
    #expect(swift.contains("} else if let height, height == 0 {\n"), "\(swift)")
    #expect(swift.contains("guard let a, let b, a < b else {\n"), "\(swift)")
    #expect(!swift.contains("if width > 2"), "\(swift)")
  }
}
