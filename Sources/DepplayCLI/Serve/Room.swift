import DepplayLanguage
import Foundation
import Synchronization
import WebServer

/// A workshop's room (`depplay serve`): its tokens, its attendees' sessions, the lessons it
/// serves and the class's progress, which the teacher's page follows.
final class Room: Sendable {
  /// What a room allows.
  struct Settings: Sendable {
    /// Sessions at once.
    var maximumSessions = 60
    /// Seconds a session with no page open and nothing sent lives on.
    var idleTimeout: TimeInterval = 600
    /// Each entry's limits: statements, memory (the bytes of the values it builds, value
    /// sizes, events and their text) and wall-clock time.
    var limits = Room.entryLimits
    /// Lines a session may send each second, on average, and at once.
    var linesPerSecond = 20.0
    var lineBurst = 40
    /// The bytes of events each page's feed keeps for a reload.
    var feedCapacity = 4 << 20
    /// Event streams one session may have open at once (each holds a connection and its
    /// thread: without a cap, one attendee could take every connection the room has).
    var streamsPerSession = 4
  }

  /// The limits of each attendee's entries.
  static var entryLimits: Limits {
    var limits = Limits()
    limits.statementBudget = 2_000_000
    limits.maximumUnits = 10_000
    limits.maximumLiveThreads = 8
    limits.maximumValueSize = 100_000
    limits.memoryBudget = 16 << 20
    limits.sessionMemoryBudget = 64 << 20
    limits.maximumEvents = 50_000
    limits.maximumEventText = 2 << 20
    limits.timeLimit = .seconds(10)
    return limits
  }

  /// How a page's request to join went.
  enum Joining {
    /// The session the page already had, which is still alive.
    case resumed(AttendeeSession)
    /// A new session.
    case joined(AttendeeSession)
    /// The room has ``Settings/maximumSessions`` sessions already.
    case full(Int)
    /// The room has closed.
    case closed
  }

  let settings: Settings
  /// The attendees' token, in their URL.
  let roomToken = RoomToken()
  /// The teacher's token, in the teacher's URL.
  let teacherToken = RoomToken()
  /// The lessons the room serves, in order.
  let lessons: [Lesson]
  /// Where the lessons are.
  let library: LessonLibrary
  /// What the teacher's page is told.
  let teacherFeed = EventFeed(capacity: 1 << 20)
  private let sessions = Mutex<[String: AttendeeSession]>([:])
  private let progress = Mutex(ClassProgress())
  private let closed = Atomic<Bool>(false)
  /// Whether a snapshot of the class's progress is about to be published.
  private let publishScheduled = Atomic<Bool>(false)
  /// The sessions ``close()`` ended, whose pages are being told.
  private let closing = Mutex<[AttendeeSession]>([])

  /// A room serving `lessons` from `library`.
  init(lessons: [Lesson], library: LessonLibrary, settings: Settings = Settings()) {
    self.lessons = lessons
    self.library = library
    self.settings = settings
    publishProgress()
  }

  /// The session `id`, if it is alive.
  func session(_ id: String?) -> AttendeeSession? {
    guard let id else { return nil }
    return sessions.withLock { $0[id] }.flatMap { $0.feed.isClosed ? nil : $0 }
  }

  /// Resumes session `id` if it is alive, else starts a new one (following the class to
  /// the step the teacher moved it to, or starting the first lesson served).
  func join(resuming id: String?) -> Joining {
    if closed.load(ordering: .relaxed) { return .closed }
    if let session = session(id) {
      session.touch()
      return .resumed(session)
    }
    let session = AttendeeSession(
      id: RoomToken().description, feedCapacity: settings.feedCapacity,
      inputRate: TokenBucket(perSecond: settings.linesPerSecond, burst: settings.lineBurst))
    let admitted = sessions.withLock { sessions in
      sessions = sessions.filter { !$0.value.feed.isClosed }
      guard sessions.count < settings.maximumSessions else { return false }
      sessions[session.id] = session
      return true
    }
    guard admitted else { return .full(settings.maximumSessions) }
    session.start(configuration(for: session.id))
    if let place = progress.withLock({ $0.classPlace }) {
      follow(session, to: place, from: nil)
    } else if let first = lessons.first {
      session.input.send(".lesson \(first.name)")
    }
    return .joined(session)
  }

  private func configuration(for id: String) -> Shell.Configuration {
    Shell.Configuration(
      colored: false, interactive: true, lessonsDirectory: library.directory, progress: nil,
      lineWidth: .unlimited, limits: settings.limits, sandboxed: true,
      onWalk: { [weak self] report in self?.record(report, from: id) })
  }

  /// How many sessions are alive.
  var sessionCount: Int { sessions.withLock { $0.values.filter { !$0.feed.isClosed }.count } }

  private func record(_ report: WalkReport, from id: String) {
    progress.withLock { $0.record(report, from: id) }
    publishProgressSoon()
  }

  /// Publishes the class's progress in a moment, once for all the reports that come
  /// meanwhile (sixty attendees walking at once would otherwise send a snapshot each).
  private func publishProgressSoon() {
    guard !publishScheduled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { [weak self] in
      self?.publishScheduled.store(false, ordering: .releasing)
      self?.publishProgress()
    }
  }

  /// Moves every attendee to step `step` (0-based) of `lesson`: each page's shell goes
  /// there as `.lesson` and `.step` do. False when the room serves no such step.
  func move(to lesson: String, step: Int) -> Bool {
    guard let served = lessons.first(where: { $0.name == lesson }),
      served.steps.indices.contains(step)
    else { return false }
    let place = ClassProgress.Place(lesson: lesson, step: step)
    let (positions, everyone) = progress.withLock { progress in
      progress.classPlace = place
      return (progress.positions, sessions.withLock { Array($0.values) })
    }
    for session in everyone { follow(session, to: place, from: positions[session.id]) }
    publishProgress()
    return true
  }

  private func follow(
    _ session: AttendeeSession, to place: ClassProgress.Place, from current: ClassProgress.Place?
  ) {
    if current?.lesson != place.lesson { session.input.send(".lesson \(place.lesson)") }
    session.input.send(".step \(place.step + 1)")
  }

  /// Reveals the results of the Predict at step `step` of `lesson`.
  func reveal(_ lesson: String, step: Int) -> Bool {
    guard lessons.contains(where: { $0.name == lesson }) else { return false }
    progress.withLock { $0.reveal(ClassProgress.Place(lesson: lesson, step: step)) }
    publishProgress()
    return true
  }

  /// Ends the sessions idle for longer than the settings allow.
  func endIdleSessions(now: Date = Date()) {
    let idle = sessions.withLock { sessions in
      let idle = sessions.values.filter { $0.isIdle(for: settings.idleTimeout, now: now) }
      for session in idle { sessions[session.id] = nil }
      return idle
    }
    guard !idle.isEmpty else { return }
    let minutes = Int((settings.idleTimeout / 60).rounded(.up))
    for session in idle {
      session.end(
        .ended(
          reason: "The session ended after \(minutes) minute\(minutes == 1 ? "" : "s") "
            + "without a page open. Reload the page for a new one."))
      progress.withLock { $0.remove(session.id) }
    }
    publishProgress()
  }

  /// Closes the room: every session ends (its running entry stopped) and every page is
  /// told the room has closed. Later joins are refused.
  func close() {
    guard !closed.exchange(true, ordering: .relaxed) else { return }
    let everyone = sessions.withLock { sessions in
      defer { sessions = [:] }
      return Array(sessions.values)
    }
    closing.withLock { $0 = everyone }
    let event = AttendeeEvent.closed(
      reason: "The room has closed: the teacher stopped depplay serve.")
    for session in everyone { session.end(event) }
    teacherFeed.close(event.name, event.json)
  }

  /// Waits (up to `timeout` seconds) until every page's stream has sent its last event and
  /// ended, after ``close()``.
  func waitForPagesToHear(timeout: TimeInterval) {
    let deadline = Date() + timeout
    while Date() < deadline {
      let open =
        teacherFeed.streamCount
        + closing.withLock { $0.reduce(0) { $0 + $1.feed.streamCount } }
      if open == 0 { return }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  private func publishProgress() {
    let snapshot = progress.withLock {
      ClassSnapshot(lessons: lessons, progress: $0, attendees: sessionCount)
    }
    teacherFeed.publish("class", AttendeeEvent.encode(snapshot))
  }
}
