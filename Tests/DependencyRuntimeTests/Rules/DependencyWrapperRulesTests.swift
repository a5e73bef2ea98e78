import DependencyRuntime
import Testing

/// SEMANTICS §4: `@Dependency` captures at creation and merges at every read.
@Suite struct DependencyWrapperRules {
  @Test("Rule 15: a stored @Dependency captures the values in force when its object is made")
  func storedPropertyCaptures() {
    withFreshRoot { _ in
      let model = withDependencies {
        $0.full = 100
      } operation: {
        FullModel()
      }
      #expect(model.full == 100)
      let plain = FullModel()
      withDependencies {
        $0.full = 100
      } operation: {
        #expect(plain.full == 100)  // current wins…
      }
      #expect(plain.full == 3)  // …but it captured nothing
    }
  }

  @Test("Rule 15: a local @Dependency captures at its declaration")
  func localCaptures() {
    withFreshRoot { _ in
      let read: () -> Int = withDependencies {
        $0.full = 5
      } operation: {
        @Dependency(\.full) var full
        return { full }
      }
      #expect(read() == 5)
    }
  }

  @Test("Rule 16: reads merge captured with current, current wins")
  func readsMerge() {
    withFreshRoot { _ in
      let model = withDependencies {
        $0.full = 100
      } operation: {
        FullModel()
      }
      #expect(model.full == 100)
      withDependencies {
        $0.full = 200
      } operation: {
        #expect(model.full == 200)
      }
      withDependencies {
        $0.context = .live
      } operation: {
        #expect(model.full == 100)
        #expect(model.liveOnly == 10)
      }
      // Key by key: the captured override stays, another key's current override shows.
      withDependencies {
        $0.liveOnly = 7
      } operation: {
        #expect(model.full == 100)
        #expect(model.liveOnly == 7)
      }
    }
  }

  @Test("Rule 16: a default built during a read inherits the merged values")
  func defaultsBuiltDuringAReadInherit() {
    withFreshRoot { _ in
      @Dependency(\.parent) var parent
      let model = withDependencies {
        $0.full = 100
      } operation: {
        @Dependency(\.parent) var parent
        return { parent }
      }
      #expect(model().bakedFull == 100)
      #expect(parent.bakedFull == 100)  // the same cache: built once, with 100 baked in
    }
  }

  @Test("Rule 16: reads use the captured cache")
  func readsUseTheCapturedCache() {
    let (model, instance) = withFreshRoot { _ in
      (FullModel(), DependencyValues._current.instance)
    }
    #expect(model.instance === instance)
  }

  @Test("Rule 17: a wrapper made before $0 = DependencyValues() keeps its old cache there")
  func wrappersKeepTheirCache() {
    withFreshRoot { _ in
      let before = FullModel()
      let old = before.instance
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        let inside = FullModel()
        #expect(before.instance === old)
        #expect(inside.instance !== old)
        #expect(DependencyValues._current.instance === inside.instance)
      }
    }
  }

  @Test("Rule 18: a dependency read while a default is built is baked in; lazy reads follow")
  func dependenciesOfDependencies() {
    withFreshRoot(.live) { _ in
      @Dependency(\.parent) var parent
      #expect(parent.bakedFull == 1)
      withDependencies {
        $0.full = 99
      } operation: {
        #expect(parent.bakedFull == 1)
        #expect(parent.lazyFull() == 99)
      }
      #expect(parent.lazyFull() == 1)
    }
  }

  @Test("Rule 19: a static @Dependency captures at its first access, for good")
  @MainActor
  func staticDependency() {
    withFreshRoot { _ in
      withDependencies {
        $0.full = 19
      } operation: {
        #expect(StaticFull.full == 19)
      }
      #expect(StaticFull.full == 19)
      withDependencies {
        $0.full = 20
      } operation: {
        #expect(StaticFull.full == 20)
      }
    }
    #expect(StaticFull.full == 19)
  }
}

/// A static `@Dependency`: in Swift 6 mode it only compiles when actor-isolated.
@MainActor
private enum StaticFull {
  @Dependency(\.full) static var full
}
