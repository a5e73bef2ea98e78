import Synchronization
import Testing

@testable import DepplayInterpreter
@testable import DepplayLanguage

/// A listener that only prints (`depplay run`'s) is spared every read's call; the result
/// keeps the reads all the same, and the order of what the listener does see is unchanged.
@Suite struct ListenerReadsTests {
  static let script = """
    dependency number { live: 1, test: 2 }
    for i in 0..<3 { let x = number + i }
    print(number)
    """

  /// What a listener saw of a whole run of ``script``, and the run's result.
  func run(hearsReads: Bool) -> (heard: [Event], result: ExecutionResult) {
    let heard = Mutex<[Event]>([])
    let result = Session().run(source: Self.script, file: "reads.dep", hearsReads: hearsReads) {
      event in heard.withLock { $0.append(event) }
    }
    return (heard.withLock { $0 }, result)
  }

  static func isRead(_ event: Event) -> Bool {
    if case .valueResolved = event { true } else { false }
  }

  @Test func aListenerThatDoesNotHearReadsSeesEverythingElse() {
    let (heard, result) = run(hearsReads: false)
    #expect(result.events.filter(Self.isRead).count == 4)
    #expect(!heard.contains(where: Self.isRead))
    let others = result.events.filter { !Self.isRead($0) }
    #expect(heard.map { String(describing: $0) } == others.map { String(describing: $0) })
  }

  @Test func aListenerThatHearsReadsSeesEveryEvent() {
    let (heard, result) = run(hearsReads: true)
    #expect(heard.filter(Self.isRead).count == 4)
    #expect(heard.map { String(describing: $0) } == result.events.map { String(describing: $0) })
  }
}
