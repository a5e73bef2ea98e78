import DependencyRuntime
import Testing

extension BuiltIns {
  @Suite struct TestClockTests {
    /// Work on one serial executor: `Task {}` started here inherits the actor, so tasks run
    /// one at a time, as in a lesson's interpreter.
    actor SerialWorld {
      let clock = TestClock()
      let printed = LockIsolated<[String]>([])

      func print(_ line: String) { printed.withValue { $0.append(line) } }

      func startSleeper(_ label: String, after seconds: Int) {
        Task {
          try await clock.sleep(for: .seconds(seconds))
          print(label)
        }
      }

      func advance(by duration: Duration) async {
        await clock.advance(by: duration)
      }

      /// Starts a one-second timer, advances three seconds, and returns the ticks counted.
      func ticksOfATimer(advancingBy duration: Duration) async -> Int {
        let ticks = LockIsolated(0)
        let timer = Task {
          while true {
            try await clock.sleep(for: .seconds(1))
            ticks.withValue { $0 += 1 }
          }
        }
        await clock.advance(by: duration)
        timer.cancel()
        return ticks.value
      }

      /// Starts a task that sleeps 5, 1 and 2 seconds, runs the clock, and returns the times
      /// the task saw after each sleep.
      func runSteps() async throws -> [Duration] {
        let steps = Task {
          var seen: [Duration] = []
          for seconds in [5, 1, 2] {
            try await clock.sleep(for: .seconds(seconds))
            seen.append(clock.now.offset)
          }
          return seen
        }
        await clock.run()
        // Had the run given up, the task would sleep for ever: cancel it so the test fails
        // instead of hanging.
        steps.cancel()
        return try await steps.value
      }

      /// Starts a timer that never stops, runs the clock, and returns the issues reported.
      func runEndlessTimer(maximumSteps: Int) async -> [ReportedIssue] {
        let timer = Task {
          while true { try await clock.sleep(for: .seconds(1)) }
        }
        let collector = IssueCollector()
        await withIssueReporters([collector]) {
          await clock.run(maximumSteps: maximumSteps)
        }
        timer.cancel()
        return collector.issues
      }
    }

    @Test func advanceLetsTheWokenTaskRunBeforeReturning() async {
      let world = SerialWorld()
      await world.startSleeper("x", after: 1)
      await world.advance(by: .seconds(1))
      #expect(world.printed.value == ["x"])
    }

    @Test func advanceWakesSleepersInDeadlineOrder() async {
      let world = SerialWorld()
      await world.startSleeper("three", after: 3)
      await world.startSleeper("one", after: 1)
      await world.startSleeper("two", after: 2)
      await world.startSleeper("one again", after: 1)
      await world.advance(by: .seconds(3))
      #expect(world.printed.value == ["one", "one again", "two", "three"])
      #expect(world.clock.now == OffsetInstant(offset: .seconds(3)))
    }

    @Test func advanceStopsShortOfLaterDeadlines() async {
      let world = SerialWorld()
      await world.startSleeper("later", after: 2)
      await world.advance(by: .milliseconds(1500))
      #expect(world.printed.value.isEmpty)
      #expect(world.clock.now == OffsetInstant(offset: .milliseconds(1500)))
      await world.advance(by: .milliseconds(500))
      #expect(world.printed.value == ["later"])
    }

    @Test func advanceOnTheGlobalExecutorLetsTheWokenTaskRun() async {
      let clock = TestClock()
      let printed = LockIsolated<[String]>([])
      let started = LockIsolated(false)
      Task {
        started.setValue(true)
        try await clock.sleep(for: .seconds(1))
        printed.withValue { $0.append("x") }
      }
      while !started.value { await Task.yield() }
      await clock.advance(by: .seconds(1))
      #expect(printed.value == ["x"])
    }

    @Test func advanceWakesSleepsStartedByWokenTasksWhenDue() async {
      let world = SerialWorld()
      #expect(await world.ticksOfATimer(advancingBy: .seconds(3)) == 3)
    }

    @Test func runAdvancesUntilNobodySleeps() async throws {
      let world = SerialWorld()
      #expect(try await world.runSteps() == [.seconds(5), .seconds(6), .seconds(8)])
      #expect(world.clock.now == OffsetInstant(offset: .seconds(8)))
    }

    @Test func runGivesUpOnAnEndlessTimerAfterItsStepsNotAfterRealTime() async {
      // It used to give up after 5 s of real time: a test passed alone and failed under load.
      let world = SerialWorld()
      let issues = await world.runEndlessTimer(maximumSteps: 50)
      #expect(issues.map(\.kind) == [.custom])
      #expect(issues.first?.message.contains("TestClock.run() gave up after 50 steps") == true)
      // Reported at the call of run(), in runEndlessTimer.
      #expect(issues.first.map { "\($0.fileID)" }?.hasSuffix("TestClockTests.swift") == true)
      #expect(world.clock.now == OffsetInstant(offset: .seconds(50)))
    }

    @Test func cancellingASleeperThrowsCancellationError() async {
      let clock = TestClock()
      let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
      await Task.yield()
      sleeper.cancel()
      await #expect(throws: CancellationError.self) { try await sleeper.value }
      #expect(clock.now == OffsetInstant(offset: .zero))
    }

    @Test func sleepingInACancelledTaskThrowsAtOnce() async {
      let clock = TestClock()
      let sleeper = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        try await clock.sleep(for: .seconds(1))
      }
      await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    @Test func sleepingUntilAPastDeadlineReturnsAtOnce() async throws {
      let clock = TestClock(now: OffsetInstant(offset: Duration.seconds(10)))
      try await clock.sleep(until: OffsetInstant(offset: Duration.seconds(3)))
      try await clock.sleep(for: .zero)
      #expect(clock.now == OffsetInstant(offset: Duration.seconds(10)))
    }
  }
}
