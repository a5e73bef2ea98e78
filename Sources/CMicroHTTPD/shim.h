// libmicrohttpd (Debian's libmicrohttpd-dev), the HTTP server of `depplay serve`. Swift
// cannot call C's variadic functions, so the few that take options are called here with
// the options the server uses, each a plain argument.
#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

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
    const struct sockaddr *address, int ipv6, struct depplay_http_limits limits,
    MHD_AccessHandlerCallback handle, MHD_RequestCompletedCallback completed,
    MHD_NotifyConnectionCallback notify, void *context) {
  unsigned int flags = MHD_USE_THREAD_PER_CONNECTION | MHD_USE_INTERNAL_POLLING_THREAD;
  if (ipv6) flags |= MHD_USE_IPv6;
  return MHD_start_daemon(
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
static inline uint16_t depplay_http_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info == NULL ? 0 : info->port;
}

/// What the daemon's `notify` callback stored for a request's connection.
static inline void *depplay_http_connection_context(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
  return info == NULL ? NULL : info->socket_context;
}

/// What a content reader returns at the end of its stream (MHD_CONTENT_READER_END_OF_STREAM,
/// a macro Swift does not import).
static const ssize_t depplay_http_end_of_stream = MHD_CONTENT_READER_END_OF_STREAM;

/// The size of a response whose length is not known in advance (MHD_SIZE_UNKNOWN).
static const uint64_t depplay_http_size_unknown = MHD_SIZE_UNKNOWN;
