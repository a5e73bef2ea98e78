import DependencyRuntime

/// A store for tests: every action sent, every action received and every state change must
/// be asserted.
///
/// ```swift
/// @MainActor @Test func fetchesUser() async {
///   let store = TestStore(initialState: Profile.State()) {
///     Profile()
///   } withDependencies: {
///     $0.apiClient.fetchUser = { _ in User(name: "Blob") }
///   }
///   await store.send(.onAppear) { $0.isLoading = true }
///   await store.receive(.userResponse(User(name: "Blob"))) {
///     $0.isLoading = false
///     $0.user = User(name: "Blob")
///   }
/// }
/// ```
///
/// Like a `Store`, it snapshots the dependencies in force at init (with `withDependencies`
/// applied, in a scope that also covers `initialState` and `reducer`), but its snapshot is
/// the mutable ``dependencies``, read again on every reduce, including reduces of received
/// actions. Effects already running keep what they captured. It does not set the context:
/// the test context comes from where the test runs (a `.dependencies` trait, say).
///
/// When the test store goes away it reports received actions nobody asserted and effects
/// still running (and cancels them).
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The dependencies every reduce runs under. Change them to affect later reduces and the
  /// effects they start; effects already running keep theirs.
  public var dependencies: DependencyValues {
    get { reducer.dependencies }
    set { reducer.dependencies = newValue }
  }

  /// How much the test must assert.
  public var exhaustivity: Exhaustivity = .on

  /// The state as asserted so far.
  public var state: State { reducer.state }

  /// How long `receive` and ``finish(timeout:fileID:filePath:line:column:)`` wait while
  /// effects are running. One second by default.
  public var timeout: Duration = .seconds(1)

  /// Whether the feature dismissed itself through the root's `dismiss`.
  public private(set) var isDismissed = false

  /// How the test store lets effects run, for an interpreter whose effects run on an
  /// executor of its own (with ``EffectExecution/preferred`` bound around its calls): a
  /// function that returns once nothing more can happen without the test (``EffectSettling/finished``),
  /// or nothing more without time passing (``EffectSettling/started``, for `send`). Then
  /// `send`, `receive` and `finish` give effects exactly that instead of turns of the main
  /// actor and waits bounded by ``timeout``: what has not happened when it returns never
  /// will, and is reported at once.
  package var settleEffects: (@MainActor @Sendable (EffectSettling) async -> Void)?

  let reducer: TestReducer<State, Action>
  private let store: Store<State, TestReducer<State, Action>.TestAction>
  private let location: SourceLocation
  /// The reporters in force at init: teardown reports to them.
  private let reporters: [any IssueReporter]
  /// Whether ``endTest()`` has already made the teardown report.
  private var isTornDown = false
  /// The tasks the effects create, run on the main queue with them; `nil` where an
  /// interpreter runs the effects on an executor of its own.
  private let mainQueueTasks = EffectExecution.preferred == nil ? MainQueueTasks.Scope() : nil

  /// Creates a test store.
  ///
  /// `prepareDependencies` runs once, in a scope that also covers `initialState` and
  /// `reducer`.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState(), reducer: reducer, withDependencies: prepareDependencies,
      origin: nil, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates a test store, recording `origin` as where the overrides of
  /// `prepareDependencies` were written (the interpreter passes a script location); `nil`
  /// means the call site.
  package init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void,
    origin: DependencyOrigin?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let testReducer = DependencyRuntime.withDependencies(
      origin: origin
        ?? DependencyOrigin(
          writer: "TestStore(withDependencies:)", fileID: fileID, line: line, column: column)
    ) {
      prepareDependencies(&$0)
      $0.navigationIDPath = $0.navigationIDPath.appending(.newStore())
    } operation: {
      TestReducer(
        Reduce(reducer()), initialState: initialState(), dependencies: DependencyValues._current)
    }
    self.reducer = testReducer
    self.store = Store(initialState: testReducer.state, reducer: testReducer)
    self.location = SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    self.reporters = IssueReporters.current
    testReducer.onDismiss = { [weak self] in self?.dismissed() }
  }

  isolated deinit {
    endTest()
  }

  /// Makes the report the test store makes when it goes away, now: for an interpreter that
  /// keeps its stores alive until the test that made them ends. The deinitializer then
  /// reports nothing more.
  package func endTest() {
    guard !isTornDown else { return }
    isTornDown = true
    withIssueReporters(reporters) { tearDown() }
    mainQueueTasks?.end()
  }

  /// Sends `action` and asserts how it changed the state: `assert` receives the state as it
  /// was and must make it equal to the state now.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !isDismissed else {
      reportIssue("Can't send an action to a dismissed test store.", at: location)
      return TestStoreTask(rawValue: nil, timeout: timeout, settle: settleEffects)
    }
    if !reducer.receivedActions.isEmpty {
      let unhandled = """
        Must handle \(count(reducer.receivedActions.count, "received action")) before \
        sending an action.
          Unhandled: \(describe(reducer.receivedActions.map(\.action)))
        """
      switch exhaustivity {
      case .on:
        reportIssue(unhandled, at: location)
      case .off(let showSkippedAssertions):
        // As TCA: the unhandled actions, then the skip, each an expected issue.
        if showSkippedAssertions { reportSkippedAssertion(unhandled, at: location) }
        skipReceivedActions(at: location)
      }
    }
    let expected = reducer.state
    // The stack element IDs the action's reduce will draw, for the assertion to draw again.
    let stackElementIDs = dependencies.stackElementID.copy()
    let executor = EffectExecution.preferred ?? MainSerialTaskExecutor.shared
    let task = EffectExecution.$preferred.withValue(executor) {
      MainQueueTasks.$scope.withValue(mainQueueTasks) {
        store.send(.init(origin: .send(action), location: location))
      }
    }
    if let settleEffects { await settleEffects(.started) } else { await Task.yield() }
    assertState(
      expected: expected, actual: reducer.state, update: updateStateToExpectedResult,
      stackElementIDs: stackElementIDs, at: location)
    await settle(.started)
    return TestStoreTask(rawValue: task.rawValue, timeout: timeout, settle: settleEffects)
  }

  /// Sends the action of the case `actionCase`, one without a payload, and asserts how it
  /// changed the state: `store.send(\.incrementButtonTapped)`.
  @discardableResult
  public func send(
    _ actionCase: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      AnyCasePath(actionCase)(()), assert: updateStateToExpectedResult, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Sends the action of the case `actionCase` with the payload `value`, and asserts how it
  /// changed the state: `store.send(\.setCount, 5)`.
  @discardableResult
  public func send<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      AnyCasePath(actionCase)(value), assert: updateStateToExpectedResult, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Waits for the effects to send `expectedAction` and asserts the state it produced.
  ///
  /// Exhaustively, the next received action must be `expectedAction`; non-exhaustively,
  /// earlier different ones are skipped. While effects are running it waits up to `timeout`
  /// (the store's ``timeout`` by default); when no effect is running it fails at once,
  /// since nothing could deliver the action.
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receive(
      matching: { $0 == expectedAction }, description: caseName(of: expectedAction),
      timeout: duration, assert: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits for the effects to send an action of the case `actionCase` and asserts the state
  /// it produced: `store.receive(\.userResponse)`.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let actionCase = AnyCasePath(actionCase)
    await receive(
      matching: { actionCase.extract(from: $0) != nil }, description: "an action of that case",
      timeout: duration, assert: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits for the effects to send the action of the case `actionCase` with the payload
  /// `value`, and asserts the state it produced: `store.receive(\.userResponse, 42)`.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let actionCase = AnyCasePath(actionCase)
    await receive(
      matching: { actionCase.extract(from: $0) == value },
      description: caseName(of: actionCase(value)), timeout: duration,
      assert: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits for the effects to send an action `isMatching` accepts and asserts the state it
  /// produced: `store.receive { if case .userResponse = $0 { true } else { false } }`.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      matching: isMatching, description: "an action that matches", timeout: duration,
      assert: updateStateToExpectedResult,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits for every running effect to finish, reporting if they have not after `timeout`.
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    reportUnreceivedActions(at: location)
    let duration = duration ?? timeout
    let deadline = ContinuousClock.now.advanced(by: duration)
    await settle()
    if settleEffects != nil, !reducer.inFlightEffects.isEmpty {
      reportIssue(
        """
        Expected effects to finish, but \(count(reducer.inFlightEffects.count, "effect")) \
        still running, waiting for something nothing left can bring, started by: \
        \(inFlightDescription).
        If an effect waits on a clock, advance a TestClock or use an ImmediateClock.
        """, at: location)
      return
    }
    while !reducer.inFlightEffects.isEmpty {
      guard ContinuousClock.now < deadline else {
        reportIssue(
          """
          Expected effects to finish, but \(count(reducer.inFlightEffects.count, "effect")) \
          still running after \(duration), started by: \(inFlightDescription).
          If an effect waits on a clock, advance a TestClock or use an ImmediateClock.
          """, at: location)
        return
      }
      await reducer.waitForChange(until: deadline)
    }
  }

  /// Sets ``dependencies`` for the duration of `operation`, then restores them.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = dependencies
    defer { dependencies = previous }
    try updateValuesForOperation(&dependencies)
    return try operation()
  }

  /// Sets ``dependencies`` for the duration of asynchronous `operation`, then restores them.
  public func withDependencies<R>(
    _ updateValuesForOperation: (_ dependencies: inout DependencyValues) throws -> Void,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = dependencies
    defer { dependencies = previous }
    try updateValuesForOperation(&dependencies)
    return try await operation()
  }

  /// Sets ``exhaustivity`` for the duration of `operation`, then restores it.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () throws -> R
  ) rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try operation()
  }

  /// Sets ``exhaustivity`` for the duration of asynchronous `operation`, then restores it.
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> sending R
  ) async rethrows -> R {
    let previous = self.exhaustivity
    defer { self.exhaustivity = previous }
    self.exhaustivity = exhaustivity
    return try await operation()
  }

  // MARK: - Receiving

  private func receive(
    matching predicate: (Action) -> Bool,
    description: String,
    timeout duration: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    at location: SourceLocation
  ) async {
    guard
      await waitForAction(
        matching: predicate, description: description, timeout: duration, at: location)
    else { return }
    if exhaustivity != .on {
      var skipped: [Action] = []
      while let first = reducer.receivedActions.first, !predicate(first.action) {
        reducer.receivedActions.removeFirst()
        skipped.append(first.action)
        reducer.state = first.state
      }
      if !skipped.isEmpty, exhaustivity == .off(showSkippedAssertions: true) {
        reportSkippedAssertion(
          "\(count(skipped.count, "received action")) skipped: \(describe(skipped))",
          at: location)
      }
    }
    let (received, state) = reducer.receivedActions.removeFirst()
    if predicate(received) {
      // As in TCA, a received action's assertion draws stack element IDs from where the
      // counter stands now, not from where it stood when the action was reduced.
      assertState(
        expected: reducer.state, actual: state, update: updateStateToExpectedResult,
        stackElementIDs: dependencies.stackElementID.copy(), at: location)
    } else {
      reportIssue(
        """
        Received an unexpected action.
          Expected: \(description)
          Received: \(caseName(of: received))
        """, at: location)
    }
    reducer.state = state
    await settle()
  }

  /// Waits until a fitting action was received (the next one, exhaustively; a matching one
  /// otherwise). Reports and returns `false` when none can come: no effect is running (one
  /// issue), or the timeout passed while effects ran (two, as TCA raises: that none was
  /// received in time, and that the expected action was not).
  private func waitForAction(
    matching predicate: (Action) -> Bool,
    description: String,
    timeout duration: Duration?,
    at location: SourceLocation
  ) async -> Bool {
    let duration = duration ?? timeout
    let deadline = ContinuousClock.now.advanced(by: duration)
    await settle()
    while true {
      let received = reducer.receivedActions.map(\.action)
      if exhaustivity == .on ? !received.isEmpty : received.contains(where: predicate) {
        return true
      }
      let arrivedInstead =
        received.isEmpty ? "" : "\n  Received instead: \(describe(received))"
      if reducer.inFlightEffects.isEmpty {
        reportIssue(
          """
          Expected to receive \(description), but no effect is running that could send it.\
          \(arrivedInstead)
          """, at: location)
        return false
      }
      let none = received.isEmpty ? "none" : "none that matches"
      if settleEffects != nil {
        reportIssue(
          """
          Expected to receive an action, but received \(none): the effects still running \
          (\(count(reducer.inFlightEffects.count, "effect")), started by \
          \(inFlightDescription)) wait for something nothing left can bring.\(arrivedInstead)
          If the effect waits on a clock, advance a TestClock or use an ImmediateClock.
          """, at: location)
        reportIssue("Expected to receive \(description), but didn't.", at: location)
        return false
      }
      guard ContinuousClock.now < deadline else {
        reportIssue(
          """
          Expected to receive an action, but received \(none) after \(duration).\
          \(arrivedInstead)
            Still running: \(count(reducer.inFlightEffects.count, "effect")), started by \
          \(inFlightDescription).
          If the effect waits on a clock, advance a TestClock or use an ImmediateClock; \
          otherwise pass a longer "timeout:".
          """, at: location)
        reportIssue("Expected to receive \(description), but didn't.", at: location)
        return false
      }
      await reducer.waitForChange(until: deadline)
    }
  }

  // MARK: - Assertions

  /// Checks the state after an action against what the test expects of it.
  ///
  /// Exhaustively, `update` applied to the state as it was must give the state now.
  /// Non-exhaustively, `update` applied to the state now must not change it (it may only
  /// assert what did change). The closure sees the store's dependencies, with new stack
  /// element IDs drawn from `stackElementIDs`. With `requiresChange`, an exhaustive `update`
  /// that changes nothing is an issue too (a closure where no change was expected).
  func assertState(
    expected: State,
    actual: State,
    update: ((inout State) throws -> Void)?,
    stackElementIDs: StackElementIDGenerator,
    requiresChange: Bool = true,
    at location: SourceLocation
  ) {
    let dependencies = self.dependencies
    do {
      try DependencyRuntime.withDependencies({
        $0 = dependencies
        $0.stackElementID = stackElementIDs
      }) {
        switch exhaustivity {
        case .on:
          var modified = expected
          try update?(&modified)
          if modified != actual {
            // TCA words the two cases apart: a closure that expected another change, and
            // a change where no closure expected any.
            let heading =
              update == nil
              ? "The state changed, but no change was expected"
              : "A state change does not match expectation"
            reportIssue(
              """
              \(heading): (\u{2212} expected, + actual)
              \(stateDiff(expected: modified, actual: actual))
              """, at: location)
          } else if requiresChange, update != nil, modified == expected {
            reportIssue(
              """
              Expected state to change, but no change occurred.
              The trailing closure made no observable change to the state. If none is \
              expected, omit the trailing closure.
              """, at: location)
          }
        case .off(let showSkippedAssertions):
          var modified = actual
          try update?(&modified)
          if modified != actual {
            reportIssue(
              """
              A state change does not match expectation: (\u{2212} expected, + actual)
              \(stateDiff(expected: modified, actual: actual))
              """, at: location)
          } else if showSkippedAssertions {
            var fromExpected = expected
            try update?(&fromExpected)
            if fromExpected != actual {
              reportSkippedAssertion(
                """
                A state change was not asserted: (\u{2212} asserted, + actual)
                \(stateDiff(expected: fromExpected, actual: actual))
                """, at: location)
            }
          }
        }
      }
    } catch {
      reportIssue("The assertion closure threw an error: \(error)", at: location)
    }
  }

  // MARK: - Teardown and dismissal

  private func tearDown() {
    reportUnreceivedActions(at: location)
    for effect in reducer.inFlightEffects.values.sorted(by: { $0.location.line < $1.location.line })
    {
      reportIssue(
        """
        An effect returned for "\(caseName(of: effect.action))" is still running. It must \
        finish before the end of the test.
        Await "store.finish()", advance the TestClock it waits on, cancel it from another \
        action, or skip it with "store.skipInFlightEffects()".
        """, at: effect.location)
    }
    reducer.cancelInFlightEffects()
  }

  private func reportUnreceivedActions(at location: SourceLocation) {
    guard !reducer.receivedActions.isEmpty, exhaustivity == .on else { return }
    reportIssue(
      """
      The store received \(count(reducer.receivedActions.count, "unexpected action")) \
      that the test did not assert: \(describe(reducer.receivedActions.map(\.action)))
      Assert them with "store.receive", or skip them with "store.skipReceivedActions()".
      """, at: location)
  }

  private func dismissed() {
    isDismissed = true
    reducer.cancelInFlightEffects()
  }

  /// Gives effects a few turns of the main actor to start and to deliver what they send (or,
  /// with ``settleEffects``, all they need to get as far as `settling` says).
  func settle(_ settling: EffectSettling = .finished) async {
    if let settleEffects { return await settleEffects(settling) }
    for _ in 0..<20 { await Task.yield() }
  }

  var inFlightDescription: String {
    describe(
      reducer.inFlightEffects.values.sorted { $0.location.line < $1.location.line }.map(\.action))
  }
}

/// The store of a feature's tests.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable

/// `1 received action`, `2 received actions`.
func count(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)\(number == 1 ? "" : "s")"
}

/// Actions listed for a message.
func describe(_ actions: [Any]) -> String {
  actions.map(caseName(of:)).joined(separator: ", ")
}
