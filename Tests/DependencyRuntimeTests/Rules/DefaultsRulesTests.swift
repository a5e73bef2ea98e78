import DependencyRuntime
import Testing

/// SEMANTICS §3: which default each kind of key gives in each context, and its issues.
@Suite struct DefaultsRules {
  @Test("Rule 9: a TestDependencyKey gives its test value everywhere, with an issue in live")
  func testDependencyKeyDefaults() {
    withFreshRoot(.live) { issues in
      #expect(DependencyValues._current.testOnly == 42)
      #expect(DependencyValues._current.testAndPreview == 42)  // the test value, not preview
      #expect(issues.count(.noLiveImplementation, key: "testOnly") == 1)
      #expect(issues.count(.noLiveImplementation, key: "testAndPreview") == 1)
    }
    withFreshRoot(.preview) { issues in
      #expect(DependencyValues._current.testOnly == 42)
      #expect(DependencyValues._current.testAndPreview == 43)
      #expect(issues.all.isEmpty)
    }
    withFreshRoot(.test) { issues in
      #expect(DependencyValues._current.testOnly == 42)
      #expect(DependencyValues._current.testAndPreview == 42)
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 9: a DependencyKey gives live, preview else live, test else an issue and preview")
  func dependencyKeyDefaults() {
    withFreshRoot(.live) { issues in
      let values = DependencyValues._current
      #expect([values.full, values.liveOnly, values.liveAndPreview] == [1, 10, 10])
      #expect(issues.all.isEmpty)
    }
    withFreshRoot(.preview) { issues in
      let values = DependencyValues._current
      #expect([values.full, values.liveOnly, values.liveAndPreview] == [2, 10, 20])
      #expect(issues.all.isEmpty)
    }
    withFreshRoot(.test) { issues in
      let values = DependencyValues._current
      #expect([values.full, values.liveOnly, values.liveAndPreview] == [3, 10, 20])
      #expect(issues.count(.noTestImplementation, key: "liveOnly") == 1)
      #expect(issues.count(.noTestImplementation, key: "liveAndPreview") == 1)
      #expect(issues.all.count == 2)
    }
  }

  @Test("Rule 10: a missing test value is reported once per cache lifetime")
  func noTestImplementationOncePerCache() {
    withFreshRoot { issues in
      @Dependency(\.liveOnly) var liveOnly
      #expect(liveOnly == 10)
      #expect(liveOnly == 10)
      #expect(DependencyValues._current.liveOnly == 10)
      #expect(issues.count(.noTestImplementation, key: "liveOnly") == 1)
      @Dependency(LiveOnlyKey.self) var byType
      #expect(byType == 10)
      #expect(issues.all.count == 1)
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        #expect(liveOnly == 10)  // captured cache: still silent
        #expect(DependencyValues._current.liveOnly == 10)  // fresh cache: reported again
      }
      #expect(issues.count(.noTestImplementation, key: "liveOnly") == 2)
    }
  }

  @Test("Rule 10: the issue names the key the reader used")
  func noTestImplementationNamesTheKey() {
    withFreshRoot { issues in
      @Dependency(LiveOnlyKey.self) var byType
      #expect(byType == 10)
      #expect(issues.count(.noTestImplementation, key: "LiveOnlyKey") == 1)
      #expect(issues.all.count == 1)
    }
  }

  @Test("Rule 11: a default computed while setting is silent and its live value stays cached")
  func settingGap() {
    withFreshRoot { issues in
      let inScope = withDependencies {
        $0.liveOnly += 5
      } operation: {
        DependencyValues._current.liveOnly
      }
      #expect(inScope == 15)
      @Dependency(\.liveOnly) var liveOnly
      #expect(liveOnly == 10)
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 11: the setting gap also opens in an asynchronous update and in prepare")
  func settingGapAsync() async {
    await withFreshRoot { issues in
      await withDependencies {
        await Task.yield()
        $0.liveOnly += 1
      } operation: {
        #expect(DependencyValues._current.liveOnly == 11)
      }
      #expect(DependencyValues._current.liveOnly == 10)
      #expect(issues.all.isEmpty)
    }
    withFreshRoot { issues in
      prepareDependencies { $0.full = $0.liveAndPreview }
      #expect(readFull() == 20)
      #expect(DependencyValues._current.liveAndPreview == 20)
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 12: a TestDependencyKey in live reports on every access, its test value cached")
  func noLiveImplementationEveryAccess() {
    withFreshRoot(.live) { issues in
      @Dependency(\.testOnlyInstance) var instance
      let first = instance
      #expect(instance === first)
      #expect(DependencyValues._current.testOnlyInstance === first)
      #expect(issues.count(.noLiveImplementation, key: "testOnlyInstance") == 3)
      #expect(issues.all.count == 3)
    }
  }

  @Test("Rule 12: except while setting, or when the key was prepared")
  func noLiveImplementationExceptions() {
    withFreshRoot(.live) { issues in
      withDependencies {
        #expect($0.testOnly == 42)
      } operation: {
      }
      #expect(issues.all.isEmpty)
      #expect(DependencyValues._current.testOnly == 42)
      #expect(issues.count(.noLiveImplementation, key: "testOnly") == 1)
    }
    withFreshRoot(.live) { issues in
      prepareDependencies { $0.testOnly = 7 }
      #expect(DependencyValues._current.testOnly == 7)
      #expect(DependencyValues._current.testOnly == 7)
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 13: overriding with the live value on purpose is silent")
  func overridingWithTheLiveValue() {
    withFreshRoot { issues in
      withDependencies {
        $0.liveOnly = LiveOnlyKey.liveValue
      } operation: {
        #expect(DependencyValues._current.liveOnly == 10)
      }
      #expect(issues.all.isEmpty)
    }
  }

  @Test("Rule 13: shouldReportUnimplemented is false while setting, true otherwise")
  func shouldReportUnimplemented() {
    withFreshRoot { _ in
      #expect(DependencyValues._current.probe)
    }
    withFreshRoot { _ in
      withDependencies {
        #expect($0.probe == false)
      } operation: {
      }
    }
    withFreshRoot { _ in
      prepareDependencies { #expect($0.probe == false) }
    }
    withFreshRoot(build: .release) { _ in
      #expect(DependencyValues._current.probe == false)
    }
  }

  @Test("Rule 14: the Release switch turns the checks off: silent live fallbacks")
  func releaseBuild() {
    withFreshRoot(.test, build: .release) { issues in
      #expect(DependencyValues._current.liveOnly == 10)
      #expect(DependencyValues._current.liveAndPreview == 20)
      #expect(readFull() == 3)
      #expect(issues.all.isEmpty)
    }
    withFreshRoot(.live, build: .release) { issues in
      #expect(DependencyValues._current.testOnly == 42)
      #expect(DependencyValues._current.testOnly == 42)
      #expect(issues.all.isEmpty)
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        #expect(DependencyValues._current.root.build == .release)
        #expect(DependencyValues._current.testOnly == 42)
      }
      #expect(issues.all.isEmpty)
    }
  }
}
