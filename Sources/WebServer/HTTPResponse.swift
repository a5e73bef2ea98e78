/// What the server answers a request with.
package enum HTTPResponse: Sendable {
  /// A whole body: `status`, the body's media type, the body.
  case content(status: Int, type: String, body: [UInt8])
  /// A body sent as `stream` produces it, until it ends or the client goes away
  /// (`text/event-stream` for Server-Sent Events).
  case stream(type: String, any ResponseStream)

  /// A plain-text answer, e.g. an error that says why.
  package static func text(_ status: Int, _ text: String) -> HTTPResponse {
    .content(status: status, type: "text/plain; charset=utf-8", body: Array(text.utf8))
  }

  /// An HTML page.
  package static func page(_ html: String) -> HTTPResponse {
    .content(status: 200, type: "text/html; charset=utf-8", body: Array(html.utf8))
  }

  /// A JSON answer.
  package static func json(_ status: Int, _ json: String) -> HTTPResponse {
    .content(status: status, type: "application/json", body: Array(json.utf8))
  }
}

/// A response body produced while it is sent, on the connection's own thread.
package protocol ResponseStream: AnyObject, Sendable {
  /// The next bytes to send, waiting for them if need be (a stream should send something,
  /// such as a comment, every few seconds, so that a client gone away is noticed); nil ends
  /// the response. Never empty.
  func next() -> [UInt8]?

  /// Called once when the response ends, whether the stream ended it or the client left.
  func close()
}
