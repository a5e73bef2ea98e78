import DependencyRuntime
import Testing

/// Whether values differ from a root's: what depplay's interpreter asks where every unit of
/// work is created (it tells whether the unit inherits overrides, loses them, or had none).
@Suite struct RootDifferenceTests {
  @Test("values differ from a root by an override or by a cache of their own")
  func valuesDifferFromRoot() {
    let root = DependencyValues(rootContext: .test)
    #expect(!root.differ(fromRoot: root))
    var overridden = root
    overridden.full = 5
    #expect(overridden.differ(fromRoot: root))
    #expect(DependencyValues(rootContext: .test).differ(fromRoot: root))
  }

  @Test("the values in force are compared where they are bound")
  func valuesInForceDifferFromRoot() {
    let root = DependencyValues(rootContext: .test)
    DependencyValues.$_current.withValue(root) {
      #expect(!DependencyValues.inForceDiffer(fromRoot: root))
      withDependencies {
        $0.full = 4
      } operation: {
        #expect(DependencyValues.inForceDiffer(fromRoot: root))
      }
      withDependencies {
        $0 = DependencyValues()
      } operation: {
        #expect(DependencyValues.inForceDiffer(fromRoot: root))
      }
      #expect(!DependencyValues.inForceDiffer(fromRoot: root))
    }
    #expect(DependencyValues.inForceDiffer(fromRoot: DependencyValues(rootContext: .live)))
  }
}
