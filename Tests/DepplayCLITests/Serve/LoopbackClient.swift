import Foundation

/// A bare HTTP client on a TCP socket to 127.0.0.1, for tests: well-formed requests, and
/// the malformed, oversized, half-sent and rapid ones a hostile client sends. Every read
/// has a deadline.
final class LoopbackConnection {
  private let socket: Int32
  private var buffer: [UInt8] = []

  /// Connects to `port` on the loopback.
  init(port: UInt16) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw ClientError("cannot connect to 127.0.0.1:\(port)")
    }
    var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit { close(socket) }

  /// Sends `bytes` as they are; false when the server has closed the connection.
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count <= 0 { return false }
      sent += count
    }
    return true
  }

  /// Sends `text`.
  @discardableResult
  func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  /// Reads until `done` holds for what was read (kept for the next read), the server closes,
  /// or `seconds` pass; returns everything read so far.
  func read(for seconds: Double, until done: ([UInt8]) -> Bool) -> [UInt8] {
    let deadline = Date() + seconds
    var chunk = [UInt8](repeating: 0, count: 65536)
    while !done(buffer), Date() < deadline {
      let count = recv(socket, &chunk, chunk.count, 0)
      if count == 0 { break }
      if count > 0 { buffer += chunk[..<count] }
    }
    return buffer
  }

  /// Whether the server closed the connection within `seconds`.
  func isClosed(within seconds: Double) -> Bool {
    let deadline = Date() + seconds
    var chunk = [UInt8](repeating: 0, count: 4096)
    while Date() < deadline {
      let count = recv(socket, &chunk, chunk.count, 0)
      if count == 0 { return true }
      if count < 0, errno != EAGAIN, errno != EWOULDBLOCK { return true }
    }
    return false
  }

  /// One whole response to a request already sent (its body by Content-Length).
  func response(within seconds: Double = 10) throws -> (status: Int, body: String) {
    let bytes = read(for: seconds) { bytes in
      guard let end = Self.headerEnd(bytes) else { return false }
      return bytes.count >= end + Self.contentLength(bytes[..<end])
    }
    guard let end = Self.headerEnd(bytes) else {
      throw ClientError(
        "no response within \(seconds) s: \(String(decoding: bytes, as: UTF8.self))")
    }
    let head = String(decoding: bytes[..<end], as: UTF8.self)
    let length = Self.contentLength(bytes[..<end])
    let body = String(decoding: bytes[end..<min(bytes.count, end + length)], as: UTF8.self)
    buffer.removeFirst(min(bytes.count, end + length))
    let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
    return (status, body)
  }

  private static func headerEnd(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13
      && bytes[index + 3] == 10
    {
      return index + 4
    }
    return nil
  }

  private static func contentLength(_ head: ArraySlice<UInt8>) -> Int {
    let text = String(decoding: head, as: UTF8.self).lowercased()
    guard let range = text.range(of: "content-length: ") else { return 0 }
    return Int(text[range.upperBound...].prefix { $0.isNumber }) ?? 0
  }
}

/// A request a test client could not complete.
struct ClientError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Requests to a server on the loopback, one connection each.
struct LoopbackClient {
  let port: UInt16

  /// `method path` with `body`; the status and body of the answer.
  func request(_ method: String, _ path: String, body: String = "") throws -> (
    status: Int, body: String
  ) {
    let connection = try LoopbackConnection(port: port)
    let bytes = Array(body.utf8)
    connection.send(
      "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        + (method == "POST" ? "Content-Length: \(bytes.count)\r\n" : "") + "\r\n")
    connection.send(bytes)
    return try connection.response()
  }

  /// Opens the Server-Sent Events stream at `path`.
  func stream(_ path: String) throws -> EventStreamReader {
    let connection = try LoopbackConnection(port: port)
    connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
    return EventStreamReader(connection: connection)
  }
}

/// The events of a Server-Sent Events stream, read as they come.
final class EventStreamReader {
  /// One event: its name and data.
  struct Event: Equatable {
    let name: String
    let data: String

    /// The data's JSON field `field` (a string).
    func field(_ field: String) -> String? {
      guard let object = try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
      else { return nil }
      return object[field] as? String
    }
  }

  let connection: LoopbackConnection
  private(set) var events: [Event] = []

  init(connection: LoopbackConnection) { self.connection = connection }

  /// Reads until `done` holds for the events so far, or `seconds` pass; the events.
  @discardableResult
  func read(for seconds: Double, until done: ([Event]) -> Bool) -> [Event] {
    _ = connection.read(for: seconds) { bytes in
      events = Self.parse(bytes)
      return done(events)
    }
    return events
  }

  /// What the session printed (its `output` events' text, in order).
  var printed: String {
    events.filter { $0.name == "output" }.compactMap { $0.field("text") }.joined()
  }

  /// The events in `bytes` (a chunked HTTP response): each `event:` and `data:` pair.
  static func parse(_ bytes: [UInt8]) -> [Event] {
    let text = String(decoding: body(ofChunked: bytes), as: UTF8.self)
    var events: [Event] = []
    var name: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = line.hasSuffix("\r") ? line.dropLast() : line
      if line.hasPrefix("event: ") {
        name = String(line.dropFirst("event: ".count))
      } else if line.hasPrefix("data: "), let current = name {
        events.append(Event(name: current, data: String(line.dropFirst("data: ".count))))
        name = nil
      }
    }
    return events
  }

  /// The body of a chunked response so far (the whole chunks received).
  static func body(ofChunked bytes: [UInt8]) -> [UInt8] {
    let crlf: [UInt8] = [13, 10]
    func find(_ pattern: [UInt8], from start: Int) -> Int? {
      guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
      return (start...(bytes.count - pattern.count)).first {
        Array(bytes[$0..<($0 + pattern.count)]) == pattern
      }
    }
    guard let headerEnd = find(crlf + crlf, from: 0) else { return [] }
    var body: [UInt8] = []
    var position = headerEnd + 4
    while let lineEnd = find(crlf, from: position) {
      let sizeText = String(decoding: bytes[position..<lineEnd], as: UTF8.self)
      guard let size = Int(sizeText.prefix { $0.isHexDigit }, radix: 16), size > 0,
        lineEnd + 2 + size <= bytes.count
      else { break }
      body += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
      position = lineEnd + 2 + size + 2
    }
    return body
  }
}
