let sleeper = Task {
  do {
    try await Task.sleep(for: .seconds(5))
    print("finished sleeping")
  } catch {
    print("sleep ended with \(error)")
  }
  print("cancelled? \(Task.isCancelled)")
}
sleeper.cancel()
await sleeper.value

func double(_ n: Int) throws -> Int {
  try Task.checkCancellation()
  return n * 2
}

let worker = Task { () -> [Int] in
  var out: [Int] = []
  for n in 1...3 {
    if let value = try? double(n) {
      out.append(value)
    }
  }
  return out
}
print(await worker.value)

do {
  throw CancellationError()
} catch is CancellationError {
  print("caught a cancellation")
}
