import Testing

@testable import DepplayLanguage

/// The checker resolves each name once, in the language's order (a local hides a model's
/// member, which hides a key); the exporter writes from those resolutions.
@Suite("Resolve once")
struct ResolutionTests {
  static let script = """
    dependency full { live: 1, test: 3 }
    class Feature {
      @Dependency(\\.full) var full
      func show() { print(full) }
    }
    let feature = Feature()
    print(full, Date(timeIntervalSince1970: 0), API(url: "x"), uuid())
    for full in [5] { print(full) }
    feature.show()
    """

  /// What the checker resolved the `occurrence`-th (0-based) `name` of the script to.
  private func resolution(of name: String, occurrence: Int = 0, in script: String = script)
    throws -> Resolution?
  {
    let source = SourceFile(name: "names.dep", text: script)
    let (checked, _) = try Checker.check(
      try ScriptParser.parse(source), source: source, names: .builtins)
    let scalars = Array(script.unicodeScalars)
    let target = Array(name.unicodeScalars)
    var found = -1
    for offset in scalars.indices where Array(scalars[offset...].prefix(target.count)) == target {
      let before = offset == 0 ? " " : scalars[offset - 1]
      let after =
        scalars.indices.contains(offset + target.count) ? scalars[offset + target.count] : " "
      guard !before.properties.isAlphabetic, !after.properties.isAlphabetic, before != "." else {
        continue
      }
      found += 1
      if found == occurrence {
        let location = SourceLocation(line: 0, column: 0, offset: offset)
        return checked.resolutions[SourceRange(start: location, end: location)]
      }
    }
    Issue.record("no occurrence \(occurrence) of \(name)")
    return nil
  }

  /// `$0` of an update closure is the values being updated; `$0` of a closure nested in it is
  /// that closure's own argument.
  @Test func anUpdateClosuresDollarZeroIsTheUpdatedValues() throws {
    let script = """
      dependency numbers { live: [1], test: [1] }
      withDependencies { $0.numbers = [1, 2].map { $0 * 2 } } operation: { print(numbers) }
      """
    #expect(try resolution(of: "$0", in: script) == .updatedValues)
    #expect(try resolution(of: "$0", occurrence: 1, in: script) != .updatedValues)
  }

  /// An update closure that names its argument (`values in`) updates through that name, as
  /// through `$0`; a name of a closure nested in it is that closure's own.
  @Test func anUpdateClosuresNamedArgumentIsTheUpdatedValues() throws {
    let script = """
      dependency numbers { live: [1], test: [1] }
      withDependencies { values in values.numbers = [1].map { values in values } } operation: { }
      """
    #expect(try resolution(of: "values", occurrence: 1, in: script) == .updatedValues)
    #expect(try resolution(of: "values", occurrence: 3, in: script) != .updatedValues)
  }

  @Test func aKeyReadIsAKey() throws {
    #expect(try resolution(of: "full", occurrence: 3) == .key)
  }

  @Test func aModelsPropertyHidesTheKeyOfTheSameName() throws {
    #expect(try resolution(of: "full", occurrence: 2) == .modelMember)
  }

  @Test func aLoopVariableHidesTheKeyOfTheSameName() throws {
    #expect(try resolution(of: "full", occurrence: 5) == .local)
  }

  @Test func eachCallsTargetIsResolved() throws {
    #expect(try resolution(of: "Feature", occurrence: 1) == .model)
    #expect(try resolution(of: "Date") == .builtin(try #require(Builtin.ids["Date"])))
    #expect(try resolution(of: "API") == .record)
    #expect(try resolution(of: "uuid") == .key)
    #expect(try resolution(of: "print") == .builtin(try #require(Builtin.ids["print"])))
    guard case .function(.print)? = try resolution(of: "print")?.builtin else {
      Issue.record("print is not the built-in function")
      return
    }
    guard case .type? = try resolution(of: "Date")?.builtin else {
      Issue.record("Date is not the built-in type")
      return
    }
    #expect(try resolution(of: "feature", occurrence: 1) == .local)
  }

  /// The export declares a `@Dependency` for a key read, never for a local or a model's
  /// property of the same name.
  @Test func theExportDeclaresADependencyOnlyWhereTheCheckerResolvedAKey() throws {
    let swift = try SwiftExporter.export(source: Self.script, file: "names.dep")
    let declarations = swift.components(separatedBy: "@Dependency(\\.full) var full").count - 1
    #expect(declarations == 2, "the model's property and the top-level read")
  }
}

/// The checker resolves a method call on a value to its ``ValueMethod`` once, at the
/// method's name, so that the interpreter and the exporter switch over it (#22).
@Suite struct ValueMethodResolutionTests {
  @Test func eachCallOfAChainIsResolvedAtItsOwnName() throws {
    let text =
      "let n = [1, 2]\nprint(n.map { $0 * 2 }.filter { $0 > 2 }.contains(4), \"a\".uppercased())"
    let source = SourceFile(name: "methods.dep", text: text)
    let (checked, _) = try Checker.check(
      try ScriptParser.parse(source), source: source, names: .builtins)
    func method(_ name: String) -> ValueMethod? {
      let scalars = Array(text.unicodeScalars)
      let target = Array(("." + name).unicodeScalars)
      guard
        let offset = scalars.indices.first(where: {
          Array(scalars[$0...].prefix(target.count)) == target
        })
      else { return nil }
      let start = SourceLocation(line: 0, column: 0, offset: 0)
      let end = SourceLocation(line: 0, column: 0, offset: offset + target.count)
      return checked.resolutions.view.valueMethod(of: SourceRange(start: start, end: end))
    }
    #expect(method("map") == .map)
    #expect(method("filter") == .filter)
    #expect(method("contains") == .contains)
    #expect(method("uppercased") == .uppercased)
    #expect(ValueMethod(name: "frobnicate", labels: [], trailingClosure: false) == nil)
  }
}
