/// Suggests the known name closest to a misspelt one, by edit distance.
public enum DidYouMean {
  /// The candidate nearest to `name` within a distance that still looks like a typo, if any.
  public static func suggestion(for name: String, among candidates: some Sequence<String>)
    -> String?
  {
    let limit = max(1, name.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let distance = editDistance(name.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// A `note:` line suggesting the nearest candidate, if any.
  static func note(for name: String, among candidates: some Sequence<String>) -> [String] {
    guard let suggestion = suggestion(for: name, among: candidates) else { return [] }
    return ["did you mean '\(suggestion)'?"]
  }

  /// Levenshtein distance between two strings.
  static func editDistance(_ a: String, _ b: String) -> Int {
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
