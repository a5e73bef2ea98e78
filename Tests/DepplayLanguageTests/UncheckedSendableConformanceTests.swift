import DepplayLanguage
import Testing

/// `@unchecked Sendable` on a plain struct (`IndirectKeyDefaults` of the docs corpus: a key's
/// value holding a class Swift does not check): accepted as Swift accepts it, the struct
/// plain, and written back by the export; Foundation's `UserDefaults(suiteName:)` refused
/// by name, not read as a record literal.
@Suite struct UncheckedSendableConformanceTests {
  static let source = """
    final class Tally {
      var count = 0
      func add(_ n: Int) { count += n }
    }
    struct TallyBox: @unchecked Sendable {
      let tally: Tally
    }
    let box = TallyBox(tally: Tally())
    box.tally.add(2)
    let copy = box
    copy.tally.add(3)
    print(box.tally.count)
    """

  @Test func aStructMarkedUncheckedSendableIsAPlainStruct() async {
    let (output, errors, succeeded) = await runScript(Self.source, file: "box.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "5\n")
  }

  /// The conformance, and ConcurrencyExtras' box (``UncheckedSendableBoxTests``), written
  /// back as the script writes them.
  @Test(arguments: [SwiftExporter.Style.deterministic, .plain])
  func theExportWritesTheConformanceBack(style: SwiftExporter.Style) throws {
    for (source, file, written) in [
      (Self.source, "box.dep", "struct TallyBox: @unchecked Sendable {\n"),
      (UncheckedSendableBoxTests.source, "box.swift", "let number = UncheckedSendable(42)\n"),
    ] {
      let swift = try SwiftExporter.export(source: source, file: file, style: style)
      #expect(swift.contains(written), "\(swift)")
    }
  }

  /// A struct holding a `UserDefaults`, the docs' way of giving a key a live value that Linux's
  /// Foundation does not make `Sendable`, runs: the object is the suite's.
  @Test func aStructHoldingASuitesDefaultsRuns() async {
    let (output, errors, succeeded) = await runScript(
      """
      import Foundation

      struct Prefs: @unchecked Sendable { let defaults: UserDefaults }
      let prefs = Prefs(defaults: UserDefaults(suiteName: "scratch")!)
      prefs.defaults.set("dark", forKey: "theme")
      print(prefs.defaults.string(forKey: "theme") ?? "-")
      """, file: "d.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "dark\n")
  }
}
