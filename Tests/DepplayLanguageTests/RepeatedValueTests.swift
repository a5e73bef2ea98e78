import DepplayLanguage
import Testing

/// `Array(repeating:count:)` and `String(repeating:count:)`: the value, `count` times
/// (`Golden/repeated-values.dep` runs each form).
@Suite struct RepeatedValueTests {
  @Test func theValueIsRepeatedAsSwiftRepeatsIt() async {
    let result = await runScript(
      """
      var row = Array(repeating: 1, count: 3)
      row[0] = 5
      print(row, String(repeating: "ab", count: 2))
      """, file: "repeated.dep")
    #expect(result.output == "[5, 1, 1] abab\n", "\(result.errors)")
  }

  @Test func aNegativeCountStopsTheCall() async throws {
    try await MarkedScript(marked: "print(⏵Array(repeating: 1, count: -1))\n")
      .expectError("Array(repeating: 1, count: -1) is not a valid Array", malformed: false)
    try await MarkedScript(marked: "print(⏵String(repeating: \"a\", count: -2))\n")
      .expectError("is not a valid String", malformed: false)
  }

  @Test func aCountPastTheValueSizeIsRefusedBeforeTheValueIsBuilt() async throws {
    try await MarkedScript(marked: "print(⏵String(repeating: \"abc\", count: 900000000000))\n")
      .expectError("value too big", malformed: false)
    try await MarkedScript(marked: "print(⏵Array(repeating: 0, count: 2000000).count)\n")
      .expectError("value too big", malformed: false)
  }

  @Test func anotherArrayInitializerIsRefusedWithWhatToWrite() async throws {
    try await MarkedScript(marked: "print(⏵Array(foo: 1))\n")
      .expectError("no such initializer: Array(foo: 1)", malformed: false)
  }
}
