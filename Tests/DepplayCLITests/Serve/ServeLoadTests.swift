import DepplayLanguage
import Foundation
import Synchronization
import Testing

@testable import DepplayCLI

/// Sixty attendees at once on the loopback, each starting a lesson, walking on two of its
/// steps (to the third, a Step, where entries are not guesses) and typing a few entries: nothing printed is lost, and what each session prints
/// for its entries is, byte for byte, what `depplay run` prints for the same lines.
/// Prints each entry's latency (p50, p95) with the machine's load, for BENCHMARKS.md.
@Suite(.serialized) struct ServeLoadTests {
  static let sessions = 60

  /// Entries of each session; `\(n)` makes each session's its own.
  static func entries(_ number: Int) -> [String] {
    [
      "dependency greeting { live: \"hello \(number)\", test: \"hi\" }",
      "print(greeting)",
      "withDependencies { $0.greeting = \"scoped \(number)\" } operation: { print(greeting) }",
      "for i in 1...3 { print(i * \(number)) }",
    ]
  }

  /// What `depplay run` prints for `entries` as one script (the way it renders events).
  static func runPrints(_ entries: [String]) -> String {
    let source = ComposedSource(text: entries.joined(separator: "\n") + "\n", name: "load.dep")
    let printed = Mutex<String>("")
    _ = Session().run(source: source.text, file: "load.dep", map: source.map) { event in
      if let (text, _) = source.render(event, colored: false) {
        printed.withLock { $0 += text }
      }
    }
    return printed.withLock { $0 }
  }

  @Test func sixtySessionsAtOnceLoseNothing() throws {
    let served = try ServedRoom()
    let latencies = Mutex<[Double]>([])
    let failures = Mutex<[String]>([])
    let start = Date()
    DispatchQueue.concurrentPerform(iterations: Self.sessions) { number in
      do {
        let session = try served.join()
        let feed = try served.feed(session)
        feed.read(for: 30) { $0.last?.name == "prompt" }
        for command in [".lesson 1", ".next", ".next"] {
          let (printed, seconds) = try served.run(command, in: session, feed: feed)
          latencies.withLock { $0.append(seconds) }
          guard printed.contains("── ") else {
            throw ClientError("\(command) showed no step: \(printed.prefix(200))")
          }
        }
        var printed = ""
        for entry in Self.entries(number) {
          let (text, seconds) = try served.run(entry, in: session, feed: feed)
          printed += text
          latencies.withLock { $0.append(seconds) }
        }
        let expected = Self.runPrints(Self.entries(number))
        if printed != expected {
          throw ClientError(
            "session \(number) printed \(printed.debugDescription), "
              + "depplay run prints \(expected.debugDescription)")
        }
      } catch {
        failures.withLock { $0.append("\(error)") }
      }
    }
    let elapsed = Date().timeIntervalSince(start)
    #expect(failures.withLock { Array($0.prefix(3)) } == [])
    let sorted = latencies.withLock { $0 }.sorted()
    #expect(sorted.count == Self.sessions * 7)
    guard !sorted.isEmpty else { return }
    let p50 = sorted[sorted.count / 2]
    let p95 = sorted[min(sorted.count - 1, sorted.count * 95 / 100)]
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?"
    // The test process's peak resident memory (the room, its sessions and the clients).
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let peak = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? "VmHWM: ?"
    print(
      String(
        format: "serve load: %d sessions, %d entries in %.1f s; p50 %.0f ms, p95 %.0f ms; "
          + "loadavg %@; %@", Self.sessions, sorted.count, elapsed, p50 * 1000, p95 * 1000,
        load.trimmingCharacters(in: .whitespacesAndNewlines),
        String(peak).replacing(/\s+/, with: " ")))
    #expect(elapsed < 120, "bounded in time")
  }
}
