import Testing

@testable import DepplayLanguage

/// `Huddle.ID()` and `Member.ID(0)`: a script's `Identifiable` struct names its `ID` after
/// the type of its `id`, and calling it makes a value of that type, as in Swift.
@Suite struct IdentifiableIDTests {
  static let models = """
    import Foundation

    struct Member: Equatable, Identifiable {
      let id: UUID
      var name = ""
    }
    struct Seat: Identifiable {
      let id: Int
    }

    """

  @Test func anIdentifiableStructsIDMakesAValueOfItsIDType() async {
    let (output, errors, succeeded) = await runScript(
      Self.models + """
        let member = Member(id: Member.ID(7), name: "Ada")
        print(member.id)
        print(Member.ID(0) == UUID(0), Seat(id: Seat.ID(3)).id + 1)
        print(Member.ID().uuidString.count)
        """, file: "ids.swift")
    #expect(succeeded, "\(errors)")
    #expect(
      output == """
        00000000-0000-0000-0000-000000000007
        true 4
        36

        """)
  }

  @Test func aStructThatIsNotIdentifiableHasNoID() async {
    let (_, errors, succeeded) = await runScript(
      """
      import Foundation

      struct Note {
        let id: UUID
      }
      print(Note.ID(1))
      """, file: "ids.swift")
    #expect(!succeeded)
    #expect(errors.contains("Note"))
  }
}
