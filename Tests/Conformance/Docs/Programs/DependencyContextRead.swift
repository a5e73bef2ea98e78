import Dependencies

struct Environment {
  @Dependency(\.context) var context

  var name: String {
    switch context {
    case .live: return "production"
    case .preview: return "preview"
    case .test: return "testing"
    }
  }
}

print(Environment().name)
print(Environment().context)

let names = [DependencyContext.preview, .test].map { context in
  withDependencies {
    $0.context = context
  } operation: {
    Environment().name
  }
}
print(names)
