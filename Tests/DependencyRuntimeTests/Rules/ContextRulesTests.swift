import Testing

@testable import DependencyRuntime

/// SEMANTICS §2: how a process picks its context, and `context` as a dependency.
@Suite struct ContextRules {
  private func detect(
    _ arguments: [String] = ["/usr/bin/app"], _ environment: [String: String] = [:]
  ) -> (context: DependencyContext, issue: ReportedIssue?) {
    ContextDetection.detect(arguments: arguments, environment: environment)
  }

  @Test("Rule 5: SWIFT_DEPENDENCIES_CONTEXT names the context when it is exactly one")
  func environmentNamesTheContext() {
    for context in DependencyContext.allCases {
      let detected = detect(["/x/y.xctest"], ["SWIFT_DEPENDENCIES_CONTEXT": context.rawValue])
      #expect(detected.context == context)
      #expect(detected.issue == nil)
    }
  }

  @Test("Rule 5: any other value is one issue, then inference", arguments: ["Live", " test", ""])
  func invalidEnvironmentValue(value: String) {
    let plain = detect(["/usr/bin/app"], ["SWIFT_DEPENDENCIES_CONTEXT": value])
    #expect(plain.context == .live)
    #expect(plain.issue?.kind == .invalidContext)
    let inRunner = detect(["/usr/bin/xctest"], ["SWIFT_DEPENDENCIES_CONTEXT": value])
    #expect(inRunner.context == .test)
    #expect(inRunner.issue?.kind == .invalidContext)
  }

  @Test("Rule 5: previews, then test runners, then live")
  func inference() {
    #expect(detect(["/usr/bin/xctest"], ["XCODE_RUNNING_FOR_PREVIEWS": "1"]).context == .preview)
    #expect(detect([], ["XCODE_RUNNING_FOR_PREVIEWS": "0"]).context == .live)
    let runners: [[String]] = [
      ["/usr/bin/xctest"], ["/opt/swift/usr/libexec/swift/pm/swiftpm-testing-helper"],
      ["/b/.build/debug/depplayPackageTests.xctest"],
      ["helper", "--testing-library", "swift-testing"],
    ]
    for arguments in runners {
      #expect(detect(arguments).context == .test, "\(arguments)")
    }
    for key in ["XCTestBundlePath", "XCTestConfigurationFilePath", "XCTestSessionIdentifier"] {
      #expect(detect(["/usr/bin/app"], [key: "x"]).context == .test, "\(key)")
    }
    for arguments in [["/usr/bin/app"], ["/usr/bin/xctest-like"], ["--testing"], ["a.xctest.txt"]] {
      let detected = detect(arguments)
      #expect(detected.context == .live, "\(arguments)")
      #expect(detected.issue == nil)
    }
  }

  @Test("Rule 5: this test runner's process is in the test context")
  func thisProcessIsATest() {
    #expect(DependencyValues._current.root.context == .test)
  }

  @Test("Rule 6: context is a dependency; overriding it switches the scope's defaults")
  func contextIsADependency() {
    withFreshRoot { _ in
      #expect(DependencyValues._current.context == .test)
      #expect(readFull() == 3)
      withDependencies {
        $0.context = .preview
      } operation: {
        #expect(DependencyValues._current.context == .preview)
        #expect(readFull() == 2)
      }
      withDependencies {
        $0.context = .live
      } operation: {
        #expect(DependencyValues._current.context == .live)
        #expect(readFull() == 1)
      }
      #expect(readFull() == 3)
    }
    for context in DependencyContext.allCases {
      withFreshRoot(context) { _ in #expect(DependencyValues._current.context == context) }
    }
  }

  @Test("Rule 6: explicit overrides win whatever order they were set in")
  func overridesBeatTheContext() {
    withFreshRoot { _ in
      #expect(
        withDependencies(
          {
            $0.full = -1; $0.context = .live
          }, operation: readFull) == -1)
      #expect(
        withDependencies(
          {
            $0.context = .live; $0.full = -1
          }, operation: readFull) == -1)
      withDependencies {
        $0.full = -1
      } operation: {
        #expect(withDependencies({ $0.context = .live }, operation: readFull) == -1)
      }
    }
  }

  @Test("Rule 7: each context is its own cache bucket")
  func contextBuckets() {
    withFreshRoot { _ in
      @Dependency(\.instance) var instance
      let test = instance
      let (preview, previewAgain) = withDependencies {
        $0.context = .preview
      } operation: {
        (instance, instance)
      }
      #expect(preview !== test)
      #expect(previewAgain === preview)
      #expect(instance === test)
      let live = withDependencies {
        $0.context = .live
      } operation: {
        instance
      }
      #expect(live !== test && live !== preview)
    }
  }

  @Test("Rule 8: $0 = DependencyValues() / .live / .preview / .test replace overrides and cache")
  func replacingTheValues() {
    withFreshRoot { _ in
      withDependencies {
        $0.full = 7
      } operation: {
        let outer = DependencyValues._current.instance
        let replacements: [(DependencyValues, Int)] = [
          (DependencyValues(), 3), (.live, 1), (.preview, 2), (.test, 3),
        ]
        for (replacement, expected) in replacements {
          withDependencies {
            $0 = replacement
          } operation: {
            #expect(readFull() == expected)
            #expect(DependencyValues._current.instance !== outer)
          }
        }
        withDependencies {
          $0 = DependencyValues()
        } operation: {
          let fresh = DependencyValues._current.instance
          #expect(DependencyValues._current.instance === fresh)
        }
        #expect(readFull() == 7)
        #expect(DependencyValues._current.instance === outer)
      }
    }
  }
}
