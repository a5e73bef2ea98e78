import ComposableRuntime
import Testing

// Top-level types: a dump names a nested type with the types around it.
private struct Wrapper { var value: Int }
private enum Load { case idle, loaded(count: Int), busy(Int) }
private struct Screen {
  var load: Load
  var title: String
  var wrap: Wrapper
  var notes: String
  var grid: [[Int]]
  var scores: [String: Int]
  var point: (x: Int, y: Int)
}

/// The difference `expectNoDifference` reports, of Swift values read through their mirrors
/// (what an exported program and a library user compare), against what swift-custom-dump
/// wrote for the same values (measured with `swift test` on the real library).
@Suite struct DumpedDifferenceTests {
  /// The difference's text for `lines` as the library wrote them, a plain space standing for
  /// the figure space that marks a line both values share.
  static func text(_ lines: [String]) -> String {
    lines.map { $0.hasPrefix(" ") ? "\u{2007}" + $0.dropFirst() : $0 }.joined(separator: "\n")
  }

  static func difference(_ first: Any, _ second: Any) -> String {
    DumpedDifference(DumpedValue(reflecting: first), DumpedValue(reflecting: second)).text
  }

  @Test func nestedPartsOfEveryKind() {
    let first = Screen(
      load: .busy(1), title: "T", wrap: Wrapper(value: 1), notes: "one\ntwo",
      grid: [[1, 2], [3]], scores: ["a": 1, "b": 2, "c": 3], point: (x: 1, y: 2))
    let second = Screen(
      load: .busy(2), title: "T", wrap: Wrapper(value: 1), notes: "one\nthree",
      grid: [[1, 2], [4]], scores: ["a": 1, "b": 5, "c": 3], point: (x: 1, y: 3))
    #expect(
      Self.difference(first, second)
        == Self.text([
          "  Screen(", "\u{2212}   load: .busy(1)", "+   load: .busy(2)", "    title: \"T\",",
          "    wrap: Wrapper(value: 1),", "    notes: \"\"\"", "      one", "\u{2212}     two",
          "+     three", "      \"\"\",", "    grid: [", "      [0]: […],", "      [1]: [",
          "\u{2212}       [0]: 3", "+       [0]: 4", "      ]", "    ],", "    scores: [",
          "\u{2212}     \"b\": 2,", "+     \"b\": 5,", "      … (2 unchanged)", "    ],",
          "    point: (", "      x: 1,", "\u{2212}     y: 2", "+     y: 3", "    )", "  )",
        ]))
  }

  @Test func aCaseChangedAndAQuotedString() {
    let first = Screen(
      load: .idle, title: "T", wrap: Wrapper(value: 1), notes: "x", grid: [], scores: [:],
      point: (x: 1, y: 2))
    let second = Screen(
      load: .loaded(count: 2), title: "U \"q\"", wrap: Wrapper(value: 1), notes: "x",
      grid: [[1]], scores: ["z": 1], point: (x: 1, y: 2))
    #expect(
      Self.difference(first, second)
        == Self.text([
          "  Screen(", "\u{2212}   load: .idle,", "+   load: .loaded(count: 2),",
          "\u{2212}   title: \"T\",", "+   title: #\"U \"q\"\"#,", "    wrap: Wrapper(value: 1),",
          "    notes: \"x\",", "    grid: [", "+     [0]: [", "+       [0]: 1", "+     ]", "    ],",
          "    scores: [", "+     \"z\": 1", "    ],", "    point: (…)", "  )",
        ]))
  }

  @Test func equalValuesHaveNoDifference() {
    #expect(
      DumpedDifference(DumpedValue(reflecting: [1, 2]), DumpedValue(reflecting: [1, 2])).lines
        .isEmpty)
    #expect(
      Self.difference(Load.loaded(count: 1), Load.loaded(count: 2))
        == Self.text(["\u{2212} Load.loaded(count: 1)", "+ Load.loaded(count: 2)"]))
  }
}
