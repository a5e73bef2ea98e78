import ComposableRuntime
import DependencyRuntime

/// One conformance program: a plain client of the store layer whose printed lines must be the
/// same against The Composable Architecture and against ComposableRuntime.
protocol ConformanceProgram {
  /// Runs the program; what it prints is compared.
  @MainActor static func run() async
}

/// Prints one line per issue: the program's line it is reported at, as `issue` for a failure
/// and `note` for what is shown without failing (an expected issue, which is how both
/// libraries show skipped assertions, or a warning). The wording of the two libraries' messages
/// differs; where and how many issues there are must not. With `SHOW_MESSAGES` set in the
/// environment, the whole message follows, for reading.
final class IssuePrinter: IssueReporter, @unchecked Sendable {
  let showsMessages: Bool

  init(showsMessages: Bool) {
    self.showsMessages = showsMessages
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    print("\(severity == .error ? "issue" : "note") at line \(line)")
    if showsMessages { print(message() ?? "", "\n---") }
  }

  /// The report of an expected issue.
  func expectIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {
    print("note at line \(line)")
    if showsMessages { print(message() ?? "", "\n---") }
  }
}

/// A number each context gives differently, for programs to read as a dependency.
struct NumberKey: DependencyKey {
  static let liveValue = 1
  static let testValue = 2
  static let previewValue = 3
}

/// A name with a live and a test value only.
struct LabelKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  /// ``NumberKey``'s value.
  var number: Int {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }

  /// ``LabelKey``'s value.
  var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}

/// A signal from effects to the program (or back), which it waits on instead of on time: in
/// TCA an effect begins in a later job of the main actor (its `.cancellable` ID is registered
/// only then) and runs on the global executor, so how soon it gets anywhere depends on the
/// machine's load. `wait(for:)` returns once that many more signals were sent, before or after
/// it began waiting, or at once when its task is cancelled (the signal is then spent).
final class Signal: Sendable {
  private let signals: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (signals, continuation) = AsyncStream.makeStream()
  }

  /// Sends one signal.
  func send() {
    continuation.yield()
  }

  /// Waits for `count` signals not yet waited for.
  func wait(for count: Int = 1) async {
    var iterator = signals.makeAsyncIterator()
    for _ in 0..<count { _ = await iterator.next() }
  }
}
