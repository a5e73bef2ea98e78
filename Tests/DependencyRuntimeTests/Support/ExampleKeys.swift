import DependencyRuntime

// The example keys of SEMANTICS.md, and a few more some rules need.

/// `full`: live 1, preview 2, test 3.
enum FullKey: DependencyKey {
  static let liveValue = 1
  static let previewValue = 2
  static let testValue = 3
}

/// `liveOnly`: live 10, nothing else.
enum LiveOnlyKey: DependencyKey {
  static let liveValue = 10
}

/// `testOnly`: a `TestDependencyKey` with test 42 only.
enum TestOnlyKey: TestDependencyKey {
  static let testValue = 42
}

/// A `DependencyKey` with live and preview values but no test value: 10 / 20.
enum LiveAndPreviewKey: DependencyKey {
  static let liveValue = 10
  static let previewValue = 20
}

/// A `TestDependencyKey` with test and preview values: 42 / 43.
enum TestAndPreviewKey: TestDependencyKey {
  static let testValue = 42
  static let previewValue = 43
}

/// A reference type whose identity tells which cache computed it; it also counts.
final class Instance: Sendable {
  private let count = LockIsolated(0)

  /// Adds one and returns the new count.
  func increment() -> Int {
    count.withValue {
      $0 += 1; return $0
    }
  }
}

/// Computes a fresh ``Instance`` for every context, each time its default is computed.
enum InstanceKey: DependencyKey {
  static var liveValue: Instance { Instance() }
  static var previewValue: Instance { Instance() }
  static var testValue: Instance { Instance() }
}

/// A test-only key whose default is a fresh ``Instance``.
enum TestOnlyInstanceKey: TestDependencyKey {
  static var testValue: Instance { Instance() }
}

/// A dependency with two fields, to set one and watch the other.
struct Service: Sendable {
  var name: String
  var instance: Instance
}

/// `service`: a fresh ``Service`` per computed default; no test value of its own.
enum ServiceKey: DependencyKey {
  static var liveValue: Service { Service(name: "live", instance: Instance()) }
}

/// What `shouldReportUnimplemented` said when the test value was computed.
enum ProbeKey: TestDependencyKey {
  static var testValue: Bool { shouldReportUnimplemented }
}

/// A dependency of dependencies: one value read while it is built, one read lazily.
struct Parent: Sendable {
  /// `full` as it was when this parent was built.
  var bakedFull: Int
  /// `full` as it is where this endpoint is called.
  var lazyFull: @Sendable () -> Int

  static func build() -> Parent {
    @Dependency(\.full) var full
    return Parent(
      bakedFull: full,
      lazyFull: {
        @Dependency(\.full) var full
        return full
      })
  }
}

/// `parent`: built by ``Parent/build()`` in every context.
enum ParentKey: DependencyKey {
  static var liveValue: Parent { Parent.build() }
  static var testValue: Parent { Parent.build() }
}

extension DependencyValues {
  var full: Int {
    get { self[FullKey.self] }
    set { self[FullKey.self] = newValue }
  }
  var liveOnly: Int {
    get { self[LiveOnlyKey.self] }
    set { self[LiveOnlyKey.self] = newValue }
  }
  var testOnly: Int {
    get { self[TestOnlyKey.self] }
    set { self[TestOnlyKey.self] = newValue }
  }
  var liveAndPreview: Int {
    get { self[LiveAndPreviewKey.self] }
    set { self[LiveAndPreviewKey.self] = newValue }
  }
  var testAndPreview: Int {
    get { self[TestAndPreviewKey.self] }
    set { self[TestAndPreviewKey.self] = newValue }
  }
  var instance: Instance {
    get { self[InstanceKey.self] }
    set { self[InstanceKey.self] = newValue }
  }
  var testOnlyInstance: Instance {
    get { self[TestOnlyInstanceKey.self] }
    set { self[TestOnlyInstanceKey.self] = newValue }
  }
  var service: Service {
    get { self[ServiceKey.self] }
    set { self[ServiceKey.self] = newValue }
  }
  var probe: Bool {
    get { self[ProbeKey.self] }
    set { self[ProbeKey.self] = newValue }
  }
  var parent: Parent {
    get { self[ParentKey.self] }
    set { self[ParentKey.self] = newValue }
  }
}

/// A model: what a feature holds, capturing its dependencies when it is created.
struct FullModel: Sendable {
  @Dependency(\.full) var full
  @Dependency(\.liveOnly) var liveOnly
  @Dependency(\.instance) var instance
}
