import DepplayLanguage
import Testing

/// How the export writes a `do`'s typed and multiple `catch` clauses: as Swift spells them,
/// and a `do` whose clauses let an error through only where Swift lets it leave (the top
/// level, or the body of a `do` that catches it); elsewhere it is refused at the `do`.
@Suite struct CatchClauseExportTests {
  func export(_ text: String) throws -> String {
    try SwiftExporter.export(source: text, file: "catch.dep")
  }

  @Test func typedAndBindingClausesAreWrittenAsSwiftSpellsThem() throws {
    let swift = try export(
      """
      struct Failed: Error { var code = 1 }
      struct Timeout: Error {}
      do {
        throw Failed()
      } catch let failure as Failed {
        print(failure.code)
      } catch is Timeout {
        print("timed out")
      } catch let other {
        print(other)
      }
      """)
    #expect(
      swift.contains(
        """
          } catch let failure as Failed {
            print(failure.code)
          } catch is Timeout {
            print("timed out")
          } catch let other {
            print(other)
          }
        """))
  }

  @Test func catchingUnimplementedImportsTheStoreLibraryThatDeclaresIt() throws {
    let swift = try export(
      "struct Failed: Error {}\ndo {\n  throw Failed()\n} catch is Unimplemented {\n} catch {\n}\n")
    #expect(swift.contains("import ComposableRuntime\n"))
    #expect(swift.contains("} catch is Unimplemented {"))
  }

  @Test func aDoThatLetsAnErrorThroughIsRefusedWhereTheErrorWouldLeaveAClosure() {
    let error = #expect(throws: ExportError.self) {
      try export(
        """
        struct Failed: Error {}
        struct Timeout: Error {}
        let task = Task {
          do {
            throw Failed()
          } catch is Timeout {
          }
        }
        """)
    }
    #expect(
      error?.diagnostic.message
        == "this 'do' cannot be exported: an error none of its clauses catches would leave it")
    #expect(error?.diagnostic.range.start.line == 4)
  }

  @Test func aDoThatLetsAnErrorThroughIsWrittenAtTheTopLevelWhereTheScriptEnds() throws {
    let swift = try export(
      "struct Failed: Error {}\nstruct Timeout: Error {}\ndo {\n  throw Failed()\n} catch is Timeout {\n}\n"
    )
    #expect(swift.contains("} catch is Timeout {"))
  }
}
