enum Tracing {
  @TaskLocal static var requestID = 0
}

print(Tracing.requestID)
let pending = Tracing.$requestID.withValue(512) {
  print(Tracing.requestID)
  let task = Task {
    try await Task.sleep(for: .milliseconds(50))
    print(Tracing.requestID)
  }
  print(Tracing.requestID)
  return task
}
print(Tracing.requestID)
try await pending.value
