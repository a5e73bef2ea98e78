import Foundation
import Glibc

/// The real `depplay` binary running in a pseudo-terminal: bytes in, bytes out, with
/// timeouts everywhere so a hung shell fails the test instead of blocking it.
final class PseudoTerminal {
  struct Timeout: Error, CustomStringConvertible {
    let waitingFor: String
    let transcript: String
    var description: String {
      "timed out waiting for \(waitingFor.debugDescription); got:\n\(transcript)"
    }
  }

  private var master: Int32
  private let pid: pid_t
  /// Everything the program wrote so far.
  private(set) var transcript = ""
  /// Where the next `expect` starts looking.
  private var cursor: String.Index

  /// The settings of the sanitizers the tests run under, which the child keeps: `dev` turns
  /// the leak checker off under ASan because it cannot see a pointer Swift stores with an
  /// enum's tag in its spare bits, and a child that checked leaks would end with exit status 1.
  private static let sanitizerSettings = ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"]

  /// Starts `executable` with `arguments` on a new 80×24 terminal, with exactly `environment`
  /// and the sanitizers' settings of the test process.
  init(executable: String, arguments: [String], environment: [String: String]) throws {
    let inherited = ProcessInfo.processInfo.environment.filter {
      Self.sanitizerSettings.contains($0.key)
    }
    // Everything the child needs is allocated before the fork: after it, only exec.
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = inherited.merging(environment) { $1 }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var master: Int32 = -1
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    let pid = forkpty(&master, nil, nil, &size)
    if pid == 0 {
      execve(executable, argv, envp)
      _exit(127)
    }
    guard pid > 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    self.master = master
    self.pid = pid
    self.cursor = transcript.startIndex
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    if master >= 0 { close(master) }
  }

  /// Closes the terminal, as closing its window does: the program gets SIGHUP.
  func hangUp() {
    close(master)
    master = -1
  }

  /// Sends `signal` to the program.
  func send(signal: Int32) { kill(pid, signal) }

  /// Types `text`, after a pause: libedit prints its prompt before it puts the terminal in
  /// raw mode (flushing what was typed ahead), as a person would not type that fast.
  func send(_ text: String) {
    usleep(150_000)
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Waits until the output (past what earlier `expect`s consumed) contains `text`.
  func expect(_ text: String, timeout: Double = 10) throws {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let found = transcript.range(of: text, range: cursor..<transcript.endIndex) {
        cursor = found.upperBound
        return
      }
      guard Date() < deadline, readSome(until: deadline) else {
        throw Timeout(waitingFor: text, transcript: transcript)
      }
    }
  }

  /// Waits for the program to exit; its status.
  func exitStatus(timeout: Double = 10) throws -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while Date() < deadline {
      _ = readSome(until: Date().addingTimeInterval(0.05))
      if waitpid(pid, &status, WNOHANG) == pid {
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
      }
    }
    throw Timeout(waitingFor: "exit", transcript: transcript)
  }

  /// Reads what is available (waiting until `deadline` at most); false at end of output.
  private func readSome(until deadline: Date) -> Bool {
    guard master >= 0 else {
      usleep(50_000)
      return true
    }
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let milliseconds = max(0, Int32(deadline.timeIntervalSinceNow * 1000))
    guard poll(&poller, 1, milliseconds) > 0 else { return true }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    transcript += String(decoding: buffer[..<count], as: UTF8.self)
    return true
  }
}
