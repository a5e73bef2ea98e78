import Testing

@testable import DepplayLanguage

/// `@CasePathable` on a plain enum (a state's mode): `is(\.case)`, and with
/// `@dynamicMemberLookup` each case read as an Optional property; `@dynamicMemberLookup`
/// without `@CasePathable` is refused by name. An `async let`'s value needs no `await` of its
/// own, and `Result { … }` catches a cancelled sleep, as Swift's does.
@Suite struct CasePathableEnumTests {
  static let lamp = """
    @CasePathable
    @dynamicMemberLookup
    enum Lamp: Equatable {
      case off
      case glowing(level: Double)
    }
    """

  @Test func aCaseReadsAsAnOptionalOfItsPayload() async {
    let (output, errors, succeeded) = await runScript(
      Self.lamp + """

        let lit = Lamp.glowing(level: 0.25)
        print(lit.glowing as Any, Lamp.off.glowing as Any, lit.glowing ?? 1)
        let off = Lamp.off
        print(Lamp.off, off)
        """, file: "lamp.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "Optional(0.25) nil 0.25\noff off\n")
  }

  @Test func isComparesTheCaseNotThePayload() async {
    let (output, errors, succeeded) = await runScript(
      Self.lamp + """

        print(Lamp.glowing(level: 0).is(\\.glowing), Lamp.off.is(\\.glowing), Lamp.off.is(\\.off))
        """, file: "lamp.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "true false true\n")
  }

  @Test func isNamesAnUnknownCase() async {
    let (_, errors, succeeded) = await runScript(
      Self.lamp + "\nprint(Lamp.off.is(\\.dimmed))", file: "lamp.dep")
    #expect(!succeeded)
    #expect(errors.contains("type 'Lamp' has no case 'dimmed'"), "\(errors)")
  }

  @Test func withoutDynamicMemberLookupACaseIsNoProperty() async {
    let (_, errors, succeeded) = await runScript(
      """
      @CasePathable
      enum Lamp { case off, glowing(level: Double) }
      print(Lamp.off.glowing as Any)
      """, file: "lamp.dep")
    #expect(!succeeded)
    #expect(errors.contains("has no member 'glowing'"), "\(errors)")
  }

  @Test func dynamicMemberLookupAloneIsRefusedByName() async {
    let (_, errors, succeeded) = await runScript(
      """
      @dynamicMemberLookup
      enum Lamp { case off }
      """, file: "lamp.dep")
    #expect(!succeeded)
    #expect(
      errors.contains("the attribute '@dynamicMemberLookup' on an enum is not supported yet"),
      "\(errors)")
  }

  @Test func anAsyncLetsResultCatchingNeedsNoAwait() async {
    let (output, errors, succeeded) = await runScript(
      """
      import ComposableArchitecture
      func slow() async throws -> Int {
        try await Task.sleep(nanoseconds: 60_000_000_000)
        return 1
      }
      let task = Task {
        async let outcome = Result { try await slow() }
        let result = await outcome
        print((try? result.get()) == nil)
      }
      task.cancel()
      await task.value
      """, file: "cancel.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "[Task 1] true\n")
  }

  @Test func aFileURLNeedsAnAbsolutePath() async {
    let (output, errors, succeeded) = await runScript(
      """
      import Foundation
      print(URL(fileURLWithPath: "/clips/a.m4a").lastPathComponent)
      """, file: "url.dep")
    #expect(succeeded, "\(errors)")
    #expect(output == "a.m4a\n")
    let (_, refused, relative) = await runScript(
      """
      import Foundation
      print(URL(fileURLWithPath: "clips/a.m4a"))
      """, file: "url.dep")
    #expect(!relative)
    #expect(
      refused.contains("URL(fileURLWithPath:) with a relative path is not supported yet"),
      "\(refused)")
  }
}
