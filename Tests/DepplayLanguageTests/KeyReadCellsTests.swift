import DepplaySemantics
import DepplaySyntax
import Testing

@testable import DepplayInterpreter
@testable import DepplayLanguage

/// A key read keeps the key its name found in its cell, and finds it there again only while
/// the keys of the session reading are in the state they were in then: a key declared again
/// (a later shell entry) is read as declared again, and another session never takes a key
/// kept for one.
@Suite struct KeyReadCellsTests {
  /// A place where the program ``table`` reads a key.
  static let read = SourceRange(
    start: SourceLocation(line: 1, column: 3, offset: 2),
    end: SourceLocation(line: 1, column: 9, offset: 8))
  static let table: [Resolution?] = [.local, nil, .key]

  /// An interpreter of a fresh session whose key `number` is `reference`.
  static func interpreter(declaring reference: KeyReference) -> Interpreter {
    let session = Session()
    session.state.declare(reference, named: "number")
    return Interpreter(
      state: session.state, source: SourceFile(name: "a.dep", text: ""), limits: Limits())
  }

  /// The key `interpreter` reads at ``read``, by its case.
  static func found(_ interpreter: Interpreter, in resolutions: Resolutions) throws -> String {
    switch try interpreter.key(readAt: read, named: "number", in: resolutions.view).reference {
    case .context: "context"
    case .builtin: "builtin"
    case .script: "script"
    }
  }

  @Test func onlyAKeyReadHasACell() {
    let resolutions = Resolutions(Self.table)
    let elsewhere = SourceRange(start: Self.read.end, end: Self.read.end)
    resolutions.view.keyReads.keep(FoundKey(.context, stamp: 1), at: elsewhere)
    #expect(resolutions.view.keyReads.kept(at: elsewhere, as: FoundKey.self) == nil)
    #expect(resolutions.view.keyReads.kept(at: Self.read, as: FoundKey.self) == nil)
    resolutions.view.keyReads.keep(FoundKey(.context, stamp: 1), at: Self.read)
    #expect(resolutions.view.keyReads.kept(at: Self.read, as: FoundKey.self) != nil)
  }

  @Test func aKeyDeclaredAgainIsReadAtAPlaceThatReadTheOldOne() throws {
    let resolutions = Resolutions(Self.table)
    let interpreter = Self.interpreter(declaring: .context)
    #expect(try Self.found(interpreter, in: resolutions) == "context")
    #expect(try Self.found(interpreter, in: resolutions) == "context")
    interpreter.state.declare(.builtin(.date), named: "number")
    #expect(try Self.found(interpreter, in: resolutions) == "builtin")
  }

  @Test func anotherSessionNeverTakesTheKeyKeptForOne() throws {
    let resolutions = Resolutions(Self.table)
    let one = Self.interpreter(declaring: .context)
    let other = Self.interpreter(declaring: .builtin(.date))
    #expect(
      one.state.keysStamp.load(ordering: .relaxed)
        != other.state.keysStamp.load(ordering: .relaxed))
    #expect(try Self.found(one, in: resolutions) == "context")
    #expect(try Self.found(other, in: resolutions) == "builtin")
    #expect(try Self.found(one, in: resolutions) == "context")
  }

  @Test("A function of one shell entry reads the key a later entry declares again")
  func aFunctionReadsTheKeyDeclaredAgain() {
    let session = Session()
    let first = session.execute(
      source: """
        dependency number { live: 1, test: 1 }
        func show() { print(number) }
        for _ in 0..<2 { show() }
        """, file: "a.dep")
    #expect(ResolvedEvaluationTests.outputs(first) == ["1", "1"])
    let second = session.execute(
      source: """
        dependency number { live: 2, test: 2 }
        show()
        """, file: "b.dep")
    #expect(ResolvedEvaluationTests.outputs(second) == ["2"])
  }
}
