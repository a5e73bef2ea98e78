import Dependencies

withDependencies {
  $0.uuid = .incrementing
} operation: {
  @Dependency(\.uuid) var uuid
  let first = uuid()
  let second = uuid()
  print(first)
  print(second.uuidString)
  print(first == second)
}
