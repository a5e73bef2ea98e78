enum LoadState: Equatable {
  case idle
  case loading(progress: Int)
  case loaded(String)
  case failed(message: String, retries: Int)
}

func describe(_ state: LoadState) -> String {
  switch state {
  case .idle:
    return "idle"
  case .loading(let progress) where progress >= 50:
    return "more than half loaded"
  case .loading(let progress):
    return "loading \(progress)%"
  case let .loaded(text):
    return "loaded \(text)"
  case .failed(let message, let retries):
    return "failed: \(message) after \(retries) retries"
  }
}

let states: [LoadState] = [
  .idle, .loading(progress: 10), .loading(progress: 75), .loaded("facts"),
  .failed(message: "timeout", retries: 2),
]
for state in states {
  print(describe(state))
}
print(LoadState.loaded("a") == .loaded("a"))
print(LoadState.loading(progress: 3))
