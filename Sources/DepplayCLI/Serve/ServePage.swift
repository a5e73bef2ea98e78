/// The frame of `depplay serve`'s pages: one self-contained HTML document, the workshop
/// page's style sheet first (the diagram is drawn as it draws it), then the page's own.
enum ServePage {
  /// The document titled `title`, styled by `style`, with `body`'s markup and `script`.
  static func document(
    title: String, style: String, bodyAttributes: String = "", body: String, script: String
  )
    -> String
  {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(title)</title>
    <style>\(PageStyle.sheet)\(style)</style>
    </head>
    <body\(bodyAttributes)>
    \(body)
    <script>\(script)</script>
    </body>
    </html>

    """
  }
}
