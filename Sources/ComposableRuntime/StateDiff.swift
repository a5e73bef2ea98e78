/// A line-by-line difference between two values' dumps: `−` lines are expected only, `+`
/// lines actual only.
func stateDiff(expected: Any, actual: Any) -> String {
  let old = dumpLines(expected)
  let new = dumpLines(actual)
  // Longest common subsequence of lines, then a walk that marks the rest.
  var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
  for i in stride(from: old.count - 1, through: 0, by: -1) {
    for j in stride(from: new.count - 1, through: 0, by: -1) {
      lengths[i][j] =
        old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var lines: [String] = []
  var i = 0
  var j = 0
  while i < old.count || j < new.count {
    if i < old.count, j < new.count, old[i] == new[j] {
      lines.append("  " + old[i])
      i += 1
      j += 1
    } else if j < new.count, i == old.count || lengths[i][j + 1] >= lengths[i + 1][j] {
      lines.append("+ " + new[j])
      j += 1
    } else {
      lines.append("\u{2212} " + old[i])
      i += 1
    }
  }
  return lines.joined(separator: "\n")
}

private func dumpLines(_ value: Any) -> [String] {
  var text = ""
  dump(value, to: &text)
  return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
}
