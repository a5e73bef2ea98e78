/// The difference between two dumped values as swift-custom-dump's `diff` writes it: the
/// dump's lines, each marked as only the first value's (`−`), only the second's (`+`) or
/// both's (a figure space, U+2007, as its "proportional" format has it). Parts both values
/// share are written short (`Badge(…)`), and in an array two or more unchanged elements in a
/// row as `… (2 unchanged)`.
package struct DumpedDifference {
  /// Which value a line belongs to.
  package enum Mark: String, Sendable {
    case first = "\u{2212}"
    case second = "+"
    case both = "\u{2007}"
  }

  /// One line of the difference.
  package struct Line: Equatable, Sendable {
    package var mark: Mark
    package var text: String
  }

  /// The lines; empty when the values do not differ.
  package private(set) var lines: [Line] = []

  /// The difference of `first` and `second`.
  package init(_ first: DumpedValue, _ second: DumpedValue) {
    guard first != second else { return }
    lines = Self.difference(
      first, second, firstName: nil, secondName: nil, separator: "", indent: 0, isRoot: true)
  }

  /// The lines as text, each its mark, a space and its text.
  package var text: String {
    lines.map { "\($0.mark.rawValue) \($0.text)" }.joined(separator: "\n")
  }

  private static func marked(_ texts: [String], _ mark: Mark, indent: Int = 0) -> [Line] {
    let spaces = String(repeating: " ", count: indent)
    return texts.map { Line(mark: mark, text: spaces + $0) }
  }

  private static func dump(
    _ value: DumpedValue, name: String?, indent: Int, isRoot: Bool, maxDepth: Int,
    separator: String = ""
  ) -> [String] {
    var lines = value.lines(name: name, maxDepth: maxDepth, isRoot: isRoot)
    lines[lines.count - 1] += separator
    return lines.map { String(repeating: " ", count: indent) + $0 }
  }

  private static func difference(
    _ first: DumpedValue, _ second: DumpedValue, firstName: String?, secondName: String?,
    separator: String, indent: Int, isRoot: Bool
  ) -> [Line] {
    let secondName = secondName ?? firstName
    if firstName == secondName, first == second {
      return marked(
        dump(
          second, name: secondName, indent: indent, isRoot: isRoot, maxDepth: 0,
          separator: separator), .both)
    }
    var parts = Parts(
      first: first, second: second, firstName: firstName, secondName: secondName,
      separator: separator, indent: indent, isRoot: isRoot)
    switch (first, second) {
    case (.structure(let type, let firstFields), .structure(let secondType, let secondFields))
    where type == secondType:
      return parts.difference(firstFields, secondFields, prefix: "\(type)(", suffix: ")")
    case (.tuple(let firstElements), .tuple(let secondElements))
    where firstElements.map(\.label) == secondElements.map(\.label):
      return parts.difference(firstElements, secondElements, prefix: "(", suffix: ")")
    case (.collection, .collection):
      parts.areElements = true
      parts.collapsesUnchanged = true
      parts.equivalent = { $0.value == $1.value }
      parts.labelsIndices = true
      return parts.difference(
        first.children ?? [], second.children ?? [], prefix: "[", suffix: "]")
    case (.dictionary(let firstEntries), .dictionary(let secondEntries)):
      parts.areElements = true
      parts.collapsesUnchanged = true
      parts.isSorted = true
      return parts.difference(firstEntries, secondEntries, prefix: "[", suffix: "]")
    case (
      .enumCase(let type, let name, let firstAssociated?),
      .enumCase(let secondType, let secondCase, let secondAssociated?)
    ) where type == secondType && name == secondCase:
      return parts.difference(
        firstAssociated, secondAssociated, prefix: "\(isRoot ? type : "").\(name)(",
        suffix: ")")
    case (.string(let firstText), .string(let secondText))
    where firstText.contains(where: \.isNewline) || secondText.contains(where: \.isNewline):
      let hashes = String(
        repeating: "#",
        count: max(
          DumpedValue.hashCount(firstText, quote: "\"\"\""),
          DumpedValue.hashCount(secondText, quote: "\"\"\"")))
      parts.areElements = true
      parts.equivalent = { $0.value == $1.value }
      parts.elementIndent = secondName == nil ? 0 : 2
      parts.elementSeparator = ""
      return parts.difference(
        Self.textLines(firstText), Self.textLines(secondText), prefix: "\(hashes)\"\"\"",
        suffix: secondName == nil ? "\"\"\"\(hashes)" : "  \"\"\"\(hashes)")
    default:
      // Both values whole, the first's lines and then the second's.
      return marked(
        dump(
          first, name: firstName, indent: indent, isRoot: isRoot, maxDepth: .max,
          separator: separator), .first)
        + marked(
          dump(
            second, name: secondName, indent: indent, isRoot: isRoot, maxDepth: .max,
            separator: separator), .second)
    }
  }

  /// A string's lines, each a part written as it stands.
  private static func textLines(_ text: String) -> [DumpedValue.Child] {
    guard !text.isEmpty else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      DumpedValue.Child(label: nil, value: .text(String($0)))
    }
  }

  /// The difference of two values' parts (their fields, elements or entries): the parts
  /// matched up as the equivalence says (Swift's `difference(from:by:)`), then walked in
  /// order.
  private struct Parts {
    let first: DumpedValue
    let second: DumpedValue
    let firstName: String?
    let secondName: String?
    let separator: String
    let indent: Int
    let isRoot: Bool
    /// Whether the parts are elements (an array's, a dictionary's, a string's lines), which
    /// are never written on their value's line.
    var areElements = false
    /// Whether unchanged parts are gathered (an array's, a dictionary's).
    var collapsesUnchanged = false
    /// Whether the parts are in an order of the dump's own (a dictionary's): unchanged parts
    /// are counted to the end.
    var isSorted = false
    /// Whether parts are labelled with their index, `[0]`.
    var labelsIndices = false
    var elementIndent = 2
    var elementSeparator = ","
    /// Which parts are the same part, changed or not.
    var equivalent: (DumpedValue.Child, DumpedValue.Child) -> Bool = { $0.label == $1.label }

    init(
      first: DumpedValue, second: DumpedValue, firstName: String?, secondName: String?,
      separator: String, indent: Int, isRoot: Bool
    ) {
      self.first = first
      self.second = second
      self.firstName = firstName
      self.secondName = secondName
      self.separator = separator
      self.indent = indent
      self.isRoot = isRoot
    }

    private static func offset(of change: CollectionDifference<DumpedValue.Child>.Change) -> Int {
      switch change {
      case .insert(let offset, _, _), .remove(let offset, _, _): offset
      }
    }

    private func labelled(_ part: DumpedValue.Child, at offset: Int) -> DumpedValue.Child {
      labelsIndices ? DumpedValue.Child(label: "[\(offset)]", value: part.value) : part
    }

    func difference(
      _ firstParts: [DumpedValue.Child], _ secondParts: [DumpedValue.Child], prefix: String,
      suffix: String
    ) -> [Line] {
      let secondName = secondName ?? firstName
      // Parts of one part without parts of its own: both values whole, no separator.
      if DumpedValue.isSingleValue(firstParts, inCollection: areElements)
        || DumpedValue.isSingleValue(secondParts, inCollection: areElements)
      {
        return marked(
          dump(first, name: firstName, indent: indent, isRoot: isRoot, maxDepth: .max), .first)
          + marked(
            dump(second, name: secondName, indent: indent, isRoot: isRoot, maxDepth: .max),
            .second)
      }
      var lines = marked([(secondName.map { "\($0): " } ?? "") + prefix], .both, indent: indent)
      let matching = secondParts.difference(from: firstParts, by: equivalent)
      let removed = Set(matching.removals.map(Self.offset(of:)))
      let inserted = Set(matching.insertions.map(Self.offset(of:)))
      let partIndent = indent + elementIndent
      var firstOffset = 0
      var secondOffset = 0
      var unchanged: [DumpedValue.Child] = []

      func flushUnchanged() {
        guard collapsesUnchanged, !unchanged.isEmpty else { return }
        let terminator = secondOffset == secondParts.count ? "" : elementSeparator
        if !isSorted, unchanged.count == 1 {
          lines += marked(
            dump(
              unchanged[0].value, name: unchanged[0].label, indent: partIndent, isRoot: false,
              maxDepth: 0, separator: terminator), .both)
        } else {
          lines += marked(
            ["… (\(unchanged.count) unchanged)\(terminator)"], .both, indent: partIndent)
        }
        unchanged.removeAll()
      }

      while firstOffset < firstParts.count || secondOffset < secondParts.count {
        let isRemoval = removed.contains(firstOffset)
        let isInsertion = inserted.contains(secondOffset)
        if collapsesUnchanged, !isRemoval, !isInsertion,
          firstParts[firstOffset] == secondParts[secondOffset]
        {
          unchanged.append(labelled(secondParts[secondOffset], at: secondOffset))
          firstOffset += 1
          secondOffset += 1
          continue
        }
        if !isSorted { flushUnchanged() }
        switch (isRemoval, isInsertion) {
        case (true, false):
          let part = labelled(firstParts[firstOffset], at: firstOffset)
          let terminator = firstOffset == firstParts.count - 1 ? "" : elementSeparator
          lines += marked(
            dump(
              part.value, name: part.label, indent: partIndent, isRoot: false, maxDepth: .max,
              separator: terminator), .first)
          firstOffset += 1
        case (false, true):
          let part = labelled(secondParts[secondOffset], at: secondOffset)
          let terminator =
            secondOffset == secondParts.count - 1 && unchanged.isEmpty ? "" : elementSeparator
          lines += marked(
            dump(
              part.value, name: part.label, indent: partIndent, isRoot: false, maxDepth: .max,
              separator: terminator), .second)
          secondOffset += 1
        default:
          let firstPart = labelled(
            firstParts[firstOffset], at: isRemoval ? firstOffset : secondOffset)
          let secondPart = labelled(secondParts[secondOffset], at: secondOffset)
          let isLast =
            firstOffset == firstParts.count - 1 && secondOffset == secondParts.count - 1
          lines += DumpedDifference.difference(
            firstPart.value, secondPart.value, firstName: firstPart.label,
            secondName: secondPart.label, separator: isLast ? "" : elementSeparator,
            indent: partIndent, isRoot: false)
          firstOffset += 1
          secondOffset += 1
        }
      }
      flushUnchanged()
      return lines + marked([suffix + separator], .both, indent: indent)
    }
  }
}
