/// Suggests the known name closest to a misspelt one, by edit distance.
package enum DidYouMean {
  /// The longest name a suggestion is looked for: a typo is made in a name someone typed.
  package static let maximumLength = 64

  /// The candidate nearest to `name` within a distance that still looks like a typo, if any.
  package static func suggestion(for name: String, among candidates: some Sequence<String>)
    -> String?
  {
    let limit = typoDistance(for: name)
    let lowered = name.lowercased()
    var best: (name: String, distance: Int)?
    for candidate in comparable(to: name, among: candidates) {
      let distance = editDistance(lowered, candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The edit distance up to which a candidate looks like a typo of `name`.
  package static func typoDistance(for name: String) -> Int { max(1, name.count / 3) }

  /// The candidates worth an edit distance: those whose length differs from the name's by at
  /// most ``typoDistance(for:)`` (no edit distance is smaller than the difference), and none
  /// for a name longer than ``maximumLength``. So a suggestion costs at most
  /// `maximumLength²` per candidate, however long the names in the script are.
  package static func comparable(to name: String, among candidates: some Sequence<String>)
    -> [String]
  {
    let length = name.count
    guard length <= maximumLength else { return [] }
    let limit = typoDistance(for: name)
    return candidates.filter { candidate in
      candidate != name && candidate.utf8.count >= length - limit
        && abs(candidate.count - length) <= limit
    }
  }

  /// A `note:` line suggesting the nearest candidate, if any.
  package static func note(for name: String, among candidates: some Sequence<String>) -> [String] {
    guard let suggestion = suggestion(for: name, among: candidates) else { return [] }
    return ["did you mean '\(suggestion)'?"]
  }

  /// Levenshtein distance between two strings.
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
