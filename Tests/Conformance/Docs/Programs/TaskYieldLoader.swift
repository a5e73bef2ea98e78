import Dependencies

final class Loader {
  @Dependency(\.continuousClock) var clock
  var log: [String] = []

  func load() async {
    log.append("started")
    await Task.yield()
    try? await clock.sleep(for: .milliseconds(250))
    log.append("finished")
  }
}

let loader = withDependencies {
  $0.continuousClock = ImmediateClock()
} operation: {
  Loader()
}
let task = Task {
  await loader.load()
}
await task.value
print(loader.log.joined(separator: " then "))
