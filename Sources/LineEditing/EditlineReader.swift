import CEditline
import Foundation
import Synchronization

/// Suggests completions for the word under the cursor.
///
/// Given the whole line and the word being completed (the text since the last space or
/// bracket), it returns whole replacements for that word.
package typealias Completer = @Sendable (_ line: String, _ word: String) -> [String]

/// Reads lines on a terminal with libedit: editing, history (recalled with the arrow keys
/// and saved to a ``HistoryFile``), tab completion, `~/.editrc`, and Ctrl-C that abandons
/// the line being typed instead of ending the program. A hang-up (the terminal window
/// closed) or SIGTERM stops what runs, as Ctrl-C does, and then reads as ``LineInput/hangUp``,
/// so the shell leaves through its usual way out and saves the history.
package struct EditlineReader: LineReader {
  private let historyFile: HistoryFile?
  private var entries: [String]

  /// Sets up libedit. Only one reader should exist at a time: libedit's readline interface
  /// is process-wide.
  package init(historyFile: HistoryFile?, completer: @escaping Completer) {
    Self.useUTF8IfUnset()
    self.historyFile = historyFile
    self.entries = historyFile?.load() ?? []
    completion.withLock { $0 = completer }
    depplay_rl_configure("depplay", completeWord, strdup(" \t\n\"(){}[],;=+*/&|!<>"))
    rl_initialize()
    for entry in entries { add_history(entry) }
    Self.installInterruptHandler()
  }

  package mutating func readLine(prompt: String) -> LineInput {
    interrupted.store(false, ordering: .relaxed)
    if hungUp.load(ordering: .relaxed) { return .hangUp }
    reading.store(true, ordering: .relaxed)
    let read = CEditline.readline(prompt)
    reading.store(false, ordering: .relaxed)
    guard let line = read else {
      if hungUp.load(ordering: .relaxed) { return .hangUp }
      if interrupted.load(ordering: .relaxed) {
        FileHandle.standardOutput.write(Data("\n".utf8))
        return .interrupted
      }
      return .endOfInput
    }
    defer { free(line) }
    if hungUp.load(ordering: .relaxed) { return .hangUp }
    if interrupted.load(ordering: .relaxed) { return .interrupted }
    return .line(String(cString: line))
  }

  package mutating func remember(_ entry: String) {
    guard !entry.trimmingCharacters(in: .whitespaces).isEmpty, entries.last != entry else {
      return
    }
    entries.append(entry)
    add_history(entry)
  }

  package mutating func saveHistory() {
    try? historyFile?.save(entries)
  }

  package var history: [String] { entries }

  /// Watches for Ctrl-C while `body` runs (the signal handler only sets a flag; a watcher
  /// thread polls it every 20 ms and calls `onInterrupt` once).
  package mutating func whileRunning<T>(
    onInterrupt: @escaping @Sendable () -> Void, _ body: () -> T
  ) -> T {
    interrupted.store(false, ordering: .relaxed)
    let watcher = InterruptWatcher(onInterrupt: onInterrupt)
    defer {
      watcher.stop()
      interrupted.store(false, ordering: .relaxed)
    }
    return body()
  }

  /// libedit needs a UTF-8 locale for multibyte input; a terminal with `LANG` unset gets C.
  private static func useUTF8IfUnset() {
    let current = setlocale(LC_CTYPE, "").map { String(cString: $0) } ?? ""
    if !current.uppercased().contains("UTF-8"), !current.uppercased().contains("UTF8") {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }

  private static func installInterruptHandler() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { _ in
      interrupted.store(true, ordering: .relaxed)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: the pending read returns, so readline gives up
    sigaction(SIGINT, &action, nil)
    var hangUp = sigaction()
    hangUp.__sigaction_handler.sa_handler = { _ in
      hungUp.store(true, ordering: .relaxed)
      interrupted.store(true, ordering: .relaxed)  // stops a running entry, as Ctrl-C does
    }
    sigemptyset(&hangUp.sa_mask)
    hangUp.sa_flags = 0
    sigaction(SIGHUP, &hangUp, nil)
    sigaction(SIGTERM, &hangUp, nil)
    HangUpRelay.start(reader: pthread_self())
    // A parent (a test runner, a tool) may have blocked these signals; then Ctrl-C or a
    // hang-up would go to another thread, or nowhere, and never interrupt the read on this one.
    var interrupt = sigset_t()
    sigemptyset(&interrupt)
    for signal in [SIGINT, SIGHUP, SIGTERM] { sigaddset(&interrupt, signal) }
    pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
  }
}

/// Set by the SIGINT handler, read after `readline` returns.
private let interrupted = Atomic<Bool>(false)

/// Set by the SIGHUP and SIGTERM handler: the shell should leave.
private let hungUp = Atomic<Bool>(false)

/// Whether the reading thread is inside `readline`.
private let reading = Atomic<Bool>(false)

/// Makes a hang-up or SIGTERM interrupt the read wherever the signal landed.
///
/// A signal sent to the process runs its handler on any thread that does not block it (the
/// interpreter's, Dispatch's), so the read on the reading thread went on waiting and the shell
/// never left; and a signal that lands on the reading thread just before it enters `read`
/// cannot interrupt that read either. So a thread checks every 50 ms, and while the shell
/// should leave and the reader is still reading, sends SIGHUP to the reading thread, whose
/// handler interrupts the read (no `SA_RESTART`).
private enum HangUpRelay {
  static func start(reader: pthread_t) {
    Thread {
      while true {
        if hungUp.load(ordering: .relaxed), reading.load(ordering: .relaxed) {
          pthread_kill(reader, SIGHUP)
        }
        usleep(50_000)
      }
    }.start()
  }
}

/// A thread that calls `onInterrupt` once when the SIGINT flag is set, until stopped.
private final class InterruptWatcher: Sendable {
  private let running = Atomic<Bool>(true)

  init(onInterrupt: @escaping @Sendable () -> Void) {
    Thread { [self] in
      while self.running.load(ordering: .relaxed) {
        if interrupted.exchange(false, ordering: .relaxed) { onInterrupt() }
        usleep(20_000)
      }
    }.start()
  }

  func stop() { running.store(false, ordering: .relaxed) }
}

/// NB: libedit's completion hook is a C function pointer with no context argument, so the
/// completer it calls has to be reachable from a global.
private let completion = Mutex<Completer?>(nil)

/// libedit's completion hook: the matches for `text`, as readline expects them (the common
/// prefix first, then each match; `NULL`-terminated; allocated with `malloc`).
private func completeWord(
  _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
  guard let text, let completer = completion.withLock({ $0 }) else { return nil }
  let line = depplay_rl_line_buffer().map { String(cString: $0) } ?? ""
  let matches = completer(line, String(cString: text))
  // Never fall back to file names; a single match gets a space unless it is a directory.
  depplay_rl_completion_over(matches.count == 1 && !matches[0].hasSuffix("/") ? 32 : 0)
  guard !matches.isEmpty else { return nil }
  let list = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
    capacity: matches.count + 2)
  list[0] = strdup(commonPrefix(of: matches))
  for (index, match) in matches.enumerated() { list[index + 1] = strdup(match) }
  list[matches.count + 1] = nil
  return list
}

/// The longest prefix every string in `strings` shares.
func commonPrefix(of strings: [String]) -> String {
  guard var prefix = strings.first else { return "" }
  for string in strings.dropFirst() {
    while !string.hasPrefix(prefix) { prefix.removeLast() }
  }
  return prefix
}
