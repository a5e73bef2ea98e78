import DepplaySemantics
import DepplaySyntax

extension ComposableValue {
  /// The names of the catalogue's methods (``Callee``) a value of this kind has: what
  /// did-you-mean offers for a name it does not have.
  package var catalogueMethodNames: [String] {
    switch self {
    case .reducer, .feature: Callee.Reducer.names + ChildReducerModifier.names
    case .effect: Callee.EffectMethod.names.filter { $0 != Callee.EffectMethod.map.rawValue }
    case .valueEffect: [Callee.EffectMethod.map.rawValue]
    case .store: Callee.Store.names
    case .testStore: Callee.TestStore.names
    case .storeTask, .testStoreTask: Callee.StoreTask.names
    default: []
    }
  }
}
