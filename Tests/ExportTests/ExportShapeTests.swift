import DepplayLanguage
import Testing

/// The shape of exported Swift: what a learner reads and copies.
@Suite struct ExportShapeTests {
  func export(_ text: String) throws -> String {
    try SwiftExporter.export(source: text, file: "shape.dep")
  }

  /// The program after its header comment and imports.
  func body(_ text: String) throws -> String {
    let swift = try export(text)
    return swift.components(separatedBy: "import DepplaySupport\n").last ?? swift
  }

  @Test func keysOfBothKindsWithUnimplementedTestValues() throws {
    let swift = try body(
      """
      dependency full { live: 1, preview: 2, test: 3 }
      dependency testOnly { test: 42 }
      dependency api { live: API(baseURL: "https://prod"), test: unimplemented }
      """)
    #expect(
      swift == """

        enum FullKey: DependencyKey {
          static let liveValue = 1
          static let previewValue = 2
          static let testValue = 3
        }

        extension DependencyValues {
          var full: Int {
            get { self[FullKey.self] }
            set { self[FullKey.self] = newValue }
          }
        }

        enum TestOnlyKey: TestDependencyKey {
          static let testValue = 42
        }

        extension DependencyValues {
          var testOnly: Int {
            get { self[TestOnlyKey.self] }
            set { self[TestOnlyKey.self] = newValue }
          }
        }

        enum ApiKey: DependencyKey {
          static let liveValue = API(baseURL: "https://prod")
          static var testValue: API {
            unimplemented("api", placeholder: API(baseURL: ""))
          }
        }

        extension DependencyValues {
          var api: API {
            get { self[ApiKey.self] }
            set { self[ApiKey.self] = newValue }
          }
        }

        struct API: Equatable, Sendable {
          var baseURL: String
        }

        Script("shape.dep").run { script in
        }

        """)
  }

  @Test func readsAreDependencyWrappersDeclaredWhereTheyAreRead() throws {
    let swift = try body(
      """
      dependency full { live: 1, test: 3 }
      context test
      withDependencies { $0.full = 7 } operation: {
        Task.detached { print(full) }
      }
      expect(full == 3)
      """)
    #expect(
      swift.hasSuffix(
        """
        Script("shape.dep").run(in: .test) { script in
          await withDependencies { $0.full = 7 } operation: {
            // Task.detached starts empty: overrides lost
            Task.detached(executorPreference: script.executor, operation: script.unit(.detachedTask) {
              @Dependency(\\.full) var full
              print(full)
            })
            await script.settle()
          }
          await script.settle()
          @Dependency(\\.full) var full
          script.expect(full, ==, 3, "full == 3", showing: ("full", nil), at: 6, 1)
        }

        """))
  }

  @Test func testsAreFunctionsRunAfterTheStatements() throws {
    let swift = try body(
      """
      dependency full { live: 1, test: 3 }
      @Test(.dependency(\\.full, 5), arguments: [1, 2]) func reads(n: Int) { expect(full == 5) }
      print("first")
      """)
    #expect(
      swift.hasSuffix(
        """
        Script("shape.dep").run { script in
          @Sendable func reads(n: Int) async {
            @Dependency(\\.full) var full
            script.expect(full, ==, 5, "full == 5", showing: ("full", nil), at: 2, 71)
          }
          print("first")
          await script.test("reads", parameter: "n", arguments: [1, 2]) { n in
            await withDependencies {
              $0 = DependencyValues()  // a dependency trait starts each case afresh
              $0.full = 5
            } operation: {
              await reads(n: n)
            }
          }
        }

        """))
  }

  @Test func whyCannotBeExportedAndSaysWhere() throws {
    let error = #expect(throws: ExportError.self) {
      try export("dependency full { live: 1 }\n  why full\n")
    }
    #expect(
      error?.diagnostic.message
        == "'why' cannot be exported: provenance is depplay's question; swift-dependencies has no API for it"
    )
    #expect(error?.diagnostic.range.start.line == 2)
    #expect(error?.diagnostic.range.start.column == 3)
  }

  @Test func closuresWithParametersCannotBeExported() throws {
    #expect(throws: ExportError.self) {
      try export("let add = { a, b in a + b }\n")
    }
  }
}
