import Dependencies

withDependencies {
  $0.context = .preview
} operation: {
  @Dependency(\.self) var dependencies
  @Dependency(\.context) var context
  print(context)
  print(dependencies.context)
}
let model = ContextReader()
print(model.context)

struct ContextReader {
  @Dependency(\.context) var context
}
