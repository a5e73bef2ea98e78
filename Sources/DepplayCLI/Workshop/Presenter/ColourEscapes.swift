extension String {
  /// The text without depplay's own colour escapes (`ESC [ digits and semicolons m`), as a
  /// terminal shows it. A scan, not a regex: the presenter asks it of every line of every
  /// frame, and a regex literal is parsed again at each call.
  var withoutColourEscapes: String {
    guard utf8.contains(0x1B) else { return self }
    var kept = String.UnicodeScalarView()
    var scalars = unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      if scalar == "\u{1B}", let end = Self.colourEscapeEnd(in: scalars) {
        scalars = scalars[end...]
      } else {
        kept.append(scalar)
      }
    }
    return String(kept)
  }

  /// Where a colour escape's rest (`[ digits and semicolons m`, after its ESC) ends in
  /// `scalars`, or nil if they do not start with one.
  private static func colourEscapeEnd(in scalars: Substring.UnicodeScalarView) -> String.Index? {
    guard scalars.first == "[" else { return nil }
    var index = scalars.index(after: scalars.startIndex)
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == "m" { return scalars.index(after: index) }
      guard scalar == ";" || ("0"..."9").contains(scalar) else { return nil }
      index = scalars.index(after: index)
    }
    return nil
  }
}
