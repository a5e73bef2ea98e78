import Testing

@testable import DepplayLanguage

/// The structure the lowering gives a declared type (``TypeShape``), which the interpreter
/// and the exporter switch over instead of reading the type's text.
@Suite struct TypeShapeTests {
  /// The payload shapes of the cases of a feature's `Action` declared as `cases`.
  private func actionPayloads(_ cases: String) throws -> [String: [TypeShape]] {
    let source = SourceFile(
      name: "shapes.swift",
      text: """
        @Reducer
        struct Shop {
          @ObservableState
          struct State {}
          enum Action {
            \(cases)
          }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """)
    let program = try ScriptParser.parse(source)
    let feature = program.statements.lazy.compactMap { statement -> FeatureDeclaration? in
      if case .feature(let declaration) = statement { declaration } else { nil }
    }.first
    let actionCases = try #require(feature).actionCases
    return Dictionary(uniqueKeysWithValues: actionCases.map { ($0.name, $0.payloadShapes) })
  }

  @Test func theLibrarysNavigationActionsAreNamedByTheirType() throws {
    let shapes = try actionPayloads(
      """
      case path(StackActionOf<Path>)
      case steps(StackAction<Step.State, Step.Action>)
      case rows(IdentifiedActionOf<Row>)
      case detail(PresentationAction<Detail.Action>)
      """)
    #expect(
      shapes["path"] == [.library(.stackActionOf, arguments: [.named("Path", arguments: [])])])
    #expect(
      shapes["steps"] == [
        .library(.stackAction, arguments: [.feature("Step", .state), .feature("Step", .action)])
      ])
    #expect(
      shapes["rows"] == [.library(.identifiedActionOf, arguments: [.named("Row", arguments: [])])])
    #expect(
      shapes["detail"] == [.library(.presentationAction, arguments: [.feature("Detail", .action)])])
    #expect(shapes["detail"]?.first?.firstFeatureOfActions == "Detail")
    #expect(shapes["detail"]?.first?.featureOfActions == nil)
  }

  @Test func otherTypesKeepTheirStructure() throws {
    let shapes = try actionPayloads(
      """
      case child(Child.Action)
      case picked(Int?, [String: [Double]])
      case loaded(Result<[Int], any Error>)
      case handler((Int) async -> String)
      case pair((Int, label: String))
      """)
    #expect(shapes["child"] == [.feature("Child", .action)])
    #expect(shapes["child"]?.first?.featureOfActions == "Child")
    #expect(
      shapes["picked"] == [
        .optional(.named("Int", arguments: [])),
        .dictionary(
          key: .named("String", arguments: []), value: .array(.named("Double", arguments: []))),
      ])
    #expect(
      shapes["loaded"] == [
        .named(
          "Result",
          arguments: [
            .array(.named("Int", arguments: [])), .existential(.named("Error", arguments: [])),
          ])
      ])
    #expect(
      shapes["handler"] == [
        .function(
          parameters: [.named("Int", arguments: [])], result: .named("String", arguments: []))
      ])
    #expect(
      shapes["pair"] == [.tuple([.named("Int", arguments: []), .named("String", arguments: [])])])
  }

  @Test func aPayloadsInnermostTypeIsNamedByItsOwnName() throws {
    let shapes = try actionPayloads(
      """
      case alert(PresentationAction<Alert>)
      case delegate(Delegate)
      case child(Child.Action)
      case picked(Int?)
      case values([Int])
      """)
    #expect(shapes["alert"]?.first?.innermostName == "Alert")
    #expect(shapes["delegate"]?.first?.innermostName == "Delegate")
    #expect(shapes["child"]?.first?.innermostName == "Action")
    #expect(shapes["picked"]?.first?.innermostName == "Int")
    #expect(shapes["values"]?.first?.innermostName == nil)
  }

  @Test func aStateFieldsWrittenTypeHasItsShape() throws {
    let source = SourceFile(
      name: "fields.swift",
      text: """
        @Reducer
        struct List {
          @ObservableState
          struct State {
            var rows: IdentifiedArrayOf<Row.State> = []
            @Presents var detail: Detail.State?
            var count = 0
          }
          enum Action { case tapped }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """)
    let feature = try #require(
      try ScriptParser.parse(source).statements.lazy.compactMap { statement in
        if case .feature(let declaration) = statement { declaration } else { nil }
      }.first)
    let fields = Dictionary(
      uniqueKeysWithValues: feature.stateFields.map { ($0.name, $0.typeShape) })
    #expect(fields["rows"]??.genericArguments == [.feature("Row", .state)])
    #expect(fields["detail"]??.isOptional == true)
    #expect(fields["rows"]??.isOptional == false)
    #expect(fields["count"] == .some(nil))
  }

  @Test func aFunctionSaysWhatItGives() throws {
    let shapes = try actionPayloads(
      """
      case lookUp(@Sendable (Int) async throws -> String?)
      case nested(() -> () -> Int?)
      case done(() async -> Void)
      case finished((Int) -> ())
      case count(() -> Int)
      """)
    #expect(shapes["lookUp"]?.first?.givesOptional == true)
    #expect(shapes["nested"]?.first?.givesOptional == true)
    #expect(shapes["count"]?.first?.givesOptional == false)
    #expect(shapes["done"]?.first?.returnsVoid == true)
    #expect(shapes["finished"]?.first?.returnsVoid == true)
    #expect(shapes["count"]?.first?.returnsVoid == false)
  }

  @Test func aFunctionsParametersAndAStructsPropertiesHaveTheirShapes() throws {
    let source = SourceFile(
      name: "members.swift",
      text: """
        struct Bag<V> {
          var items: [ V ]
          var label: String?
          var count = 0
          var celsius: Double
          var readings: [Double]
        }
        func first<T>(_ items: [T], or fallback: inout T) -> T { fallback }
        """)
    let statements = try ScriptParser.parse(source).statements
    let bag = try #require(
      statements.lazy.compactMap { statement in
        if case .structType(let declaration) = statement { declaration } else { nil }
      }.first)
    let properties = Dictionary(
      uniqueKeysWithValues: bag.properties.map { ($0.name, $0.typeShape) })
    #expect(properties["items"] == .some(.array(.named("V", arguments: []))))
    #expect(properties["label"] == .some(.optional(.named("String", arguments: []))))
    #expect(properties["count"] == .some(nil))
    #expect(bag.properties.filter(\.isDouble).map(\.name) == ["celsius"])
    #expect(bag.properties.filter(\.isDoubleList).map(\.name) == ["readings"])
    let function = try #require(
      statements.lazy.compactMap { statement in
        if case .function(let declaration) = statement { declaration } else { nil }
      }.first)
    #expect(
      function.parameters.map(\.typeShape) == [
        .array(.named("T", arguments: [])), .named("T", arguments: []),
      ])
  }

  @Test func aKeysWrittenValueTypeHasItsShape() throws {
    let source = SourceFile(
      name: "keys.swift",
      text: """
        protocol Greeter: Sendable {}
        struct Loud: Greeter {}
        enum GreeterKey: DependencyKey { static let liveValue: any Greeter = Loud() }
        enum NicknameKey: DependencyKey { static let liveValue: String? = nil }
        extension DependencyValues {
          var greeter: any Greeter {
            get { self[GreeterKey.self] }
            set { self[GreeterKey.self] = newValue }
          }
          var nickname: String? {
            get { self[NicknameKey.self] }
            set { self[NicknameKey.self] = newValue }
          }
        }
        """)
    let keys = Dictionary(
      uniqueKeysWithValues: try ScriptParser.parse(source).statements.compactMap {
        statement -> (String, KeyDeclaration)? in
        if case .dependency(let key) = statement { (key.name, key) } else { nil }
      })
    let greeter = try #require(keys["greeter"]?.swiftType?.valueShape)
    #expect(greeter == .existential(.named("Greeter", arguments: [])))
    #expect(greeter.isExistential)
    let nickname = try #require(keys["nickname"]?.swiftType?.valueShape)
    #expect(nickname.isOptional)
    #expect(!nickname.isExistential)
    // An issue message names an existential value type as `String(describing:)` does.
    let names = try #require(keys["greeter"]).swiftNames(samples: [])
    #expect(names.valueType == "Greeter")
  }

  @Test func anActionCaseSaysWhatItCarriesByItsPayloadsShape() throws {
    let source = SourceFile(
      name: "carried.swift",
      text: """
        @Reducer
        struct Shop {
          @ObservableState
          struct State {}
          enum Action: BindableAction {
            case binding(BindingAction<State>)
            case tip(PresentationAction<Tip.Action>)
            case alert(PresentationAction< Alert >)
            case path(StackActionOf<Path>)
            case steps(StackAction<Step.State, Step.Action>)
            case rows(IdentifiedActionOf<Row>)
            case other(BindingAction<Int>)
          }
          var body: some ReducerOf<Self> { EmptyReducer() }
        }
        """)
    let feature = try #require(
      try ScriptParser.parse(source).statements.lazy.compactMap { statement in
        if case .feature(let declaration) = statement { declaration } else { nil }
      }.first)
    let cases = Dictionary(uniqueKeysWithValues: feature.actionCases.map { ($0.name, $0) })
    #expect(cases["binding"]?.carriesBinding == true)
    #expect(cases["other"]?.carriesBinding == false)
    #expect(cases["tip"]?.carriesPresentation == true)
    #expect(cases["alert"]?.carriesPresentation == true)
    #expect(cases["path"]?.carriesPresentation == false)
    #expect(cases["tip"]?.navigatedFeature == "Tip")
    #expect(cases["alert"]?.navigatedFeature == "Alert")
    #expect(cases["path"]?.navigatedFeature == "Path")
    #expect(cases["steps"]?.navigatedFeature == "Step")
    #expect(cases["rows"]?.navigatedFeature == nil)
    #expect(cases["binding"]?.navigatedFeature == nil)
  }
}
