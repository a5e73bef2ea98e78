/// One request the server received, its body whole (bounded by ``HTTPServer/Limits``).
package struct HTTPRequest: Sendable {
  /// `GET`, `POST`, …
  package let method: String
  /// The path, without the query.
  package let path: String
  /// The body's bytes (empty for a `GET`).
  package let body: [UInt8]
  /// The headers, by lowercased name.
  private let headers: [String: String]
  /// The query's arguments, by name.
  private let arguments: [String: String]

  /// A request: `headers` by name (any case), `arguments` of its query by name.
  package init(
    method: String, path: String, body: [UInt8] = [], headers: [String: String] = [:],
    arguments: [String: String] = [:]
  ) {
    self.method = method
    self.path = path
    self.body = body
    self.headers = Dictionary(
      headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    self.arguments = arguments
  }

  /// The header called `name` (any case).
  package func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// The query argument called `name`.
  package func query(_ name: String) -> String? { arguments[name] }

  /// The body as text (invalid UTF-8 repaired).
  package var text: String { String(decoding: body, as: UTF8.self) }
}
