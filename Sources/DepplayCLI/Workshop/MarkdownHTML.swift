import Foundation

/// The small part of Markdown lesson prose uses, as HTML: `#` headings, paragraphs, `-`
/// lists, and inline `code`, `**bold**`, `*emphasis*` and `_emphasis_`. Everything else is text, escaped.
enum MarkdownHTML {
  /// `markdown` as HTML blocks.
  static func blocks(_ markdown: String) -> String {
    var html = ""
    var paragraph: [String] = []
    var list: [String] = []
    func flush() {
      if !paragraph.isEmpty {
        html += "<p>" + inline(paragraph.joined(separator: " ")) + "</p>\n"
        paragraph = []
      }
      if !list.isEmpty {
        html += "<ul>" + list.map { "<li>" + inline($0) + "</li>" }.joined() + "</ul>\n"
        list = []
      }
    }
    for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty {
        flush()
      } else if let level = headingLevel(line) {
        flush()
        let text = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        html += "<h\(level + 2)>" + inline(text) + "</h\(level + 2)>\n"
      } else if line.hasPrefix("- ") || line.hasPrefix("* ") {
        if !paragraph.isEmpty { flush() }
        list.append(String(line.dropFirst(2)))
      } else if !list.isEmpty && raw.hasPrefix(" ") {
        list[list.count - 1] += " " + line
      } else {
        if !list.isEmpty { flush() }
        paragraph.append(line)
      }
    }
    flush()
    return html
  }

  /// One line of prose with its code spans, bold and emphasis as HTML. Emphasis may span
  /// code (`*"a `Task {}` escapes"*`): code spans are set aside first, then put back.
  static func inline(_ text: String) -> String {
    var codes: [String] = []
    var prose = ""
    for (index, piece) in text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
    {
      if index % 2 == 1 {
        prose += "\u{0}\(codes.count)\u{0}"
        codes.append("<code>" + HTMLText.escape(piece) + "</code>")
      } else {
        prose += HTMLText.escape(piece)
      }
    }
    return emphasis(prose).replacing(/\x00(\d+)\x00/) { codes[Int($0.output.1) ?? 0] }
  }

  private static func emphasis(_ text: String) -> String {
    text
      .replacing(/\*\*(.+?)\*\*/) { "<strong>" + $0.output.1 + "</strong>" }
      .replacing(/(^|[^\w*])\*([^*\s](?:[^*]*[^*\s])?)\*(?=$|[^\w*])/) {
        $0.output.1 + "<em>" + $0.output.2 + "</em>"
      }
      .replacing(/(^|[^\w_])_([^_\s](?:[^_]*[^_\s])?)_(?=$|[^\w_])/) {
        $0.output.1 + "<em>" + $0.output.2 + "</em>"
      }
  }

  private static func headingLevel(_ line: String) -> Int? {
    let hashes = line.prefix { $0 == "#" }.count
    guard (1...4).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
    return hashes
  }
}
