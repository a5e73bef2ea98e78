/// A value as swift-custom-dump writes it (`customDump`), which `expectNoDifference` diffs: a
/// tree of what the value holds, built from a Swift value's mirror
/// (``init(reflecting:)``) or by depplay's interpreter from a script's value, so that both
/// write the same lines.
///
/// ```swift
/// DumpedValue.structure(type: "Badge", fields: [
///   .init(label: "title", value: .string("Gold")), .init(label: "level", value: .text("1")),
/// ]).lines()
/// // ["Badge(", "  title: \"Gold\",", "  level: 1", ")"]
/// ```
package indirect enum DumpedValue: Equatable, Sendable {
  /// A value written whole, as `"\(value)"` writes it: `1`, `1.5`, `true`, `nil`.
  case text(String)
  /// A string: quoted on one line, between `"""` lines when it holds a line break.
  case string(String)
  /// A struct's type name (without its module or generic arguments) and its stored
  /// properties.
  case structure(type: String, fields: [Child])
  /// A tuple's elements, labelled or not.
  case tuple([Child])
  /// An array's elements, in order (each written with its index, `[0]: …`).
  case collection([DumpedValue])
  /// A dictionary's entries, each labelled with its key's dump, in the order of those
  /// labels (Swift keeps no order a program can rely on, so the dump sorts them).
  case dictionary([Child])
  /// An enum's case: the enum's type name, the case's name, and its associated values
  /// (`nil` for a case without them).
  case enumCase(type: String, name: String, associated: [Child]?)

  /// A labelled part of a value: a property, a tuple's element, a dictionary's entry.
  package struct Child: Equatable, Sendable {
    package var label: String?
    package var value: DumpedValue

    package init(label: String?, value: DumpedValue) {
      self.label = label
      self.value = value
    }
  }

  /// Its parts, as its mirror lists them (labels of an array's elements not yet given);
  /// `nil` for a value without any, which is written whole.
  var children: [Child]? {
    switch self {
    case .text, .string: nil
    case .structure(_, let fields): fields
    case .tuple(let elements): elements
    case .collection(let elements): elements.map { Child(label: nil, value: $0) }
    case .dictionary(let entries): entries
    case .enumCase(_, _, let associated): associated.map { [Child(label: nil, value: .tuple($0))] }
    }
  }

  /// Whether its mirror has no children: a text, a string, an empty struct or array, a
  /// case without associated values.
  var isLeaf: Bool { children?.isEmpty ?? true }

  /// Whether `parts` are one part without parts of its own, which a dump writes on the
  /// value's line (`Badge(level: 1)`, `.busy(1)`); an array's or a dictionary's never are.
  static func isSingleValue(_ parts: [Child], inCollection: Bool) -> Bool {
    !inCollection && parts.count == 1 && parts[0].value.isLeaf
  }

  /// The string's text in a dump: its lines between `"""` lines when it holds a line break;
  /// otherwise quoted, as a raw string (`#"say "hi""#`) when it holds a quote or a backslash.
  static func quoted(_ text: String) -> String {
    if text.contains("\"") || text.contains("\\") {
      let hashes = String(repeating: "#", count: max(hashCount(text, quote: "\""), 1))
      return "\(hashes)\"\(text)\"\(hashes)"
    }
    return text.debugDescription
  }

  /// How many `#` a raw string needs so that no `quote` in `text`, with the `#`s after it,
  /// ends it: one more than the longest run of `#`s after a quote; 0 without a quote.
  static func hashCount(_ text: String, quote: String) -> Int {
    var longest = 0
    var rest = text[...]
    while let found = rest.range(of: quote) {
      let hashes = rest[found.upperBound...].prefix { $0 == "#" }.count
      longest = max(longest, hashes + 1)
      rest = rest[found.upperBound...]
    }
    return longest
  }

  /// The lines of its dump, `name: ` before the first when it is a part of another value;
  /// parts deeper than `maxDepth` are written `…`. A root enum's case names its type
  /// (`Mood.calm`), a part's does not (`.calm`).
  package func lines(name: String? = nil, maxDepth: Int = .max, isRoot: Bool = true) -> [String] {
    var lines = body(name: name, maxDepth: maxDepth, isRoot: isRoot)
    if let name { lines[0] = "\(name): " + lines[0] }
    return lines
  }

  private func body(name: String?, maxDepth: Int, isRoot: Bool) -> [String] {
    switch self {
    case .text(let text):
      return [text]
    case .string(let text) where text.contains(where: \.isNewline):
      guard maxDepth > 0 else { return ["\"…\""] }
      let hashes = String(repeating: "#", count: Self.hashCount(text, quote: "\"\"\""))
      let indent = name == nil ? "" : "  "
      return ["\(hashes)\"\"\""]
        + text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
        + ["\(indent)\"\"\"\(hashes)"]
    case .string(let text):
      return [Self.quoted(text)]
    case .structure(let type, let fields):
      return Self.parts(fields, prefix: "\(type)(", suffix: ")", maxDepth: maxDepth)
    case .tuple(let elements):
      return Self.parts(elements, prefix: "(", suffix: ")", maxDepth: maxDepth)
    case .collection(let elements):
      let labelled = elements.enumerated().map { Child(label: "[\($0)]", value: $1) }
      return Self.parts(
        labelled, prefix: "[", suffix: "]", maxDepth: maxDepth, inCollection: true)
    case .dictionary(let entries):
      guard !entries.isEmpty else { return ["[:]"] }
      return Self.parts(
        entries, prefix: "[", suffix: "]", maxDepth: maxDepth, inCollection: true)
    case .enumCase(let type, let caseName, let associated):
      let start = isRoot ? "\(type)." : "."
      guard let associated else { return [start + caseName] }
      return Self.parts(
        associated, prefix: "\(start)\(caseName)(", suffix: ")", maxDepth: maxDepth)
    }
  }

  /// `prefix`, the parts one a line (indented two spaces, a comma after each but the last)
  /// and `suffix`; a single part without parts of its own on the same line; `…` for parts
  /// below `maxDepth`.
  private static func parts(
    _ parts: [Child], prefix: String, suffix: String, maxDepth: Int, inCollection: Bool = false
  ) -> [String] {
    if parts.isEmpty { return [prefix + suffix] }
    if isSingleValue(parts, inCollection: inCollection) {
      let part = parts[0].value.lines(name: parts[0].label, maxDepth: maxDepth - 1, isRoot: false)
      if part.count == 1 { return [prefix + part[0] + suffix] }
      if maxDepth <= 0 { return [prefix + "…" + suffix] }
      return [prefix] + part.map { "  " + $0 } + [suffix]
    }
    if maxDepth <= 0 { return [prefix + "…" + suffix] }
    var lines = [prefix]
    for (offset, part) in parts.enumerated() {
      var partLines = part.value.lines(name: part.label, maxDepth: maxDepth - 1, isRoot: false)
      if offset != parts.count - 1 { partLines[partLines.count - 1] += "," }
      lines += partLines.map { "  " + $0 }
    }
    return lines + [suffix]
  }
}
