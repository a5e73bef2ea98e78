import Foundation

/// Text made safe to put inside HTML or SVG (element content and quoted attributes), and
/// JSON made safe to put inside a `<script>` element.
enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped. It works on Unicode scalars, not
  /// characters: a `"` followed by a combining mark (U+0301) is one `Character` that is not
  /// `"`, yet the browser reads the `"` alone and would end an attribute there.
  static func escape(_ text: some StringProtocol) -> String {
    var escaped = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
      case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
      case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
      case "'": escaped.append(contentsOf: "&#39;".unicodeScalars)
      default: escaped.append(scalar)
      }
    }
    return String(escaped)
  }

  /// `value` as JSON that can sit inside `<script type="application/json">`: every `<` is
  /// written `\u003c`, so no `</script>`, `<!--` or `<script` in the data can end the
  /// element or switch the parser into a script-data escape state. (`>` and `&` are written
  /// as `\u003e` and `\u0026` too, so the text holds no markup at all.)
  static func scriptJSON(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("null".utf8)
    var json = String.UnicodeScalarView()
    for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
      switch scalar {
      case "<": json.append(contentsOf: #"\u003c"#.unicodeScalars)
      case ">": json.append(contentsOf: #"\u003e"#.unicodeScalars)
      case "&": json.append(contentsOf: #"\u0026"#.unicodeScalars)
      // Line and paragraph separators end a line in older JavaScript parsers.
      case "\u{2028}": json.append(contentsOf: #"\u2028"#.unicodeScalars)
      case "\u{2029}": json.append(contentsOf: #"\u2029"#.unicodeScalars)
      default: json.append(scalar)
      }
    }
    return String(json)
  }
}
