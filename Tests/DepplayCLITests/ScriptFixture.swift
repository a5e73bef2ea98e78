import Foundation

/// A script under `Scripts/` whose `// expect: …` comments spell, in order, the lines it
/// must print.
struct ScriptFixture {
  /// Where the script is.
  let url: URL
  /// Its text.
  let text: String

  /// Loads `Scripts/<name>.dep`.
  init(named name: String) throws {
    guard
      let url = Bundle.module.url(
        forResource: name, withExtension: "dep", subdirectory: "Scripts")
    else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Scripts/\(name).dep"])
    }
    self.url = url
    self.text = try String(contentsOf: url, encoding: .utf8)
  }

  /// What the script must print: its `// expect:` lines, each ending in a newline.
  var expectedOutput: String {
    text.split(separator: "\n").compactMap { line in
      line.range(of: "// expect: ").map { String(line[$0.upperBound...]) + "\n" }
    }.joined()
  }
}
