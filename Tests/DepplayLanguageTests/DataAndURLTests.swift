import DepplayLanguage
import Testing

/// Foundation's `URL` and `Data` as the docs use them, computed and printed by Foundation
/// itself (the interpreter holds the real values): `Golden/data-and-url.dep` runs each form.
@Suite struct DataAndURLTests {
  @Test func aURLPrintsItsTextAndReadsItsParts() async {
    let result = await runScript(
      """
      let url = URL(string: "https://example.com/users/42?tab=posts")!
      print(url, url.host ?? "none", url.path, url.lastPathComponent)
      print(url.appendingPathComponent("likes").path)
      print(URL(string: "https://example.com/a/clip.m4a")!.pathExtension, url.pathExtension.isEmpty)
      """, file: "url.dep")
    #expect(
      result.output
        == "https://example.com/users/42?tab=posts example.com /users/42 42\n/users/42/likes\n"
        + "m4a true\n",
      "\(result.errors)")
  }

  @Test func dataPrintsItsSizeAndDecodesBackToTheString() async {
    let result = await runScript(
      """
      let data = Data("añb".utf8)
      print(data, data.count, String(decoding: data, as: UTF8.self))
      print(Data(), Data().isEmpty)
      """, file: "data.dep")
    #expect(result.output == "4 bytes 4 añb\n0 bytes true\n", "\(result.errors)")
  }

  @Test func aStringThatIsNoURLIsNilAndUnwrappingItStopsTheScript() async throws {
    let result = await runScript("print(URL(string: \"\") == nil)", file: "url.dep")
    #expect(result.output == "true\n", "\(result.errors)")
    try await MarkedScript(marked: "let url = ⏵URL(string: \"\")!\n")
      .expectError("Unexpectedly found nil while unwrapping an Optional value", malformed: false)
  }

  @Test func decodingNamesItsEncodingAsSwiftWritesIt() async throws {
    try await MarkedScript(
      marked: "let data = Data()\nprint(String(decoding: data, as: ⏵data))\n"
    ).expectError("expected UTF8.self", malformed: false)
    try await MarkedScript(
      marked: "let data = Data()\nprint(String(decoding: data, as: ⏵UTF16.self))\n"
    ).expectError("cannot find 'UTF16' in scope", malformed: true)
  }
}
