import DepplaySupport
import DepplaySyntax
import Synchronization

/// A unit of script work while it runs: what it is, and where it is (for issues, and for
/// explaining work that never finished).
package final class Unit: Sendable {
  package let info: UnitInfo
  /// Where the unit is. NB: a struct, not a tuple: a debug build looks a tuple's type up at
  /// run time on each statement's `moveTo`.
  private struct Place {
    var range: SourceRange
    var waitingFor: Suspension?
  }

  private let place = Mutex(Place(range: .fileStart))
  private let finished = Atomic<Bool>(false)
  private let stopped = Atomic<Bool>(false)

  /// Whether the values in force where the unit was created differ from the script's root
  /// (overrides, or values of their own): what the unit can inherit or lose.
  package let creatorHadOverrides: Bool

  package init(info: UnitInfo, creatorHadOverrides: Bool = false) {
    self.info = info
    self.creatorHadOverrides = creatorHadOverrides
  }

  /// What the unit starts with, given whether it kept its creator's task-locals.
  package func start(keptTaskLocals: Bool) -> UnitStart {
    guard creatorHadOverrides else { return .inheritedNone }
    return keptTaskLocals ? .inheritedOverrides : .lostOverrides
  }

  /// The statement being run.
  package var range: SourceRange { place.withLock { $0.range } }
  package func moveTo(_ range: SourceRange) { place.withLock { $0.range = range } }

  /// What the unit is suspended on, if it is.
  package var waitingFor: Suspension? { place.withLock { $0.waitingFor } }
  package func wait(for suspension: Suspension?, at range: SourceRange) {
    place.withLock { $0 = Place(range: range, waitingFor: suspension) }
  }

  /// The units of work it started (directly, or through a queue block or thread it ran
  /// synchronously), by the unit model exported programs share: whether it parks after a
  /// statement.
  package let spawns = UnitSpawns()

  package var isFinished: Bool { finished.load(ordering: .relaxed) }
  package func finish() { finished.store(true, ordering: .relaxed) }

  /// Whether an error stopped the unit (its test case then fails), known without scanning
  /// the event log.
  package var stoppedByError: Bool { stopped.load(ordering: .relaxed) }
  package func stopByError() { stopped.store(true, ordering: .relaxed) }

  /// The error for a unit that can never finish: what it waits for, and how to unblock it.
  package func neverFinished() -> Diagnostic {
    let waiting = waitingFor
    let who = info == .main ? "the script" : info.label
    return Diagnostic(
      message:
        "\(who) never finished: it waits for \(waiting?.description ?? "something that never happens"), which can never complete",
      range: range,
      notes: [waiting?.hint ?? "nothing left to run could ever resume it"])
  }
}

/// Where evaluation is: the unit running, its locals, `self`, the update closure's values
/// (`$0`), the call depth, where issues go, and the call into a store being made.
package struct Context: Sendable {
  package var unit: Unit
  package var frame: Frame
  package var model: ModelInstance?
  package var callDepth = 0
  package var bucket: IssueBucket
  /// Whether the code runs isolated to the main actor: a `@MainActor` function or method, or
  /// a `Task` made in one (it inherits the isolation). Such code does not park after its
  /// statements: work it spawns waits for the main actor, so it starts once the code
  /// suspends, or when its nonisolated caller's statement ends (LANGUAGE.md, "The main actor").
  package var isMainActor = false
  /// What most code never sets, boxed (``RareContextFields``).
  private var rare: RareContextFields?

  package init(unit: Unit, frame: Frame, bucket: IssueBucket) {
    self.unit = unit
    self.frame = frame
    self.bucket = bucket
  }

  /// The values an update closure changes (`$0`), in its code.
  package var updating: ValuesUnderUpdate? {
    get { rare?.updating }
    set {
      rare = .boxing(
        updating: newValue, storeCall: storeCall, actor: actor, effectValueType: effectValueType)
    }
  }
  /// The script's statement calling into a store now (`store.send(…)`, an effect's
  /// `send(…)`, `dismiss()`): the place of the reduces it causes, so a view highlights the
  /// statement that made each reduce step.
  package var storeCall: SourceRange? {
    get { rare?.storeCall }
    set {
      rare = .boxing(
        updating: updating, storeCall: newValue, actor: actor, effectValueType: effectValueType)
    }
  }
  /// The script's actor instance the code runs isolated to: an actor's method, or a `Task`
  /// made in one (it inherits the isolation, and its body runs on that actor). Such code does
  /// not park after its statements either: work it spawns that inherits the actor waits for
  /// it, so it starts once the code suspends or returns, as in Swift.
  package var actor: ActorIsolation? {
    get { rare?.actor }
    set {
      rare = .boxing(
        updating: updating, storeCall: storeCall, actor: newValue, effectValueType: effectValueType)
    }
  }
  /// The values a `.run` written here sends when they are not a feature's actions (`Int`):
  /// in the body of a function declared to return `Effect<Int>`
  /// (``MethodDeclaration/effectValueType``); `nil` elsewhere.
  package var effectValueType: String? {
    get { rare?.effectValueType }
    set {
      rare = .boxing(
        updating: updating, storeCall: storeCall, actor: actor, effectValueType: newValue)
    }
  }

  /// Whether the code runs isolated to an actor, the main actor or a script's, and so does
  /// not park after its statements.
  package var isActorIsolated: Bool { isMainActor || actor != nil }

  /// The same place, calling into a store at `range`.
  package func callingStore(at range: SourceRange) -> Context {
    var context = self
    context.storeCall = range
    return context
  }

  /// The same place, with a fresh frame for a nested block.
  @inline(__always)  // once per block and loop iteration
  package func nested() -> Context {
    var context = self
    context.frame = Frame(parent: frame)
    return context
  }

  /// Where the body of work spawned here starts: run by `unit`, with a fresh frame over this
  /// one (in this one when it `needsFrame` not: ``Resolutions/View/spawnedBodyNeedsFrame(_:)``)
  /// and no call depth. An update closure's values stay behind (the checker refuses `$0`
  /// in work that escapes the update). The work is isolated to the main actor or the
  /// script's actor this code is isolated to when it `inheritsIsolation` (a `Task { }` made
  /// there), else nonisolated.
  package func spawning(_ unit: Unit, inheritsIsolation: Bool = false, needsFrame: Bool = true)
    -> Context
  {
    var context = needsFrame ? nested() : self
    context.unit = unit
    context.callDepth = 0
    context.updating = nil
    context.isMainActor = isMainActor && inheritsIsolation
    context.actor = inheritsIsolation ? actor : nil
    return context
  }
}
