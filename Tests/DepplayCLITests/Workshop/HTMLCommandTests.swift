import Foundation
import Testing

@testable import DepplayCLI

/// `depplay html`: what the page says of each unit, that it needs nothing from a network,
/// and how bad input is reported. (How it steps is tested in a browser:
/// ``WorkshopPageBrowserTests``.)
@Suite struct HTMLCommandTests {
  static func page(for script: String) throws -> (status: Int32, page: String, error: String) {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("depplay-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("script.dep")
    try Data(script.utf8).write(to: file)
    let out = directory.appendingPathComponent("page.html")
    let outcome = try DepplayBinary.run(["html", file.path, "-o", out.path])
    let page = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
    return (outcome.status, page, outcome.error)
  }

  static let detachedInsideScope = """
    dependency full { live: 1, preview: 2, test: 3 }
    withDependencies { $0.full = 7 } operation: {
      Task { print(full) }
      Task.detached { print(full) }
    }
    """

  @Test func eachUnitSaysItsKindAndWhetherItKeptTheOverrides() throws {
    let (status, page, _) = try Self.page(for: Self.detachedInsideScope)
    #expect(status == 0)
    #expect(page.contains(#"data-kind="Task" data-unit="Task 1" data-overrides="inherited""#))
    #expect(
      page.contains(#"data-kind="Task.detached" data-unit="Task.detached 2" data-overrides="lost""#)
    )
    #expect(page.contains(#"<li class="output" data-step="5">[Task 1] 7</li>"#))
  }

  @Test func readsShowTheirValueAndWhereItCameFrom() throws {
    let (_, page, _) = try Self.page(for: Self.detachedInsideScope)
    #expect(page.contains("full = 7 ← overridden by withDependencies at line 2"))
    #expect(page.contains("full = 1 ← "))
  }

  @Test func anOverriddenEndpointIsToldApartFromAnUnimplementedOne() throws {
    let (status, page, _) = try Self.page(
      for: """
        @DependencyClient
        struct APIClient {
          var fetchUser: @Sendable (Int) async throws -> String
          var saveUser: @Sendable (String) async throws -> Void
        }
        dependency apiClient { live: APIClient(), test: APIClient() }
        withDependencies { $0.apiClient.fetchUser = { id in "User \\(id)" } } operation: {
          print(apiClient)
        }
        """)
    #expect(status == 0)
    #expect(page.contains("apiClient = APIClient(fetchUser: (Function), saveUser: unimplemented)"))
    #expect(
      page.contains(">APIClient(fetchUser: (Function), saveUser: (Function))</li>"),
      "print shows the value as Swift prints it")
  }

  @Test func aStoresSnapshotIsDrawnWithTheValuesItCapturedAndWhere() throws {
    let (status, page, _) = try Self.page(
      for: """
        dependency apiURL { live: "prod", test: "mock" }
        dependency other { live: 1 }
        struct Feed: Reducer {
          struct State { var source = "" }
          enum Action { case load }
          @Dependency(\\.apiURL) var apiURL
          var body: some ReducerOf<Self> {
            Reduce { state, action in
              state.source = apiURL
              return .none
            }
          }
        }
        let store = withDependencies { $0.apiURL = "staging" } operation: {
          Store(initialState: Feed.State()) { Feed() }
        }
        store.send(.load)
        let plain = Store(initialState: Feed.State()) { Feed() }
        """)
    #expect(status == 0)
    #expect(page.contains(">Store snapshot · line 15</p>"))
    #expect(
      page.contains(
        #"data-key="apiURL">apiURL = &quot;staging&quot; ← overridden by withDependencies at line 14</p>"#
      ))
    #expect(
      page.contains(">Store snapshot · line 18</p></div>"), "nothing overridden, no read")
    #expect(!page.contains("data-key=\"other\""), "only what the snapshot overrides is listed")
  }

  @Test func escapingWorksOnUnicodeScalarsAndTheEmbeddedJSONHoldsNoLessThan() {
    let mark = "\u{301}"
    #expect(
      HTMLText.escape("\"\(mark)<\(mark)'\(mark)&>")
        == "&quot;\(mark)&lt;\(mark)&#39;\(mark)&amp;&gt;")
    let json = HTMLText.scriptJSON(["<!--<script></script>", "a\u{2028}b"])
    #expect(!json.contains("<") && !json.contains(">"))
    #expect(json == #"["\u003c!--\u003cscript\u003e\u003c/script\u003e","a\u2028b"]"#)
    let decoded = try? JSONDecoder().decode([String].self, from: Data(json.utf8))
    #expect(decoded == ["<!--<script></script>", "a\u{2028}b"])
  }

  @Test func aClosureCalledOutsideTheScopeItWasMadeInIsMarkedLost() throws {
    let (status, page, _) = try Self.page(
      for: """
        dependency full { live: 1 }
        let made = withDependencies { $0.full = 7 } operation: {
          let inside = { print(full) }
          inside()
          return inside
        }
        made()
        """)
    #expect(status == 0)
    #expect(page.contains(#"class="node closure inherited" data-step="#))
    #expect(page.contains(#"data-kind="closure" data-overrides="inherited""#))
    #expect(page.contains(#"data-kind="closure" data-overrides="lost""#))
    #expect(page.contains("closure from line 3 · lost the overrides where it was made · line 7"))
    let run = try WorkshopRun.run(
      ComposedSource(
        text: "dependency full { live: 1 }\nlet f = { print(full) }\nf()", name: "f.dep"),
      title: "f", lesson: nil)
    let step = try #require(
      run.replay.steps.firstIndex { $0.caption.contains("called the closure") })
    #expect(
      run.replay.steps[step].caption
        == "the script called the closure from line 2: it runs with the values where it was made")
    let picture = TerminalDiagram(replay: run.replay, step: step).lines(width: 60).map(\.text)
    #expect(picture.contains { $0.contains("closure from line 2: the values where it was made") })
  }

  @Test func thePageLoadsNothingFromOutside() throws {
    let (_, page, _) = try Self.page(for: Self.detachedInsideScope)
    let withoutNamespace = page.replacingOccurrences(
      of: #"xmlns="http://www.w3.org/2000/svg""#, with: "")
    for outside in ["src=", "href=", "http:", "https:", "<link", "@import", "url("] {
      #expect(!withoutNamespace.contains(outside), "the page refers to \(outside)")
    }
  }

  @Test func aMalformedScriptExits65WithItsDiagnostic() throws {
    let (status, page, error) = try Self.page(for: "print(\n")
    #expect(status == 65)
    #expect(page.isEmpty)
    #expect(error.contains("script.dep:"))
  }

  @Test func outputFileIsOnlyForHTML() throws {
    #expect(throws: UsageError.self) {
      try Invocation.parse(["run", "a.dep", "-o", "out.html"], standardInputIsTerminal: false)
    }
    let html = try Invocation.parse(
      ["html", "a.dep", "-o", "out.html"], standardInputIsTerminal: false)
    #expect(html.action == .html(file: "a.dep"))
    #expect(html.outputPath == "out.html")
  }

  @Test func captionsNameTheFileNotItsPath() throws {
    let (_, page, _) = try Self.page(for: Self.detachedInsideScope)
    #expect(page.contains(#"<span class="file">script.dep</span>"#))
    #expect(page.contains("(overridden by withDependencies at script.dep:2:1)"))
    #expect(!page.contains(FileManager.default.temporaryDirectory.path), "no path")
  }

  @Test func handoutIsAnOptionOfHTMLWithOrWithoutAnswers() throws {
    let parse = { try Invocation.parse($0, standardInputIsTerminal: false) }
    #expect(try parse(["html", "--handout", "a.md"]).handout == .withAnswers)
    #expect(try parse(["html", "--handout=no-answers", "a.md"]).handout == .withoutAnswers)
    #expect(try parse(["html", "a.md"]).handout == nil)
    #expect(throws: UsageError.self) { try parse(["html", "--handout=maybe", "a.md"]) }
    #expect(throws: UsageError.self) { try parse(["run", "--handout", "a.dep"]) }
  }

  @Test func proseEmphasisMaySpanCodeAndIsEscaped() {
    #expect(
      MarkdownHTML.inline(#"*"a `Task {}` <escapes>"* and **no**"#)
        == #"<em>&quot;a <code>Task {}</code> &lt;escapes&gt;&quot;</em> and <strong>no</strong>"#)
    #expect(
      MarkdownHTML.inline("a _value_, `snake_case` and a_b_c")
        == "a <em>value</em>, <code>snake_case</code> and a_b_c")
  }
}
