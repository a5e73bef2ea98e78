// context-values.dep, exported by `depplay swift`. It prints exactly what `depplay run` prints.
//
// The dependency code is plain swift-dependencies. `DepplaySupport` only makes the output
// deterministic: tasks run on one serial executor (`executorPreference:`), spawned work
// runs before its creator continues (`script.settle()`), `script.unit` labels a unit's
// lines (`[Task 1] …`), and `script.sleeping` and `script.advancing` keep the executor
// waiting for a clock call in flight. Drop those in your own code.
import DependencyRuntime
import DepplaySupport

let script = Script("context-values.dep")

struct Environment {
  @Dependency(\.context) var context

  var name: String {
    switch context {
    case .live:
      return "production"
    case .preview:
      return "preview"
    case .test:
      return "testing"
    }
  }
}

script.run {
  print(Environment().name)
  print(Environment().context)
  let names = [DependencyContext.preview, .test].map { context in
    return withDependencies { $0.context = context } operation: { Environment().name }
  }
  print(names)
}
