import CMicroHTTPD

/// libmicrohttpd's functions, loaded when the first server starts.
///
/// depplay does not link the library (`shim.h` says why): every command other than
/// `depplay serve` starts without loading it and the TLS libraries it links.
// NB: `@unchecked Sendable`: the C library's functions may be called from any thread; the
// table is written once, before it is shared.
struct MicroHTTPD: @unchecked Sendable {
  /// The functions, each of the type the library's header declares.
  let call: depplay_http_library

  /// The library, loaded once by the first server of the process, or why it cannot be.
  static let loaded: Result<MicroHTTPD, HTTPServer.StartError> = {
    var library = depplay_http_library()
    if let error = depplay_http_load(&library) {
      return .failure(
        HTTPServer.StartError(
          description: "cannot load libmicrohttpd (Debian's libmicrohttpd12 package): "
            + String(cString: error)))
    }
    return .success(MicroHTTPD(call: library))
  }()
}
