import Foundation

#if canImport(SwiftCompilerPluginMessageHandling)
  @_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
#endif

/// The compiler's plugin protocol over standard input and output: each message is JSON,
/// preceded by its length in bytes as a little-endian 64-bit integer.
///
/// Standard output carries only messages: the plugin's own output (a stray `print`) goes to
/// standard error instead.
final class PipeConnection: MessageConnection {
  private let input: FileHandle
  private let output: FileHandle

  init() {
    input = FileHandle(fileDescriptor: dup(STDIN_FILENO), closeOnDealloc: true)
    output = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
    dup2(STDERR_FILENO, STDOUT_FILENO)
    close(STDIN_FILENO)
  }

  func sendMessage<Message: Encodable>(_ message: Message) throws {
    let payload = try JSONEncoder().encode(message)
    var length = UInt64(payload.count).littleEndian
    let header = withUnsafeBytes(of: &length) { Data($0) }
    try output.write(contentsOf: header + payload)
  }

  func waitForNextMessage<Message: Decodable>(_ type: Message.Type) throws -> Message? {
    guard let header = try read(count: 8) else { return nil }
    let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    guard let payload = try read(count: Int(length)) else { throw TruncatedMessage() }
    return try JSONDecoder().decode(Message.self, from: payload)
  }

  /// Exactly `count` bytes, or `nil` at the end of the input before the first of them.
  private func read(count: Int) throws -> Data? {
    var data = Data()
    while data.count < count {
      guard let chunk = try input.read(upToCount: count - data.count), !chunk.isEmpty else {
        if data.isEmpty { return nil }
        throw TruncatedMessage()
      }
      data += chunk
    }
    return data
  }
}

/// The input ended inside a message.
struct TruncatedMessage: Error {}
