import CMicroHTTPD
import Foundation
import Synchronization

/// An HTTP server on libmicrohttpd: a thread per connection, each request answered by a
/// handler once its body has arrived whole, streams sent as they are produced.
///
/// The C library parses HTTP, frames chunked and streamed bodies, closes connections silent
/// for longer than ``Limits/idleSeconds`` (a half-open client) and caps connections and the
/// memory of each; this type adds a cap on a body's size and a rate limit per connection,
/// both answered with a message that says why.
///
/// ```swift
/// let server = try HTTPServer(address: ListenAddress(host: "127.0.0.1", port: 0)!) { request in
///   .text(200, "hello \(request.path)")
/// }
/// print(server.port)
/// server.stop()
/// ```
package final class HTTPServer: Sendable {
  /// What the server allows each client.
  package struct Limits: Sendable {
    /// Connections open at once.
    package var connections = 512
    /// Seconds a connection may stay silent before it is closed.
    package var idleSeconds = 30
    /// The largest body a request may carry, in bytes.
    package var maximumBody = 64 << 10
    /// Requests one connection may make each second, on average.
    package var requestsPerSecond = 50.0
    /// Requests one connection may make at once before the rate applies.
    package var burst = 100
    /// Headers every response carries (a content security policy, …).
    package var headers: [(String, String)] = []

    /// The default limits.
    package init() {}
  }

  /// Why a server could not start.
  package struct StartError: Error, CustomStringConvertible {
    /// What went wrong, for a person.
    package let description: String
  }

  private let dispatch: RequestDispatch
  private let daemon: Mutex<Daemon?>
  /// The port it listens on (the system's choice when asked for port 0).
  package let port: UInt16

  /// Listens at `address` and answers each request with `handler` (called on the
  /// connection's thread; it may block that connection only).
  package init(
    address: ListenAddress, limits: Limits = Limits(),
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) throws(StartError) {
    let library = try MicroHTTPD.loaded.get()
    let dispatch = RequestDispatch(library: library, limits: limits, handler: handler)
    let context = Unmanaged.passUnretained(dispatch).toOpaque()
    let cLimits = depplay_http_limits(
      connections: UInt32(limits.connections), idle_seconds: UInt32(limits.idleSeconds),
      connection_memory: 64 << 10, thread_stack: 1 << 20)
    let started = address.withSocketAddress(port: address.port) { socket in
      depplay_http_start(
        library.call, socket, address.isIPv6 ? 1 : 0, cLimits, answerRequest,
        requestCompleted, connectionChanged, context)
    }
    guard let started else {
      throw StartError(
        description: "cannot listen on \(address): \(String(cString: strerror(errno)))")
    }
    self.dispatch = dispatch
    daemon = Mutex(Daemon(library: library, pointer: started))
    port = depplay_http_port(library.call, started)
  }

  /// Stops listening and ends every connection, waiting for their threads (streams must be
  /// ending: a stream's ``ResponseStream/next()`` that never returns keeps this waiting).
  /// Later calls do nothing.
  package func stop() {
    guard
      let running = daemon.withLock({ daemon in
        defer { daemon = nil }; return daemon
      })
    else {
      return
    }
    running.library.call.stop_daemon(running.pointer)
  }

  deinit { stop() }
}

/// A running daemon of the C library, which may be stopped from any thread.
// NB: `@unchecked Sendable`: the pointer is only handed to the library's `MHD_stop_daemon`,
// once, under the server's lock.
private struct Daemon: @unchecked Sendable {
  let library: MicroHTTPD
  let pointer: OpaquePointer
}

/// The handler and limits, which the C callbacks reach through their context pointer.
private final class RequestDispatch: Sendable {
  let library: MicroHTTPD
  let limits: HTTPServer.Limits
  let handler: @Sendable (HTTPRequest) -> HTTPResponse

  init(
    library: MicroHTTPD, limits: HTTPServer.Limits,
    handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
  ) {
    self.library = library
    self.limits = limits
    self.handler = handler
  }

  /// One call of the access handler: the first of a request refuses a body too large or of
  /// no stated length at once (the connection closes, its body unread) and notes whether
  /// the connection is over its rate; the next ones collect the body; the last answers
  /// (over the rate: 429, the connection kept).
  func answer(
    _ connection: OpaquePointer, path: String, method: String,
    upload: UnsafePointer<CChar>?, size: UnsafeMutablePointer<Int>,
    state: UnsafeMutablePointer<UnsafeMutableRawPointer?>
  ) -> MHD_Result {
    guard let raw = state.pointee else {
      let pending = PendingRequest()
      pending.overRate = isOverRate(connection)
      state.pointee = Unmanaged.passRetained(pending).toOpaque()
      guard let refusal = refusal(ofBodyOf: connection, method: method) else { return .YES }
      return send(refusal, on: connection)
    }
    let pending = Unmanaged<PendingRequest>.fromOpaque(raw).takeUnretainedValue()
    if size.pointee > 0 {
      if let upload, pending.body.count + size.pointee <= limits.maximumBody {
        upload.withMemoryRebound(to: UInt8.self, capacity: size.pointee) {
          pending.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: size.pointee))
        }
      } else {
        pending.overflowed = true
      }
      size.pointee = 0
      return .YES
    }
    if pending.overflowed { return send(tooLarge, on: connection) }
    if pending.overRate {
      return send(
        .text(
          429,
          "refused: too many requests on this connection (at most "
            + "\(Int(limits.requestsPerSecond)) a second)\n"), on: connection)
    }
    let request = HTTPRequest(
      method: method, path: path, body: pending.body,
      headers: values(of: connection, kind: .HEADER_KIND),
      arguments: values(of: connection, kind: .GET_ARGUMENT_KIND))
    return send(handler(request), on: connection)
  }

  private var tooLarge: HTTPResponse {
    .text(413, "refused: a message may be at most \(limits.maximumBody) bytes\n")
  }

  /// Whether the connection has used up its rate (each request takes a token).
  private func isOverRate(_ connection: OpaquePointer) -> Bool {
    guard let raw = depplay_http_connection_context(library.call, connection) else {
      return false
    }
    return !Unmanaged<TokenBucket>.fromOpaque(raw).takeUnretainedValue().take()
  }

  private func refusal(ofBodyOf connection: OpaquePointer, method: String) -> HTTPResponse? {
    guard method == "POST" || method == "PUT" else { return nil }
    guard
      let length = library.call.lookup_connection_value(
        connection, .HEADER_KIND, "Content-Length")
    else {
      return .text(411, "refused: a message must state its length (Content-Length)\n")
    }
    guard let bytes = Int(String(cString: length)), bytes <= limits.maximumBody else {
      return tooLarge
    }
    return nil
  }

  private func send(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let made: OpaquePointer?
    let status: Int
    switch response {
    case .content(let code, let type, let body):
      status = code
      made = body.withUnsafeBytes { bytes in
        library.call.create_response_from_buffer(
          body.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
          .RESPMEM_MUST_COPY)
      }
      if let made { addHeader("Content-Type", type, to: made) }
    case .stream(let type, let stream):
      status = 200
      made = library.call.create_response_from_callback(
        depplay_http_size_unknown, 4096, readStream,
        Unmanaged.passRetained(StreamReader(stream)).toOpaque(), freeStream)
      if let made {
        addHeader("Content-Type", type, to: made)
        addHeader("X-Accel-Buffering", "no", to: made)
      }
    }
    guard let made else { return .NO }
    addHeader("Cache-Control", "no-store", to: made)
    for (name, value) in limits.headers { addHeader(name, value, to: made) }
    let queued = library.call.queue_response(connection, UInt32(status), made)
    library.call.destroy_response(made)
    return queued
  }

  /// Adds a header to `response` (the library refuses a malformed one, which is then left
  /// out).
  private func addHeader(_ name: String, _ value: String, to response: OpaquePointer) {
    _ = library.call.add_response_header(response, name, value)
  }

  /// Every value of `kind` (headers, query arguments) of the request on `connection`.
  private func values(of connection: OpaquePointer, kind: MHD_ValueKind) -> [String: String] {
    let collected = ValueCollector()
    _ = library.call.get_connection_values(
      connection, kind,
      { context, _, key, value in
        guard let context, let key else { return .YES }
        let collector = Unmanaged<ValueCollector>.fromOpaque(context).takeUnretainedValue()
        let name = String(cString: key)
        if collector.values[name] == nil {
          collector.values[name] = value.map { String(cString: $0) } ?? ""
        }
        return .YES
      }, Unmanaged.passUnretained(collected).toOpaque())
    return collected.values
  }
}

/// A request's body so far (touched by its connection's thread only).
private final class PendingRequest {
  var body: [UInt8] = []
  var overflowed = false
  var overRate = false
}

/// Values gathered by the C library's iterator.
private final class ValueCollector {
  var values: [String: String] = [:]
}

/// A stream and the bytes of its last piece not sent yet (its connection's thread only).
private final class StreamReader {
  let stream: any ResponseStream
  var pending: ArraySlice<UInt8> = []

  init(_ stream: any ResponseStream) { self.stream = stream }
}

private let answerRequest: MHD_AccessHandlerCallback = {
  context, connection, url, method, _, upload, size, state in
  guard let context, let connection, let size, let state else { return .NO }
  return Unmanaged<RequestDispatch>.fromOpaque(context).takeUnretainedValue().answer(
    connection, path: url.map { String(cString: $0) } ?? "/",
    method: method.map { String(cString: $0) } ?? "", upload: upload, size: size, state: state)
}

private let requestCompleted: MHD_RequestCompletedCallback = { _, _, state, _ in
  guard let state, let raw = state.pointee else { return }
  Unmanaged<PendingRequest>.fromOpaque(raw).release()
  state.pointee = nil
}

private let connectionChanged: MHD_NotifyConnectionCallback = { context, _, socket, change in
  guard let context, let socket else { return }
  let dispatch = Unmanaged<RequestDispatch>.fromOpaque(context).takeUnretainedValue()
  switch change {
  case .CONNECTION_NOTIFY_STARTED:
    let bucket = TokenBucket(
      perSecond: dispatch.limits.requestsPerSecond, burst: dispatch.limits.burst)
    socket.pointee = Unmanaged.passRetained(bucket).toOpaque()
  default:
    if let raw = socket.pointee { Unmanaged<TokenBucket>.fromOpaque(raw).release() }
    socket.pointee = nil
  }
}

private let readStream: MHD_ContentReaderCallback = { context, _, buffer, maximum in
  guard let context, let buffer else { return depplay_http_end_of_stream }
  let reader = Unmanaged<StreamReader>.fromOpaque(context).takeUnretainedValue()
  if reader.pending.isEmpty {
    guard let next = reader.stream.next(), !next.isEmpty else { return depplay_http_end_of_stream }
    reader.pending = next[...]
  }
  let count = min(maximum, reader.pending.count)
  reader.pending.prefix(count).withUnsafeBytes { bytes in
    if let base = bytes.baseAddress {
      buffer.update(from: base.assumingMemoryBound(to: CChar.self), count: count)
    }
  }
  reader.pending = reader.pending.dropFirst(count)
  return count
}

private let freeStream: MHD_ContentReaderFreeCallback = { context in
  guard let context else { return }
  let reader = Unmanaged<StreamReader>.fromOpaque(context).takeRetainedValue()
  reader.stream.close()
}
