// libmicrohttpd (Debian's libmicrohttpd-dev), the HTTP server of `depplay serve`. Swift
// cannot call C's variadic functions, so the few that take options are called here with
// the options the server uses, each a plain argument.
//
// depplay does not link the library: it loads it when the first server starts
// (`depplay_http_load`), so that every other command starts without loading it and the
// dozen TLS libraries it links. Its functions are called through `depplay_http_library`.
#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

/// The library's functions depplay calls, each of its declared type (`start_daemon` is
/// `MHD_start_daemon`).
struct depplay_http_library {
  __typeof__(&MHD_start_daemon) start_daemon;
  __typeof__(&MHD_stop_daemon) stop_daemon;
  __typeof__(&MHD_get_daemon_info) get_daemon_info;
  __typeof__(&MHD_get_connection_info) get_connection_info;
  __typeof__(&MHD_get_connection_values) get_connection_values;
  __typeof__(&MHD_lookup_connection_value) lookup_connection_value;
  __typeof__(&MHD_create_response_from_buffer) create_response_from_buffer;
  __typeof__(&MHD_create_response_from_callback) create_response_from_callback;
  __typeof__(&MHD_add_response_header) add_response_header;
  __typeof__(&MHD_queue_response) queue_response;
  __typeof__(&MHD_destroy_response) destroy_response;
};

/// Loads the library (its ABI version 12, Debian's libmicrohttpd12) and fills `library` with
/// its functions. NULL when done, else the dynamic loader's message (`library` is then
/// partly filled and must not be used). The library stays loaded until the process ends.
static inline const char *depplay_http_load(struct depplay_http_library *library) {
  void *handle = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) return dlerror();
#define DEPPLAY_HTTP_FIND(name) \
  if ((library->name = (__typeof__(library->name))dlsym(handle, "MHD_" #name)) == NULL) \
    return dlerror();
  DEPPLAY_HTTP_FIND(start_daemon)
  DEPPLAY_HTTP_FIND(stop_daemon)
  DEPPLAY_HTTP_FIND(get_daemon_info)
  DEPPLAY_HTTP_FIND(get_connection_info)
  DEPPLAY_HTTP_FIND(get_connection_values)
  DEPPLAY_HTTP_FIND(lookup_connection_value)
  DEPPLAY_HTTP_FIND(create_response_from_buffer)
  DEPPLAY_HTTP_FIND(create_response_from_callback)
  DEPPLAY_HTTP_FIND(add_response_header)
  DEPPLAY_HTTP_FIND(queue_response)
  DEPPLAY_HTTP_FIND(destroy_response)
#undef DEPPLAY_HTTP_FIND
  return NULL;
}

/// The limits a daemon starts with.
struct depplay_http_limits {
  /// Connections open at once; more are refused by the operating system's backlog.
  unsigned int connections;
  /// Seconds a connection may stay silent (a half-open one is closed after it).
  unsigned int idle_seconds;
  /// Bytes of memory per connection for its request's header and buffers.
  size_t connection_memory;
  /// The stack of each connection's thread.
  size_t thread_stack;
};

/// Starts a daemon with a thread per connection, listening at `address` (IPv4, or IPv6 when
/// `ipv6`), calling `handle` for each request, `completed` when a request ends and `notify`
/// when a connection opens or closes, each with `context`. NULL if it cannot start.
static inline struct MHD_Daemon *depplay_http_start(
    struct depplay_http_library library, const struct sockaddr *address, int ipv6,
    struct depplay_http_limits limits,
    MHD_AccessHandlerCallback handle, MHD_RequestCompletedCallback completed,
    MHD_NotifyConnectionCallback notify, void *context) {
  unsigned int flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD;
  if (ipv6) flags |= MHD_USE_IPv6;
  return library.start_daemon(
      flags, 0, NULL, NULL, handle, context,
      MHD_OPTION_SOCK_ADDR, address,
      MHD_OPTION_CONNECTION_LIMIT, limits.connections,
      MHD_OPTION_CONNECTION_TIMEOUT, limits.idle_seconds,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, limits.connection_memory,
      MHD_OPTION_THREAD_STACK_SIZE, limits.thread_stack,
      MHD_OPTION_NOTIFY_COMPLETED, completed, context,
      MHD_OPTION_NOTIFY_CONNECTION, notify, context,
      MHD_OPTION_END);
}

/// The port a daemon listens on (the one the system chose for port 0).
static inline uint16_t depplay_http_port(
    struct depplay_http_library library, struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = library.get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

/// What the daemon's `notify` callback stored for a request's connection.
static inline void *depplay_http_connection_context(
    struct depplay_http_library library, struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      library.get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
  return info == NULL ? NULL : info->socket_context;
}

/// What a content reader returns at the end of its stream (MHD_CONTENT_READER_END_OF_STREAM,
/// a macro Swift does not import).
static const ssize_t depplay_http_end_of_stream = MHD_CONTENT_READER_END_OF_STREAM;

/// The size of a response whose length is not known in advance (MHD_SIZE_UNKNOWN).
static const uint64_t depplay_http_size_unknown = MHD_SIZE_UNKNOWN;
