import DependencyRuntime
import Testing

/// SEMANTICS §5 at depth: overrides are stored as a chain with an index every few links, so
/// these pin that the innermost override still wins however many lie between.
@Suite struct DeepScopeRules {
  /// Forty run-time keys, enough for several indexed links.
  static let keys = (0..<40).map { DynamicDependencyKey(name: "k\($0)", live: -1) }

  /// Runs `body` inside `depth` nested scopes; scope `n` (outermost 0) overrides key `n`
  /// with `n` and `full` with `n` when `n` is even.
  func nested(_ depth: Int, from level: Int = 0, _ body: () -> Void) {
    guard level < depth else { return body() }
    withDependencies {
      $0[dynamic: Self.keys[level]] = level
      if level.isMultiple(of: 2) { $0.full = level }
    } operation: {
      nested(depth, from: level + 1, body)
    }
  }

  @Test("Rule 20: in 40 nested scopes every key reads its own override, the innermost wins")
  func innermostWinsAtDepth() {
    withFreshRoot { _ in
      nested(40) {
        let values = DependencyValues._current
        for (level, key) in Self.keys.enumerated() { #expect(values[dynamic: key] == level) }
        #expect(values.full == 38)
        #expect(values.context == .test)
      }
    }
  }

  @Test("Rule 20: a key written many times in one scope reads its last write")
  func lastWriteWinsInOneScope() {
    withFreshRoot { _ in
      withDependencies {
        for (level, key) in Self.keys.enumerated() {
          $0[dynamic: key] = level
          $0.full = level
        }
        $0[dynamic: Self.keys[0]] = 100
      } operation: {
        #expect(DependencyValues._current.full == 39)
        #expect(DependencyValues._current[dynamic: Self.keys[0]] == 100)
        #expect(DependencyValues._current[dynamic: Self.keys[39]] == 39)
      }
    }
  }

  @Test("Rule 6: a context overridden beneath 30 scopes switches the defaults above them")
  func deepContextOverride() {
    withFreshRoot { _ in
      withDependencies {
        $0.context = .live
      } operation: {
        nested(30) {
          #expect(DependencyValues._current.liveOnly == 10)
          #expect(DependencyValues._current[dynamic: Self.keys[35]] == -1)
        }
      }
    }
  }

  @Test("Rule 16: a @Dependency created under 20 scopes keeps them, merged under later ones")
  func capturedDeepChain() {
    withFreshRoot { _ in
      let captured = withDependencies { _ in
      } operation: {
        var dependency: Dependency<Int>?
        nested(20) { dependency = Dependency(\.full) }
        return dependency
      }
      #expect(captured?.wrappedValue == 18)
      withDependencies {
        $0.liveOnly = 1
      } operation: {
        #expect(captured?.wrappedValue == 18)
        #expect(
          captured?.resolvedValues.provenance(of: FullKey.self).description.hasPrefix(
            "captured when the @Dependency was created: withDependencies at") == true)
      }
      withDependencies {
        $0.full = 200
      } operation: {
        #expect(captured?.wrappedValue == 200)
      }
    }
  }
}
